// The designer's model of 联动 (issue 43): what a kind compares with, how an entry is rewritten, which rules it names.
// (jsdom: the registry it reads brings the kinds' controls.)
import { describe, expect, it } from 'vitest'
import type { FcRule } from '../types'
import { conditionsFor, controlMarks, convertValue, findTarget, newEntry, ordered, readOnlyReason, renameTargets, sourceKind, targetsOf, valueShape, withCondition } from './controlModel'
import { keyOf, setAt, updateRule } from './tree'

const radio: FcRule = { type: 'radio', field: 'level', options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] }
const checkbox: FcRule = { type: 'checkbox', field: 'tags', options: [{ label: 'X', value: 'x' }] }
const amount: FcRule = { type: 'inputNumber', field: 'amount' }

describe('the kinds an entry compares with', () => {
  it('types the value by the field’s kind and the condition', () => {
    expect(sourceKind(radio)).toBe('options')
    expect(sourceKind({ ...radio, type: 'select', props: { multiple: true } })).toBe('optionsMulti')
    expect(sourceKind(checkbox)).toBe('optionsMulti')
    expect(sourceKind(amount)).toBe('number')
    expect(sourceKind({ type: 'switch', field: 's' })).toBe('switch')
    expect(sourceKind({ type: 'input', field: 't' })).toBe('text')
    expect(valueShape('options', '==')).toBe('option')
    expect(valueShape('options', 'in')).toBe('options')
    expect(valueShape('optionsMulti', 'on')).toBe('option')
    expect(valueShape('optionsMulti', '==')).toBe('options')
    expect(valueShape('number', 'between')).toBe('range')
    expect(valueShape('text', '>')).toBe('number')
    expect(valueShape('text', 'in')).toBe('tags')
    expect(valueShape('switch', '==')).toBe('switch')
    expect(valueShape('text', 'notEmpty')).toBe('none')
    expect(conditionsFor('switch')).toEqual(['==', '!='])
    expect(conditionsFor('optionsMulti')[0]).toBe('on')
  })

  it('starts an entry on the first option (a checkbox: contains it), showing nothing yet', () => {
    expect(JSON.stringify(newEntry(radio))).toBe('{"value":"a","condition":"==","method":"display","rule":[]}')
    expect(newEntry(checkbox)).toEqual({ value: 'x', condition: 'on', method: 'display', rule: [] })
    expect(newEntry({ type: 'switch', field: 's', props: { activeValue: 1, inactiveValue: 0 } }).value).toBe(1)
    expect('value' in newEntry({ type: 'input', field: 't' })).toBe(false)
  })

  it('carries the value over a change of condition where it fits, drops it for 为空', () => {
    const entry = { value: 'a', condition: '==', method: 'display', rule: ['x'] }
    expect(withCondition(entry, radio, 'in').value).toEqual(['a'])
    expect(withCondition({ ...entry, condition: 'in', value: ['b', 'a'] }, radio, '!=').value).toBe('b')
    expect('value' in withCondition(entry, radio, 'empty')).toBe(false)
    expect(withCondition({ value: '5', condition: '==', rule: [] }, { type: 'input', field: 't' }, '>').value).toBe(5)
    expect(withCondition({ value: 5, condition: '>', rule: [] }, amount, 'between').value).toBeUndefined()
    // a range is two numbers or nothing: never a pair with a hole (saved as [1, null])
    expect(withCondition({ value: ['1', 'x'], condition: 'in', rule: [] }, { type: 'input', field: 't' }, 'between').value).toBeUndefined()
    expect(convertValue([1, null], 'range')).toBeUndefined()
    expect(convertValue(['1', 2], 'range')).toEqual([1, 2])
  })

  it('writes form-create’s key order and keeps keys it does not edit', () => {
    expect(JSON.stringify(ordered({ rule: ['a'], append: 'x', method: 'hidden', value: 1, condition: '!=' }))).toBe(
      '{"value":1,"condition":"!=","method":"hidden","rule":["a"],"append":"x"}',
    )
  })

  it('shows a custom function or inserted rules read-only', () => {
    expect(readOnlyReason({ handle: '$FN:x', rule: ['a'] })).toBe('handle')
    expect(readOnlyReason({ handle: '$FN:x', value: 1, rule: ['a'] })).toBeUndefined()
    expect(readOnlyReason({ value: 1, rule: [{ type: 'input' }] as unknown as string[] })).toBe('insert')
  })
})

describe('the rules an entry names', () => {
  const rules: FcRule[] = [
    radio,
    { type: 'fcRow', name: 'ref_row', children: [{ type: 'col', _fc_id: 'id_col', children: [amount] }] },
    { type: 'elDivider' }, // no name: nothing to point at
  ]
  it('offers every other rule, fields by field name and layouts by name', () => {
    expect(targetsOf(rules, keyOf(radio)).map((t) => t.name)).toEqual(['ref_row', 'id_col', 'amount'])
  })
  it('finds a target by any name the renderer matches; a gone one is undefined', () => {
    expect(findTarget(rules, 'amount')).toBe(amount)
    expect(findTarget(rules, 'id_col')?.type).toBe('col')
    expect(findTarget(rules, 'gone')).toBeUndefined()
  })
})

describe('a field renamed', () => {
  const form = (): FcRule[] => [
    { type: 'input', field: 'reason', name: 'ref_r', _fc_id: 'id_r' },
    {
      type: 'switch',
      field: 'rush',
      control: [
        { value: true, condition: '==', method: 'display', rule: ['reason', 'other'] },
        { value: false, rule: ['ref_r'], method: 'hidden', condition: '==' }, // by its name: stays
      ],
    },
    { type: 'fcRow', children: [{ type: 'col', children: [{ type: 'radio', field: 'x', control: [{ handle: '$FN:f', rule: ['reason'] }] }] }] },
    { type: 'input', field: 'other' },
  ]
  const rename = (rules: FcRule[], index: number, to: string) => {
    const key = keyOf(rules[index])
    return renameTargets(updateRule(rules, key, (r) => setAt(r, 'field', to)), key, rules[index].field, to)
  }

  it('renames every entry naming it by field, in layouts too, and nothing else', () => {
    const before = form()
    const after = rename(before, 0, 'why')
    const expected = form()
    expected[0].field = 'why'
    expected[1].control![0].rule = ['why', 'other']
    ;((expected[2].children![0] as FcRule).children![0] as FcRule).control![0].rule = ['why']
    expect(JSON.stringify(after)).toBe(JSON.stringify(expected))
    expect(after[3]).toBe(before[3]) // untouched rules are the same objects
    expect(after[1].control![1]).toBe(before[1].control![1])
  })

  it('keeps an old name another rule still answers to, adding the new one; never names a rule twice', () => {
    const twins = [...form(), { type: 'input', field: 'reason' }] // two fields named reason: the entry acts on both
    expect(rename(twins, 0, 'why')[1].control![0].rule).toEqual(['reason', 'why', 'other'])
    expect(rename(form(), 0, 'other')[1].control![0].rule).toEqual(['other'])
    // a rule whose name is its old field name is still found by it
    const named = form()
    named[0].name = 'reason'
    expect(rename(named, 0, 'why')[1].control![0].rule).toEqual(['reason', 'other'])
  })
})

describe('the canvas marks of 联动', () => {
  it('marks each source with its entries and each rule they act on with its sources, by any name it answers to', () => {
    const target: FcRule = { type: 'input', field: 'reason', title: '原因' }
    const card: FcRule = { type: 'elCard', name: 'ref_card', _fc_id: 'id_card', props: { header: '附加' }, children: [] }
    const rush: FcRule = {
      type: 'switch',
      field: 'rush',
      title: '加急',
      control: [
        { value: true, rule: ['reason', 'gone'] }, // a name nothing answers to marks nothing
        { value: false, rule: ['id_card', 'reason'] },
      ],
    }
    const layoutOnly: FcRule = { type: 'fcRow', control: [{ value: 1, rule: ['reason'] }] } // not a value field: the renderer ignores it
    const plain: FcRule = { type: 'input', field: 'plain', control: [] }
    const marks = controlMarks([rush, target, card, layoutOnly, plain], (r) => String(r.title ?? r.props?.header))
    expect(marks.get(keyOf(rush))).toEqual({
      entries: 2,
      targets: [
        { title: '原因', name: 'reason' },
        { title: '附加', name: 'id_card' },
      ],
      sources: [],
    })
    expect(marks.get(keyOf(target))).toEqual({ entries: 0, targets: [], sources: [{ title: '加急', name: 'rush' }] })
    expect(marks.get(keyOf(card))?.sources).toEqual([{ title: '加急', name: 'rush' }])
    expect(marks.has(keyOf(layoutOnly))).toBe(false)
    expect(marks.has(keyOf(plain))).toBe(false)
  })
})
