import { describe, expect, it } from 'vitest'
import { addDateRange, DEFAULT_DATE_FORMAT, formatDate, toDate } from './date'
import { divide, isNumber } from './number'
import { rootFontSize } from './rem'
import { buildTree } from './tree'
import { isHttpUrl } from './url'

describe('addDateRange (spec §5)', () => {
  it('begin gets 00:00:00 and end 23:59:59', () => {
    expect(addDateRange({ pageNo: 1 }, ['2024-03-01', '2024-03-31'])).toEqual({
      pageNo: 1,
      beginTime: '2024-03-01 00:00:00',
      endTime: '2024-03-31 23:59:59',
    })
  })
  it('into a named list (yudao createTime[])', () => {
    expect(addDateRange({}, ['2024-03-01 10:20:30', '2024-03-02 08:00:00'], 'createTime')).toEqual({
      createTime: ['2024-03-01 00:00:00', '2024-03-02 23:59:59'],
    })
  })
  it('no or incomplete range leaves params unchanged', () => {
    expect(addDateRange({ a: 1 }, null)).toEqual({ a: 1 })
    expect(addDateRange({ a: 1 }, ['2024-03-01', ''])).toEqual({ a: 1 })
  })
})

describe('isNumber (spec §5)', () => {
  it.each(['0', '12', '-3', '+4', '1.5', '-0.25', '100.00', 7, -1.5])('accepts %j', (v) => expect(isNumber(v)).toBe(true))
  it.each(['01', '-012', '1.', '.5', 'abc', '', '1e3', '1,000', '--1', null, undefined])('rejects %j', (v) => expect(isNumber(v)).toBe(false))
})

describe('divide (spec §5)', () => {
  it('null when a value is missing or the divisor is 0', () => {
    expect(divide(null, 2)).toBeNull()
    expect(divide(1, undefined)).toBeNull()
    expect(divide(1, 0)).toBeNull()
  })
  it('rounds down to two decimals', () => {
    expect(divide(10, 3)).toBe(3.33)
    expect(divide(2, 3)).toBe(0.66)
    expect(divide(1, 8)).toBe(0.12)
    expect(divide(0, 5)).toBe(0)
    expect(divide(9, 3)).toBe(3)
  })
})

describe('dates (spec §9)', () => {
  it('10-digit timestamps are seconds, 13-digit milliseconds', () => {
    const ms = new Date(2024, 0, 2, 3, 4, 5).getTime()
    expect(toDate(ms / 1000).getTime()).toBe(ms)
    expect(toDate(String(ms / 1000)).getTime()).toBe(ms)
    expect(toDate(ms).getTime()).toBe(ms)
  })
  it('formatDate defaults to year-month-day hour:minute:second, zero-padded', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('{y}-{m}-{d} {h}:{i}:{s}')
    const d = new Date(2024, 0, 2, 3, 4, 5)
    expect(formatDate(d)).toBe('2024-01-02 03:04:05')
    expect(formatDate(d.getTime() / 1000)).toBe('2024-01-02 03:04:05')
    expect(formatDate('2024-01-02 03:04:05', '{y}/{m}/{d}')).toBe('2024/01/02')
    expect(formatDate(d, '周{a}')).toBe('周二')
  })
  it('empty or invalid input gives an empty string', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})

describe('buildTree', () => {
  it('nests by id/parentId; orphans become roots; input untouched', () => {
    const flat = [
      { id: 1, parentId: 0, name: 'a' },
      { id: 2, parentId: 1, name: 'b' },
      { id: 3, parentId: 2, name: 'c' },
      { id: 4, parentId: 1, name: 'd' },
      { id: 5, parentId: 99, name: 'orphan' },
    ]
    const copy = structuredClone(flat)
    const tree = buildTree(flat)
    expect(tree.map((n) => n.name)).toEqual(['a', 'orphan'])
    expect(tree[0].children.map((n) => n.name)).toEqual(['b', 'd'])
    expect((tree[0].children[0] as (typeof tree)[number]).children.map((n) => n.name)).toEqual(['c'])
    expect(flat).toEqual(copy)
  })
  it('custom id and parent keys', () => {
    const tree = buildTree([{ id: 0, key: 'x', up: null }, { id: 0, key: 'y', up: 'x' }] as never, 'key' as never, 'up' as never)
    expect(tree).toHaveLength(1)
    expect((tree[0] as unknown as { children: unknown[] }).children).toHaveLength(1)
  })
})

describe('rootFontSize (spec §9)', () => {
  it('16 px scaled by width / 1920, capped at 1', () => {
    expect(rootFontSize(1920)).toBe(16)
    expect(rootFontSize(960)).toBe(8)
    expect(rootFontSize(2560)).toBe(16)
    expect(rootFontSize(1440)).toBe(12)
  })
})

describe('isHttpUrl', () => {
  it('only http(s)', () => {
    expect(isHttpUrl('https://a.example/x')).toBe(true)
    expect(isHttpUrl('http://a.example')).toBe(true)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('/relative')).toBe(false)
    expect(isHttpUrl('')).toBe(false)
  })
})
