import { describe, expect, it } from 'vitest'
import { preprocessPayload, repeatParam, serializeParams } from './params'

describe('serializeParams (spec §7)', () => {
  it('scalars as name=value, nested objects as name[key], encoded', () => {
    expect(serializeParams({ pageNo: 1, name: '张 三', params: { beginTime: '2024-01-01 00:00:00', flag: true } })).toBe(
      'pageNo=1&name=%E5%BC%A0%20%E4%B8%89&params%5BbeginTime%5D=2024-01-01%2000%3A00%3A00&params%5Bflag%5D=true',
    )
  })

  it('drops null, undefined and empty strings, at the top level and inside objects; keeps 0 and false', () => {
    expect(serializeParams({ a: null, b: undefined, c: '', d: 0, e: false, o: { x: '', y: null, z: 0 } })).toBe(
      'd=0&e=false&o%5Bz%5D=0',
    )
  })

  it('arrays (date ranges) as name[index]', () => {
    expect(decodeURIComponent(serializeParams({ createTime: ['2024-01-01 00:00:00', '2024-01-31 23:59:59'] }))).toBe(
      'createTime[0]=2024-01-01 00:00:00&createTime[1]=2024-01-31 23:59:59',
    )
  })

  it('no params → empty string', () => {
    expect(serializeParams(undefined)).toBe('')
    expect(serializeParams({})).toBe('')
  })
})

describe('repeatParam', () => {
  it('repeats the name without indices', () => {
    expect(repeatParam('ids', [1, 2, 3])).toBe('ids=1&ids=2&ids=3')
    expect(repeatParam('ids', [])).toBe('')
  })
})

describe('preprocessPayload (spec §5)', () => {
  it('null/undefined top-level fields become empty strings', () => {
    expect(preprocessPayload({ a: null, b: undefined, c: 'x', d: 0, e: false })).toEqual({ a: '', b: '', c: 'x', d: 0, e: false })
  })

  it('drops empty plain objects but keeps empty arrays and non-empty objects untouched', () => {
    expect(preprocessPayload({ params: {}, ids: [], nested: { x: null } })).toEqual({ ids: [], nested: { x: null } })
  })

  it('leaves non-plain payloads alone and does not mutate its input', () => {
    const form = new FormData()
    expect(preprocessPayload(form)).toBe(form)
    expect(preprocessPayload([null, {}])).toEqual([null, {}])
    expect(preprocessPayload('a=1')).toBe('a=1')
    const input = { a: null, b: {} }
    preprocessPayload(input)
    expect(input).toEqual({ a: null, b: {} })
  })
})
