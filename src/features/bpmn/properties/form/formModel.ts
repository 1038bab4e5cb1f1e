import type { BO, PanelApi } from '../shared/moddle'
import type { MessageKey } from '../../../../i18n'

// spec §9 form field types
export const FIELD_TYPES = ['long', 'string', 'boolean', 'date', 'enum', 'custom'] as const
/** Message keys (bpmn namespace) of the types' names. */
export const FIELD_TYPE_LABELS: Record<(typeof FIELD_TYPES)[number], MessageKey<'bpmn'>> = {
  long: 'fieldTypeLong',
  string: 'fieldTypeString',
  boolean: 'fieldTypeBoolean',
  date: 'fieldTypeDate',
  enum: 'fieldTypeEnum',
  custom: 'fieldTypeCustom',
}

/** The form-field dialog (spec §3 Form field). `custom` keeps its own type name in `customType`. */
export interface FormFieldValues {
  id?: string
  type: (typeof FIELD_TYPES)[number]
  customType?: string
  label?: string
  datePattern?: string
  defaultValue?: string
  values: { id?: string; name?: string }[]
  constraints: { name?: string; config?: string }[]
  properties: { id?: string; value?: string }[]
}

const clean = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>

export function toFieldValues(field: BO): FormFieldValues {
  const known = (FIELD_TYPES as readonly string[]).includes(field.type) && field.type !== 'custom'
  return {
    id: field.id,
    type: known ? field.type : 'custom',
    customType: known ? undefined : field.type,
    label: field.label,
    datePattern: field.datePattern,
    defaultValue: field.defaultValue,
    values: (field.values ?? []).map((v: BO) => ({ id: v.id, name: v.name })),
    constraints: (field.validation?.constraints ?? []).map((c: BO) => ({ name: c.name, config: c.config })),
    properties: (field.properties?.values ?? []).map((p: BO) => ({ id: p.id, value: p.value })),
  }
}

/** Builds a `prefix:FormField`; enum values only for enums, the date pattern only for dates. */
export function toFormField(api: PanelApi, v: FormFieldValues): BO {
  const type = v.type === 'custom' ? v.customType : v.type
  const field = api.create(
    api.t('FormField'),
    clean({
      id: v.id,
      label: v.label,
      type,
      defaultValue: v.defaultValue,
      datePattern: v.type === 'date' ? v.datePattern : undefined,
    }),
  )
  const adopt = (child: BO, parent: BO) => ((child.$parent = parent), child)
  if (v.type === 'enum' && v.values.length)
    field.values = v.values.map((x) => adopt(api.create(api.t('Value'), clean(x)), field))
  if (v.constraints.length) {
    const validation = adopt(api.create(api.t('Validation')), field)
    validation.constraints = v.constraints.map((c) => adopt(api.create(api.t('Constraint'), clean(c)), validation))
    field.validation = validation
  }
  if (v.properties.length) {
    const properties = adopt(api.create(api.t('Properties')), field)
    properties.values = v.properties.map((p) => adopt(api.create(api.t('Property'), clean(p)), properties))
    field.properties = properties
  }
  return field
}
