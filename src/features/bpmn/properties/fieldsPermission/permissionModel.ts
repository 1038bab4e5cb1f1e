/**
 * A user task's form field permissions as yudao writes them (issue 43): one `<flowable:fieldsPermission field title
 * permission/>` extension element per field (BpmnModelUtils.parseFormFieldsPermission reads `field` and `permission`;
 * `features/bpm/fieldsPermission.ts` reads them the same way for the approval card). Pure list work: the section turns
 * the result into one command.
 */
import type { BO } from '../shared/moddle'
import { FIELD_NONE as NONE, FIELD_READ as READ, FIELD_WRITE as WRITE } from '../../../../domain/fieldsPermission'

export { NONE, READ, WRITE }
export const PERMISSIONS = [READ, WRITE, NONE] as const
export type Permission = (typeof PERMISSIONS)[number]

/** A field of the bound form that holds a value. */
export interface FormField {
  field: string
  title: string
}

/** The form's value fields (rules from `valueRules`: through layouts, only kinds that hold a value), once per name. */
export function formFields(rules: readonly { field?: unknown; title?: unknown }[]): FormField[] {
  const seen = new Map<string, FormField>()
  for (const rule of rules) {
    if (typeof rule.field !== 'string' || !rule.field || seen.has(rule.field)) continue
    const title = typeof rule.title === 'string' && rule.title.trim() ? rule.title : rule.field
    seen.set(rule.field, { field: rule.field, title })
  }
  return [...seen.values()]
}

/** What the XML names, field → permission; a later element wins, as in the backend's map. */
export function namedPermissions(elements: readonly BO[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const el of elements) if (el.field && el.permission) out.set(el.field as string, String(el.permission).trim())
  return out
}

export interface Change extends FormField {
  permission: Permission
}

/**
 * The task's new list of permission elements: each changed field's element replaced in place (a duplicate of it
 * dropped), fields not named yet appended, every other element kept as the same object.
 */
export function withChanges(elements: readonly BO[], changes: readonly Change[], create: (c: Change) => BO): BO[] {
  const byField = new Map(changes.map((c) => [c.field, c]))
  const written = new Set<string>()
  const out: BO[] = []
  for (const el of elements) {
    const change = byField.get(el.field as string)
    if (!change) out.push(el)
    else if (!written.has(change.field)) {
      written.add(change.field)
      out.push(create(change))
    }
  }
  for (const change of changes) if (!written.has(change.field)) out.push(create(change))
  return out
}

/** The list without any element of `field` (a field the form no longer has). */
export const without = (elements: readonly BO[], field: string): BO[] => elements.filter((el) => el.field !== field)
