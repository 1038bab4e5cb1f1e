/**
 * The designer's rule tree: pure, immutable operations on form-create rules (insert, move, copy, remove, update), each
 * returning a new array that shares every untouched rule with the old one (the canvas memoises on rule identity).
 *
 * A rule is found by a designer key kept under a Symbol: object spread carries it through every update, and
 * JSON.stringify never writes it, so the saved JSON holds exactly the keys the rule came with (load → save is the same).
 */
import type { FcRule } from '../types'

const KEY = Symbol('designerKey')
type Keyed = FcRule & { [KEY]?: string }

/** A rule's children as the designer lays them out: the container's own `children` (strings there are kept, not shown). */
export type Child = FcRule | string

let counter = 0
/** A key for a rule seen by this designer (not saved). */
const nextKey = () => `k${(++counter).toString(36)}`

/** The designer key of a rule, given on first sight. */
export function keyOf(rule: FcRule): string {
  const keyed = rule as Keyed
  return (keyed[KEY] ??= nextKey())
}

export const isRule = (child: unknown): child is FcRule =>
  typeof child === 'object' && child !== null && !Array.isArray(child) && typeof (child as FcRule).type === 'string'

/** The rules among a rule's children (text children are content of the parent, not canvas items). */
export const ruleChildren = (rule: FcRule): FcRule[] => (rule.children ?? []).filter(isRule)

/** Where a rule sits: its parent's key (undefined at the top) and its index among the parent's rule children. */
export interface Place {
  parent?: string
  index: number
}

/** Visits every rule depth-first, parents before their children. Returning false stops the walk. */
export function walk(rules: readonly FcRule[], visit: (rule: FcRule, parent: FcRule | undefined, index: number) => boolean | void) {
  const go = (list: readonly FcRule[], parent: FcRule | undefined): boolean => {
    for (let i = 0; i < list.length; i++) {
      if (visit(list[i], parent, i) === false) return false
      if (list[i].children && go(ruleChildren(list[i]), list[i]) === false) return false
    }
    return true
  }
  go(rules, undefined)
}

export function findRule(rules: readonly FcRule[], key: string): FcRule | undefined {
  let found: FcRule | undefined
  walk(rules, (rule) => {
    if (keyOf(rule) !== key) return
    found = rule
    return false
  })
  return found
}

export function placeOf(rules: readonly FcRule[], key: string): Place | undefined {
  let place: Place | undefined
  walk(rules, (rule, parent, index) => {
    if (keyOf(rule) !== key) return
    place = { parent: parent && keyOf(parent), index }
    return false
  })
  return place
}

/** The keys of a rule and everything inside it. */
export function keysWithin(rule: FcRule): Set<string> {
  const keys = new Set([keyOf(rule)])
  walk(ruleChildren(rule), (r) => void keys.add(keyOf(r)))
  return keys
}

/** Replaces the rule children of a parent (undefined: the top level), keeping its text children in their places. */
function withRuleChildren(parent: FcRule, next: FcRule[]): FcRule {
  const children = parent.children ?? []
  const out: Child[] = []
  let i = 0
  for (const child of children) out.push(isRule(child) ? next[i++] : child)
  // rules added beyond the old ones go at the end (after any text)
  while (i < next.length) out.push(next[i++])
  return { ...parent, children: out.filter((c) => c !== undefined) }
}

/**
 * Replaces the rule found by `key` with `replace(rule)`, copying only the rules on the way down to it (the others are
 * shared). The same list comes back when there is no such rule.
 */
function rewrite(rules: FcRule[], key: string, replace: (rule: FcRule) => FcRule): FcRule[] {
  let done = false
  const go = (list: FcRule[]): FcRule[] => {
    let changed = false
    const out = list.map((rule) => {
      if (done) return rule
      if (keyOf(rule) === key) {
        done = changed = true
        return replace(rule)
      }
      if (!rule.children?.length) return rule
      const kids = ruleChildren(rule)
      const next = go(kids)
      if (next === kids) return rule
      changed = true
      return withRuleChildren(rule, next)
    })
    return changed ? out : list
  }
  return go(rules)
}

/** Applies `change` to the list of rule children of `parent` (undefined: the top level). */
function editList(rules: FcRule[], parent: string | undefined, change: (list: FcRule[]) => FcRule[]): FcRule[] {
  if (parent === undefined) return change(rules)
  return rewrite(rules, parent, (rule) => withRuleChildren(rule, change(ruleChildren(rule))))
}

/** Replaces one rule (found by key) with what `change` makes of it. */
export function updateRule(rules: FcRule[], key: string, change: (rule: FcRule) => FcRule): FcRule[] {
  return rewrite(rules, key, (rule) => {
    const next = change(rule)
    ;(next as Keyed)[KEY] = key // the same rule for the designer, whatever `change` built
    return next
  })
}

/** Inserts a rule at a place (index clamped to the list). */
export function insertRule(rules: FcRule[], rule: FcRule, place: Place): FcRule[] {
  return editList(rules, place.parent, (list) => {
    const at = Math.max(0, Math.min(place.index, list.length))
    return [...list.slice(0, at), rule, ...list.slice(at)]
  })
}

export function removeRule(rules: FcRule[], key: string): FcRule[] {
  const place = placeOf(rules, key)
  if (!place) return rules
  return editList(rules, place.parent, (list) => list.filter((r) => keyOf(r) !== key))
}

/**
 * Moves a rule to a place given in the tree as it is before the move (a drop target's index): moving down within the
 * same list accounts for the rule's own slot. Moving a rule into itself or its own descendants changes nothing.
 */
export function moveRule(rules: FcRule[], key: string, to: Place): FcRule[] {
  const rule = findRule(rules, key)
  const from = placeOf(rules, key)
  if (!rule || !from) return rules
  if (to.parent !== undefined && keysWithin(rule).has(to.parent)) return rules
  let index = to.index
  if (from.parent === to.parent && from.index < to.index) index -= 1
  if (from.parent === to.parent && from.index === index) return rules
  return insertRule(removeRule(rules, key), rule, { parent: to.parent, index })
}

/** Every rule that holds a value, in order (the names a process reads as variables). */
export function valueRules(rules: readonly FcRule[], holdsValue: (rule: FcRule) => boolean): FcRule[] {
  const out: FcRule[] = []
  walk(rules, (rule) => void (holdsValue(rule) && out.push(rule)))
  return out
}

/** Gives every rule in a list a designer key (before the first render, so keys follow document order). */
export function keyAll(rules: readonly FcRule[]): void {
  walk(rules, (rule) => void keyOf(rule))
}

/** A rule read at a dotted path ('props.placeholder', 'col.span'). */
export function getAt(rule: FcRule, path: string): unknown {
  let value: unknown = rule
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/**
 * The rule with a value written at a dotted path; `undefined` removes the key (and an object left empty by it, unless
 * the rule came with that object: form-create writes `props: {}` and a save must keep it).
 */
export function setAt(rule: FcRule, path: string, value: unknown): FcRule {
  const parts = path.split('.')
  const write = (obj: Record<string, unknown>, i: number): Record<string, unknown> => {
    const part = parts[i]
    const next = { ...obj }
    if (i === parts.length - 1) {
      if (value === undefined) delete next[part]
      else next[part] = value
      return next
    }
    const inner = obj[part]
    const base = inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}
    const written = write(base, i + 1)
    if (Object.keys(written).length === 0 && inner === undefined) delete next[part]
    else next[part] = written
    return next
  }
  return write(rule, 0) as FcRule
}
