/**
 * The designer's model of form-create's `control` (联动, issue 43): which conditions a rule's kind offers, what shape the
 * compared value takes for a condition, which other rules an entry can act on, and an edited entry written back in the
 * key order form-create writes (`{ value, condition, method, rule }`). Untouched entries are never rewritten, so a
 * pasted form's controls save as they came. The renderer's side is `../control.ts`.
 */
import { namesOf } from '../control'
import { kindOf } from '../registry'
import { staticOptions } from '../options'
import { isMultiple } from '../shapes'
import type { FcControl, FcOption, FcRule } from '../types'
import { findRule, keyOf, updateRule, walk } from './tree'

export const CONDITIONS = ['==', '!=', '<>', '>', '>=', '<', '<=', 'in', 'notIn', 'on', 'notOn', 'between', 'notBetween', 'empty', 'notEmpty', 'pattern'] as const
export type Condition = (typeof CONDITIONS)[number]
export const METHODS = ['display', 'hidden', 'disabled', 'required'] as const
export type Method = (typeof METHODS)[number]

/** What the source rule's value is, for the editor: it decides the conditions offered and how a value is typed. */
export type SourceKind = 'switch' | 'options' | 'optionsMulti' | 'number' | 'text'

export function sourceKind(rule: FcRule): SourceKind {
  const kind = kindOf(rule.type)
  if (kind?.type === 'switch') return 'switch'
  if (staticOptions(rule).length) return kind?.valueType === 'array' || isMultiple(rule) ? 'optionsMulti' : 'options'
  if (kind?.valueType === 'number' && rule.props?.range !== true) return 'number'
  return 'text'
}

const NUMERIC: Condition[] = ['>', '>=', '<', '<=', 'between', 'notBetween']
/** The conditions that make sense for a kind (an entry's own condition is offered too, whatever it is). */
export function conditionsFor(kind: SourceKind): Condition[] {
  switch (kind) {
    case 'switch':
      return ['==', '!=']
    case 'options':
      return ['==', '!=', 'in', 'notIn', 'empty', 'notEmpty']
    case 'optionsMulti':
      return ['on', 'notOn', '==', '!=', 'empty', 'notEmpty']
    case 'number':
      return ['==', '!=', ...NUMERIC, 'in', 'notIn', 'empty', 'notEmpty']
    default:
      return ['==', '!=', 'in', 'notIn', ...NUMERIC, 'empty', 'notEmpty', 'pattern']
  }
}

/** How the compared value is typed for a condition. */
export type ValueShape = 'none' | 'range' | 'number' | 'option' | 'options' | 'switch' | 'tags' | 'text'

export function valueShape(kind: SourceKind, condition: string): ValueShape {
  if (condition === 'empty' || condition === 'notEmpty') return 'none'
  if (condition === 'between' || condition === 'notBetween') return 'range'
  if (NUMERIC.includes(condition as Condition)) return 'number'
  const hasOptions = kind === 'options' || kind === 'optionsMulti'
  if (condition === 'in' || condition === 'notIn') return hasOptions ? 'options' : 'tags'
  if (condition === 'on' || condition === 'notOn') return hasOptions ? 'option' : kind === 'number' ? 'number' : 'text'
  if (condition === 'pattern') return 'text' // a regular expression's text
  // '==' and '!=' (and a condition we do not know): the value is what the field holds
  if (kind === 'switch') return 'switch'
  if (kind === 'optionsMulti') return 'options'
  if (kind === 'options') return 'option'
  return kind === 'number' ? 'number' : 'text'
}

const toNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined)

/** A value carried over to another shape where it fits (a single value into a list and back, text to a number). */
export function convertValue(value: unknown, shape: ValueShape): unknown {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]
  switch (shape) {
    case 'none':
      return undefined
    case 'range': {
      // two numbers or nothing: a pair with a hole would be saved as [1, null], a range that never holds
      const pair = Array.isArray(value) && value.length === 2 ? value.map(toNumber) : []
      return pair.length === 2 && pair.every((b) => b !== undefined) ? pair : undefined
    }
    case 'number':
      return toNumber(list[0])
    case 'options':
    case 'tags':
      return list.length ? list : undefined
    case 'text':
      return list[0] === undefined ? undefined : String(list[0])
    default:
      return list[0]
  }
}

/** Read-only entries: a custom function (`handle` alone: kept, never run) or rules inserted by the condition. */
export type ReadOnlyReason = 'handle' | 'insert'
export function readOnlyReason(entry: FcControl): ReadOnlyReason | undefined {
  if (!Array.isArray(entry.rule) || entry.rule.some((r) => typeof r !== 'string')) return 'insert'
  if (entry.handle !== undefined && entry.condition === undefined && !('value' in entry)) return 'handle'
  return undefined
}

/** form-create's key order for an entry it writes; keys it has beside them (append, prepend, child …) follow as they came. */
const ORDER = ['value', 'condition', 'handle', 'method', 'rule']
export function ordered(entry: FcControl): FcControl {
  const out: Record<string, unknown> = {}
  for (const key of ORDER) if (entry[key] !== undefined) out[key] = entry[key]
  for (const [key, v] of Object.entries(entry)) if (!ORDER.includes(key) && v !== undefined) out[key] = v
  return out as FcControl
}

/** A fresh entry for a rule: its first option (a switch: on) shows the targets, once they are chosen. */
export function newEntry(rule: FcRule): FcControl {
  const kind = sourceKind(rule)
  const first: FcOption | undefined = staticOptions(rule)[0]
  const condition: Condition = kind === 'optionsMulti' ? 'on' : '=='
  const value = kind === 'switch' ? (rule.props?.activeValue ?? true) : kind === 'options' || kind === 'optionsMulti' ? first?.value : undefined
  return ordered({ value, condition, method: 'display', rule: [] })
}

/** An entry with its condition changed: the value carried over in the new shape, or dropped (为空 has none). */
export function withCondition(entry: FcControl, rule: FcRule, condition: string): FcControl {
  const kind = sourceKind(rule)
  const before = valueShape(kind, entry.condition ?? '==')
  const after = valueShape(kind, condition)
  const value = before === after ? entry.value : convertValue(entry.value, after)
  return ordered({ ...entry, value, condition })
}

/** A rule another rule's control can name: a field by its field name, other rules by their name (ref_…) or id. */
export interface Target {
  name: string
  rule: FcRule
}

const holds = (rule: FcRule) => kindOf(rule.type)?.holdsValue ?? false
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)

/** Every rule of the form but the source, with the name a new entry writes for it. */
export function targetsOf(rules: readonly FcRule[], sourceKey: string): Target[] {
  const out: Target[] = []
  walk(rules, (rule) => {
    if (keyOf(rule) === sourceKey) return
    const name = holds(rule) ? str(rule.field) : (str(rule.name) ?? str(rule._fc_id))
    if (name) out.push({ name, rule })
  })
  return out
}

/** The rule a target name points at, by any name the renderer matches (field, name, _fc_id); undefined: missing. */
export function findTarget(rules: readonly FcRule[], name: string): FcRule | undefined {
  let found: FcRule | undefined
  walk(rules, (rule) => {
    if (!namesOf(rule).includes(name)) return
    found = rule
    return false
  })
  return found
}

/**
 * The form after the rule `key`'s field name changed from `from` (its name in `rules` is already the new one): every
 * control entry that named it by that field name names it by the new one. Entries naming it otherwise (its `name`,
 * `_fc_id`) stay; an old name another rule still answers to (two fields of one name, a layout's `name`) is kept and
 * the new one added beside it, so neither rule loses its 联动. Only the rules holding such an entry are copied, and in
 * them only their `control[].rule` lists: the JSON is otherwise as it was.
 */
export function renameTargets(rules: FcRule[], key: string, from: unknown, to: unknown): FcRule[] {
  const renamed = findRule(rules, key)
  if (typeof from !== 'string' || typeof to !== 'string' || from === to || !renamed) return rules
  if (namesOf(renamed).includes(from)) return rules // the old name still finds it (its name or _fc_id)
  const kept = findTarget(rules, from) !== undefined
  const rename = (names: unknown[]) =>
    names.flatMap((name) => (name !== from ? [name] : kept ? (names.includes(to) ? [from] : [from, to]) : names.includes(to) ? [] : [to]))
  const sources: string[] = []
  walk(rules, (rule) => {
    if (Array.isArray(rule.control) && rule.control.some((c) => Array.isArray(c?.rule) && c.rule.includes(from))) sources.push(keyOf(rule))
  })
  return sources.reduce(
    (list, source) =>
      updateRule(list, source, (rule) => ({
        ...rule,
        control: rule.control!.map((c) => (Array.isArray(c?.rule) && c.rule.includes(from) ? { ...c, rule: rename(c.rule) as string[] } : c)),
      })),
    rules,
  )
}

/** A rule as a 联动 badge names it: its title, and the name an entry uses for it. */
export interface Named {
  title: string
  name: string
}
/** What the canvas marks on a rule: its own 联动 entries and the rules they act on, and the fields whose 联动 act on it. */
export interface ControlMark {
  entries: number
  targets: Named[]
  sources: Named[]
}

/**
 * Every rule's 联动 marks, by designer key, as the renderer applies controls: a value field's entries act on every rule
 * answering to a name they list (field, name or _fc_id; a name nothing answers to marks nothing).
 */
export function controlMarks(rules: readonly FcRule[], title: (rule: FcRule) => string): Map<string, ControlMark> {
  const byName = new Map<string, FcRule[]>()
  walk(rules, (rule) => {
    for (const name of new Set(namesOf(rule))) byName.set(name, [...(byName.get(name) ?? []), rule])
  })
  const marks = new Map<string, ControlMark>()
  const markOf = (rule: FcRule) => {
    const key = keyOf(rule)
    const mark = marks.get(key) ?? { entries: 0, targets: [], sources: [] }
    marks.set(key, mark)
    return mark
  }
  walk(rules, (source) => {
    const field = str(source.field)
    const entries = Array.isArray(source.control) ? source.control.filter((c) => c !== null && typeof c === 'object') : []
    if (!field || !entries.length) return
    const mark = markOf(source)
    mark.entries = entries.length
    const seen = new Set<FcRule>()
    for (const name of entries.flatMap((c) => (Array.isArray(c.rule) ? c.rule : []))) {
      for (const target of (typeof name === 'string' && byName.get(name)) || []) {
        if (seen.has(target) || target === source) continue
        seen.add(target)
        mark.targets.push({ title: title(target), name })
        markOf(target).sources.push({ title: title(source), name: field })
      }
    }
  })
  return marks
}
