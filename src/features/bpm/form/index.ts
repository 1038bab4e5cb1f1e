/**
 * The form engine (issue 43): form-create rules as yudao stores them, rendered, shown read-only and turned into
 * process variables. The designer builds on the same registry of kinds.
 */
export type * from './types'
export { KINDS, kindOf } from './registry'
export {
  parseRules,
  parseRulesReport,
  serializeRules,
  parseOptions,
  serializeOptions,
  allRules,
  childRules,
  nestedRules,
  UNREADABLE,
} from './parse'
export { toVariables, fromVariables, defaultValues, valueRules } from './values'
export {
  FormRenderer,
  validateForm,
  formMounted,
  type FieldPermission,
  type FieldPermissions,
  type FormRendererProps,
} from './FormRenderer'
export { FIELD_READ, FIELD_WRITE, FIELD_NONE } from '../../../domain/fieldsPermission'
export { FormView } from './FormView'
export { antdRules, isRequired } from './validation'
export { backendPath } from './remote'
