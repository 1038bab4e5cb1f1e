/**
 * Field names are the process variables a form writes (yudao's `FlowableUtils.parseFormField` reads `field`): each must
 * be an identifier, unique in the whole form (inside layouts too), or two inputs would write one variable.
 */
import type { FcRule } from '../types'
import { keyOf, walk } from './tree'

/** A variable name the expression language reads: a letter, `_` or `$` first, then letters, digits, `_`, `$`. */
export const FIELD_NAME = /^[A-Za-z_$][\w$]*$/

export type FieldProblem = 'empty' | 'pattern' | 'duplicate'

/** What is wrong with one name, given the names of every other value field in the form. */
export function fieldNameProblem(name: unknown, others: Iterable<string>): FieldProblem | undefined {
  if (typeof name !== 'string' || name.trim() === '') return 'empty'
  if (!FIELD_NAME.test(name)) return 'pattern'
  for (const other of others) if (other === name) return 'duplicate'
  return undefined
}

/** Every value field with a problem, by designer key (the canvas marks them; a save refuses while there is one). */
export function fieldProblems(rules: readonly FcRule[], holdsValue: (rule: FcRule) => boolean): Map<string, FieldProblem> {
  const counts = new Map<string, number>()
  const fields: FcRule[] = []
  walk(rules, (rule) => {
    if (!holdsValue(rule)) return
    fields.push(rule)
    if (typeof rule.field === 'string') counts.set(rule.field, (counts.get(rule.field) ?? 0) + 1)
  })
  const problems = new Map<string, FieldProblem>()
  for (const rule of fields) {
    const problem = fieldNameProblem(rule.field, (counts.get(rule.field as string) ?? 0) > 1 ? [rule.field as string] : [])
    if (problem) problems.set(keyOf(rule), problem)
  }
  return problems
}

/** The names of every value field but one (the one being edited), for `fieldNameProblem`. */
export function otherFieldNames(rules: readonly FcRule[], exceptKey: string, holdsValue: (rule: FcRule) => boolean): string[] {
  const names: string[] = []
  walk(rules, (rule) => {
    if (holdsValue(rule) && keyOf(rule) !== exceptKey && typeof rule.field === 'string') names.push(rule.field)
  })
  return names
}
