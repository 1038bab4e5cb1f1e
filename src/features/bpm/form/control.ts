/**
 * form-create's `control` (issue 43): a rule's value decides whether other rules show, are enabled or are required.
 * Conditions are compared here as form-create's loader does (between excludes its bounds); `handle` ($FN text) is kept
 * in the rule and never run, so a control that has only a handle does nothing.
 */
import type { FcControl, FcRule } from './types'

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)
const same = (a: unknown, b: unknown) =>
  a === b || (a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b))
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v])
const n = (v: unknown) => Number(v)
/** A `pattern` control: the value's text against the regular expression's (`/…/flags` or bare); a bad one never holds. */
function matches(pattern: unknown, value: unknown): boolean {
  if (typeof pattern !== 'string' || isEmpty(value)) return false
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(pattern)
  try {
    return new RegExp(literal ? literal[1] : pattern, literal?.[2].replace(/[gy]/g, '')).test(String(value))
  } catch {
    return false
  }
}

/** Whether a control's condition holds for a value; undefined when it cannot be told (only a `handle`). */
export function conditionHolds(control: FcControl, value: unknown): boolean | undefined {
  const expected = control.value
  const condition = control.condition ?? (control.handle !== undefined && !('value' in control) ? undefined : '==')
  switch (condition) {
    case '==':
      return Array.isArray(value) && !Array.isArray(expected)
        ? false
        : Array.isArray(value)
          ? JSON.stringify(value) === JSON.stringify(expected)
          : same(value, expected)
    case '!=':
    case '<>':
      return !same(value, expected)
    case '>':
      return n(value) > n(expected)
    case '>=':
      return n(value) >= n(expected)
    case '<':
      return n(value) < n(expected)
    case '<=':
      return n(value) <= n(expected)
    case 'in':
      return asList(expected).some((e) => same(e, value))
    case 'notIn':
      return !asList(expected).some((e) => same(e, value))
    case 'on':
      return asList(value).some((v) => same(v, expected))
    case 'notOn':
      return !asList(value).some((v) => same(v, expected))
    case 'between': {
      const [lo, hi] = asList(expected)
      return n(value) > n(lo) && n(value) < n(hi)
    }
    case 'notBetween': {
      const [lo, hi] = asList(expected)
      return n(value) < n(lo) || n(value) > n(hi)
    }
    case 'pattern':
      return matches(expected, value)
    case 'empty':
      return isEmpty(value)
    case 'notEmpty':
      return !isEmpty(value)
    default:
      return undefined
  }
}

/** What controls a rule: the field whose value decides, and the control entry. */
export interface Gate {
  source: string
  control: FcControl
}

/** The names a control's `rule` list may use for a rule: its field, its name, its form-create id. */
export const namesOf = (rule: FcRule): string[] =>
  [rule.field, rule.name, rule._fc_id].filter((x): x is string => typeof x === 'string' && x !== '')

/**
 * For each rule (by the names it answers to) the gates that act on it, from every rule's `control` among `rules`
 * and their layout children (a group's or subForm's rules are gated among themselves).
 */
export function gatesOf(rules: readonly FcRule[]): Map<string, Gate[]> {
  const gates = new Map<string, Gate[]>()
  const visit = (list: readonly FcRule[]) => {
    for (const rule of list) {
      if (typeof rule.field === 'string' && Array.isArray(rule.control)) {
        for (const control of rule.control) {
          if (!control || !Array.isArray(control.rule)) continue
          for (const target of control.rule) {
            if (typeof target !== 'string') continue
            const entry = gates.get(target) ?? []
            entry.push({ source: rule.field, control })
            gates.set(target, entry)
          }
        }
      }
      visit((rule.children ?? []).filter((c): c is FcRule => typeof c === 'object' && c !== null))
    }
  }
  visit(rules)
  return gates
}

export const gatesFor = (gates: Map<string, Gate[]>, rule: FcRule): Gate[] =>
  namesOf(rule).flatMap((name) => gates.get(name) ?? [])

export interface GateState {
  shown: boolean
  disabled: boolean
  required: boolean
}

/**
 * The state gates give a rule for the form's values (`read(field)`). As form-create's loader applies them, each method
 * gives the positive state while one of its controls holds: display and hidden (and an unknown method) show the rule,
 * disabled enables it (disabled while none holds), required requires it.
 */
export function gateState(list: readonly Gate[], read: (field: string) => unknown): GateState {
  let showing = false
  let shown = false
  let enabling = false
  let enabled = false
  let required = false
  for (const { source, control } of list) {
    const holds = conditionHolds(control, read(source))
    if (holds === undefined) continue
    if (control.method === 'disabled') {
      enabling = true
      enabled ||= holds
    } else if (control.method === 'required') required ||= holds
    else {
      showing = true
      shown ||= holds
    }
  }
  return { shown: !showing || shown, disabled: enabling && !enabled, required }
}
