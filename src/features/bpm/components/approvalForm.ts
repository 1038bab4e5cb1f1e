import type { FormInstance } from 'antd'
import { BUSINESS_FORM, type BpmTask, type ProcessInstance } from '../../../api/bpm/types'
import { writableFields, type NodeFieldsPermission } from '../../../domain/fieldsPermission'
import {
  FIELD_READ,
  FIELD_WRITE,
  validateForm,
  fromVariables,
  nestedRules,
  parseOptions,
  parseRules,
  toVariables,
  valueRules,
  type FcRule,
  type FieldPermissions,
} from '../form'

type Values = Record<string, unknown>

/** yudao's bpm_process_instance_result 6: the task waits for the user its owner delegated it to. */
const DELEGATED = 6

/** The owner who delegated the task, while its delegate has it: their 通过 hands it back, with no fields (yudao). */
export const delegatedBy = (task: BpmTask) => (task.result === DELEGATED ? task.ownerUser : undefined) ?? undefined

/**
 * The process form as the task's node lets its approver see it (yudao's process detail: the form disabled, then each
 * field its node names made writable, read-only or hidden). Undefined when there is nothing to fill in: then the form
 * is only what 申请信息 shows. A delegate sees the fields the owner may write read only: yudao's approveDelegateTask
 * drops what a delegate sends, the owner decides (issue 51).
 */
export function approvalForm(instance: ProcessInstance, node: NodeFieldsPermission, delegated: boolean) {
  const definition = instance.processDefinition
  if (!definition || definition.formType === BUSINESS_FORM) return undefined
  const rules = parseRules(definition.formFields)
  const top = new Set(valueRules(rules).map((rule) => rule.field!))
  const writable = writableFields(node).filter((field) => top.has(field))
  if (!writable.length) return undefined
  // a field the node does not name is read-only; a group's or subForm's own fields follow their container
  const permissions: FieldPermissions = {}
  const name = (list: readonly FcRule[], inherited: string) => {
    for (const rule of valueRules(list)) {
      const own = node[rule.field!] ?? inherited
      permissions[rule.field!] = delegated && own === FIELD_WRITE ? FIELD_READ : own
      name(nestedRules(rule), own === FIELD_WRITE ? FIELD_WRITE : FIELD_READ)
    }
  }
  name(rules, FIELD_READ)
  return {
    name: definition.formName,
    rules,
    options: parseOptions(definition.formConf),
    permissions,
    writable: delegated ? [] : writable,
    values: fromVariables(rules, instance.formVariables),
  }
}

/**
 * Checks the fields the approver may write (a read-only field is not theirs to mend) and scrolls to the first wrong
 * one; their process variables, typed as the start page sends them, or undefined.
 */
export async function writtenVariables(form: FormInstance, rules: readonly FcRule[], writable: string[]) {
  if (!(await validateForm(form, writable))) return undefined
  const variables = toVariables(rules, form.getFieldsValue() as Values)
  return Object.fromEntries(writable.filter((field) => field in variables).map((field) => [field, variables[field]]))
}

/** What the approver wrote into the fields that are theirs: the approval card keeps it until sent (issue 51). */
export const writtenValues = (form: FormInstance, writable: readonly string[]): Values => {
  const all = form.getFieldsValue(true) as Values
  return Object.fromEntries(writable.filter((field) => field in all).map((field) => [field, all[field]]))
}
