import { describe, expect, it } from 'vitest'
import type { FcRule } from '../types'
import { fieldNameProblem, fieldProblems, otherFieldNames } from './fieldNames'
import { commit, COALESCE_MS, redo, startHistory, undo, type DesignDoc } from './history'
import { copyRule, stampNew, uniqueId } from './ids'
import { findRule, getAt, insertRule, keyAll, keyOf, moveRule, placeOf, removeRule, ruleChildren, setAt, updateRule } from './tree'

const holdsValue = (r: FcRule) => !['fcRow', 'FcRow', 'col', 'elCard', 'elDivider'].includes(r.type)

/** A form-create form as its designer saves it: a row of two columns (one with text content) between two inputs. */
function sample(): FcRule[] {
  const rules: FcRule[] = [
    { type: 'input', field: 'a', title: 'A', _fc_id: 'id_1', name: 'ref_1', _fc_drag_tag: 'input', props: {} },
    {
      type: 'FcRow',
      _fc_id: 'id_2',
      children: [
        { type: 'col', props: { span: 12 }, children: [{ type: 'inputNumber', field: 'b', title: 'B' }] },
        { type: 'col', props: { span: 12 }, children: ['text content', { type: 'switch', field: 'c', title: 'C' }] },
      ],
    },
    { type: 'select', field: 'd', title: 'D', options: [{ label: 'x', value: 1 }], $required: '请选择' },
  ]
  keyAll(rules)
  return rules
}
const names = (rules: readonly FcRule[]): unknown[] =>
  rules.map((r) => (r.children ? { [r.type]: names(ruleChildren(r)) } : r.field))
const byField = (rules: FcRule[], field: string) => {
  let key = ''
  const go = (list: FcRule[]) => list.forEach((r) => (r.field === field ? (key = keyOf(r)) : go(ruleChildren(r))))
  go(rules)
  return key
}
const colKey = (rules: FcRule[], i: number) => keyOf(ruleChildren(rules[1])[i])

describe('the rule tree', () => {
  it('inserts at the top level and into a layout column', () => {
    const rules = sample()
    const added = insertRule(rules, { type: 'rate', field: 'e' }, { index: 1 })
    expect(names(added)).toEqual(['a', 'e', { FcRow: [{ col: ['b'] }, { col: ['c'] }] }, 'd'])
    const inCol = insertRule(rules, { type: 'rate', field: 'e' }, { parent: colKey(rules, 0), index: 0 })
    expect(names(inCol)).toEqual(['a', { FcRow: [{ col: ['e', 'b'] }, { col: ['c'] }] }, 'd'])
    expect(rules).toEqual(sample().map((r) => expect.objectContaining({ type: r.type }))) // the old tree is untouched
    expect(inCol[0]).toBe(rules[0]) // untouched rules are shared
    expect(inCol[2]).toBe(rules[2])
  })

  it('keeps a column’s text children in place when rules move around them', () => {
    const rules = sample()
    const moved = moveRule(rules, byField(rules, 'a'), { parent: colKey(rules, 1), index: 0 })
    expect(ruleChildren(moved[0]).map((c) => c.children)).toEqual([
      [expect.objectContaining({ field: 'b' })],
      ['text content', expect.objectContaining({ field: 'a' }), expect.objectContaining({ field: 'c' })],
    ])
  })

  it('reorders within a list, up and down, with drop indexes taken before the move', () => {
    const rules = sample()
    expect(names(moveRule(rules, byField(rules, 'a'), { index: 3 }))).toEqual([{ FcRow: [{ col: ['b'] }, { col: ['c'] }] }, 'd', 'a'])
    expect(names(moveRule(rules, byField(rules, 'd'), { index: 0 }))).toEqual(['d', 'a', { FcRow: [{ col: ['b'] }, { col: ['c'] }] }])
    // dropped where it is: the same tree
    expect(moveRule(rules, byField(rules, 'a'), { index: 1 })).toBe(rules)
    expect(moveRule(rules, byField(rules, 'a'), { index: 0 })).toBe(rules)
  })

  it('moves a field out of a layout and a layout into another place, never into itself', () => {
    const rules = sample()
    expect(names(moveRule(rules, byField(rules, 'b'), { index: 0 }))).toEqual(['b', 'a', { FcRow: [{ col: [] }, { col: ['c'] }] }, 'd'])
    const row = keyOf(rules[1])
    expect(moveRule(rules, row, { parent: colKey(rules, 0), index: 0 })).toBe(rules)
    expect(names(moveRule(rules, row, { index: 0 }))).toEqual([{ FcRow: [{ col: ['b'] }, { col: ['c'] }] }, 'a', 'd'])
  })

  it('keeps the designer keys through updates and never writes them into JSON', () => {
    const rules = sample()
    const key = byField(rules, 'c')
    const next = updateRule(rules, key, (r) => setAt(r, 'props.disabled', true))
    expect(keyOf(findRule(next, key)!)).toBe(key)
    expect(findRule(next, key)!.props).toEqual({ disabled: true })
    expect(placeOf(next, key)).toEqual({ parent: colKey(rules, 1), index: 0 })
    expect(JSON.stringify(next)).toBe(JSON.stringify(sample()).replace('"field":"c","title":"C"', '"field":"c","title":"C","props":{"disabled":true}'))
  })

  it('deletes a field and a whole layout', () => {
    const rules = sample()
    expect(names(removeRule(rules, byField(rules, 'c')))).toEqual(['a', { FcRow: [{ col: ['b'] }, { col: [] }] }, 'd'])
    expect(ruleChildren(removeRule(rules, byField(rules, 'c'))[1])[1].children).toEqual(['text content'])
    expect(names(removeRule(rules, keyOf(rules[1])))).toEqual(['a', 'd'])
    expect(removeRule(rules, 'nope')).toBe(rules)
  })

  it('reads and writes dotted paths, removing what is cleared but keeping an object the rule came with', () => {
    const rule: FcRule = { type: 'input', props: {} }
    expect(getAt(setAt(rule, 'col.span', 12), 'col.span')).toBe(12)
    expect(setAt(rule, 'props.placeholder', undefined)).toEqual({ type: 'input', props: {} })
    expect(setAt({ type: 'input' }, 'col.span', undefined)).toEqual({ type: 'input' })
  })
})

describe('names of new and copied rules', () => {
  it('are form-create’s: F + id for the field, id_ and ref_ for _fc_id and name, the drag tag', () => {
    expect(uniqueId()).toMatch(/^F[a-z0-9]{3}[a-z0-9]+c$/)
    expect(uniqueId()).not.toBe(uniqueId())
    const rule = stampNew({ type: 'fcRow', children: [{ type: 'col', children: [] }] }, 'fcRow', holdsValue)
    expect(rule).toMatchObject({ _fc_id: expect.stringMatching(/^id_F/), name: expect.stringMatching(/^ref_F/), _fc_drag_tag: 'fcRow' })
    expect(rule.field).toBeUndefined() // a layout holds no value
    expect(stampNew({ type: 'input' }, 'input', holdsValue).field).toMatch(/^F/)
  })

  it('a copy renews every field, _fc_id and ref_ name inside it and is a rule of its own', () => {
    const rules = sample()
    const copy = copyRule(rules[1])
    const fields = (r: FcRule): unknown[] => [r.field, ...ruleChildren(r).flatMap(fields)].filter(Boolean)
    expect(fields(copy)).toHaveLength(2)
    expect(fields(copy)).not.toContain('b')
    expect(copy._fc_id).not.toBe('id_2')
    expect(keyOf(copy)).not.toBe(keyOf(rules[1]))
    expect(ruleChildren(copy)[1].children?.[0]).toBe('text content')
    const withCopy = insertRule(rules, copy, { index: 2 })
    expect(fieldProblems(withCopy, holdsValue).size).toBe(0)
  })
})

describe('field names', () => {
  it('must be identifiers, unique across the whole form', () => {
    expect(fieldNameProblem('', [])).toBe('empty')
    expect(fieldNameProblem('1a', [])).toBe('pattern')
    expect(fieldNameProblem('a-b', [])).toBe('pattern')
    expect(fieldNameProblem('请假天数', [])).toBe('pattern')
    expect(fieldNameProblem('leave_days', ['a'])).toBeUndefined()
    expect(fieldNameProblem('a', ['a'])).toBe('duplicate')
    const rules = sample()
    const key = byField(rules, 'c')
    expect(otherFieldNames(rules, key, holdsValue)).toEqual(['a', 'b', 'd'])
    // a duplicate inside a layout column is found, both of them marked
    const dup = updateRule(rules, key, (r) => ({ ...r, field: 'a' }))
    expect([...fieldProblems(dup, holdsValue)]).toEqual([
      [byField(rules, 'a'), 'duplicate'],
      [key, 'duplicate'],
    ])
  })
})

describe('undo and redo', () => {
  const doc = (n: number): DesignDoc => ({ rules: [{ type: 'input', field: `f${n}` }], options: {} })

  it('steps back and forth, and a new edit drops what was undone', () => {
    let h = startHistory(doc(0))
    h = commit(h, doc(1))
    h = commit(h, doc(2))
    h = undo(h)
    expect(h.present.rules[0].field).toBe('f1')
    h = undo(h)
    expect(h.present.rules[0].field).toBe('f0')
    expect(undo(h)).toBe(h)
    h = redo(h)
    expect(h.present.rules[0].field).toBe('f1')
    h = commit(h, doc(3))
    expect(h.future).toEqual([])
    expect(redo(h)).toBe(h)
  })

  it('makes one step of typing into one property', () => {
    let h = startHistory(doc(0))
    h = commit(h, doc(1), 'title', 1000)
    h = commit(h, doc(2), 'title', 1500)
    h = commit(h, doc(3), 'title', 1900)
    expect(h.past).toHaveLength(1)
    h = commit(h, doc(4), 'title', 1900 + COALESCE_MS + 1) // after a pause: a step of its own
    h = commit(h, doc(5), 'placeholder', 1900 + COALESCE_MS + 2) // another property: a step of its own
    expect(h.past.map((d) => d.rules[0].field)).toEqual(['f0', 'f3', 'f4'])
    expect(undo(h).present.rules[0].field).toBe('f4')
  })
})
