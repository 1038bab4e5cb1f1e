// The field kinds and page() of the answer schemas (issue 22): lenient where backends differ harmlessly, strict where a
// page cannot work without the value.
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  bool,
  createdId,
  entity,
  id,
  ignored,
  listOf,
  num,
  numOr,
  optBool,
  optNum,
  optText,
  page,
  strId,
  text,
  texts,
  time,
  v,
  type Out,
} from './schema'

const parse = <S extends v.GenericSchema>(schema: S, input: unknown): Out<S> => v.parse(schema, input)
const refuses = (schema: v.GenericSchema, input: unknown) => expect(v.safeParse(schema, input).success).toBe(false)
const LONG = '长'.repeat(20_000)

describe('numbers', () => {
  it('num takes a number or a numeric string, nothing else', () => {
    expect(parse(num, 12)).toBe(12)
    expect(parse(num, '12')).toBe(12)
    expect(parse(num, ' -3.5 ')).toBe(-3.5)
    for (const bad of ['abc', '', '12px', '1e3', NaN, Infinity, null, undefined, {}, [], true]) refuses(num, bad)
    expectTypeOf<Out<typeof num>>().toEqualTypeOf<number>()
  })

  it('optNum lets null and a missing value through; numOr puts its fallback there', () => {
    expect(parse(optNum, null)).toBeNull()
    expect(parse(optNum, undefined)).toBeUndefined()
    expect(parse(optNum, '7')).toBe(7)
    refuses(optNum, 'seven')
    expect(parse(numOr(0), null)).toBe(0)
    expect(parse(numOr(0), undefined)).toBe(0)
    expect(parse(numOr(0), '4')).toBe(4)
    refuses(numOr(0), 'four')
    expectTypeOf<Out<typeof optNum>>().toEqualTypeOf<number | null | undefined>()
    expectTypeOf<Out<ReturnType<typeof numOr>>>().toEqualTypeOf<number>()
  })

  it('an id is never missing: null, {} and text are refused, a numeric string is read', () => {
    expect(parse(id, '1024')).toBe(1024)
    for (const bad of [null, undefined, {}, 'x1', '']) refuses(id, bad)
  })

  it('a string id (Flowable) is a non-empty text; a number becomes its text', () => {
    expect(parse(strId, 'leave:1:4')).toBe('leave:1:4')
    expect(parse(strId, 42)).toBe('42')
    for (const bad of ['', null, undefined, {}]) refuses(strId, bad)
    expectTypeOf<Out<typeof strId>>().toEqualTypeOf<string>()
  })
})

describe('texts', () => {
  it("text: missing or null is '', a number its text, an object refused, a 20,000-character text whole", () => {
    expect(parse(text, null)).toBe('')
    expect(parse(text, undefined)).toBe('')
    expect(parse(text, 5)).toBe('5')
    expect(parse(text, LONG)).toBe(LONG)
    refuses(text, {})
    refuses(text, ['a'])
    expectTypeOf<Out<typeof text>>().toEqualTypeOf<string>()
  })

  it('optText keeps null and missing apart from a text', () => {
    expect(parse(optText, null)).toBeNull()
    expect(parse(optText, undefined)).toBeUndefined()
    expect(parse(optText, LONG)).toBe(LONG)
    refuses(optText, 3)
  })

  it('texts: a list of texts, null entries dropped, missing = none, an object refused', () => {
    expect(parse(texts, ['a', null, 'b'])).toEqual(['a', 'b'])
    expect(parse(texts, null)).toEqual([])
    expect(parse(texts, undefined)).toEqual([])
    refuses(texts, { 0: 'a' })
    refuses(texts, 'a,b')
    refuses(texts, [1])
    expectTypeOf<Out<typeof texts>>().toEqualTypeOf<string[]>()
  })
})

describe('booleans and times', () => {
  it("bool reads true/false, 'true'/'false' and 1/0; anything else is refused", () => {
    expect([true, false, 'true', 'false', 1, 0].map((b) => parse(bool, b))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ])
    for (const bad of ['yes', 2, null, undefined, {}]) refuses(bool, bad)
    expect(parse(optBool, null)).toBeNull()
    expectTypeOf<Out<typeof bool>>().toEqualTypeOf<boolean>()
  })

  it('time: epoch milliseconds, a numeric string, a date text; missing or null stays so; an object is refused', () => {
    expect(parse(time, 1_700_000_000_000)).toBe(1_700_000_000_000)
    expect(parse(time, '1700000000000')).toBe(1_700_000_000_000)
    expect(parse(time, '2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05')
    expect(parse(time, null)).toBeNull()
    expect(parse(time, undefined)).toBeUndefined()
    refuses(time, {})
    refuses(time, [2024, 1, 2])
    expectTypeOf<Out<typeof time>>().toEqualTypeOf<string | number | null | undefined>()
  })
})

describe('lists and entities', () => {
  const Row = entity({ id, name: text, count: optNum })

  it('listOf: missing or null is an empty list; an object where the array belongs is refused', () => {
    const rows = listOf(Row)
    expect(parse(rows, null)).toEqual([])
    expect(parse(rows, undefined)).toEqual([])
    expect(parse(rows, [{ id: 1 }])).toEqual([{ id: 1, name: '' }])
    refuses(rows, {})
    refuses(rows, { list: [] })
    refuses(rows, 'x')
    expectTypeOf<Out<typeof rows>>().items.toHaveProperty('name').toEqualTypeOf<string>()
  })

  it('entity: fields it does not know are kept (a row loaded for 修改 goes back whole)', () => {
    expect(parse(Row, { id: '3', name: null, extra: { a: 1 }, remark: 'r' })).toEqual({
      id: 3,
      name: '',
      extra: { a: 1 },
      remark: 'r',
    })
  })

  it('entity: null, {}, a row whose fields are all null and text for a number are refused; long texts stay whole', () => {
    refuses(Row, null)
    refuses(Row, {})
    refuses(Row, { id: null, name: null, count: null })
    refuses(Row, { id: 1, count: 'many' })
    refuses(Row, [{ id: 1 }])
    expect(parse(Row, { id: 1, name: LONG }).name).toHaveLength(20_000)
  })
})

describe('page()', () => {
  const Page = page(entity({ id, name: text }))

  it('reads {list, total}; total may be a numeric string, or missing (the list length)', () => {
    expect(parse(Page, { list: [{ id: 1, name: 'a' }], total: '7' })).toEqual({
      list: [{ id: 1, name: 'a' }],
      total: 7,
    })
    expect(parse(Page, { list: [{ id: 1 }, { id: 2 }] })).toEqual({
      list: [
        { id: 1, name: '' },
        { id: 2, name: '' },
      ],
      total: 2,
    })
    expect(parse(Page, { list: [], total: null })).toEqual({ list: [], total: 0 })
    expectTypeOf<Out<typeof Page>>().toEqualTypeOf<{
      list: ({ id: number; name: string } & { [key: string]: unknown })[]
      total: number
    }>()
  })

  it('without a list array there is no page: null, {}, a list that is an object or null, a total that is text', () => {
    for (const bad of [
      null,
      undefined,
      {},
      [],
      { list: {} },
      { list: { 0: { id: 1 } }, total: 1 },
      { list: null, total: 0 },
      { list: 'a', total: 1 },
      { list: [], total: 'many' },
      { list: [{ id: null, name: null }], total: 1 },
    ]) {
      refuses(Page, bad)
    }
  })

  it('keeps rows with 20,000-character texts whole', () => {
    expect(parse(Page, { list: [{ id: 1, name: LONG }], total: 1 }).list[0].name).toBe(LONG)
  })
})

describe('writes', () => {
  it('ignored accepts whatever a write answers', () => {
    for (const answer of [true, null, undefined, {}, 'ok', 1]) expect(v.safeParse(ignored, answer).success).toBe(true)
  })

  it('createdId is the new id (a numeric string read), or nothing; text is refused', () => {
    expect(parse(createdId, 12)).toBe(12)
    expect(parse(createdId, '12')).toBe(12)
    expect(parse(createdId, null)).toBeNull()
    refuses(createdId, 'new')
    refuses(createdId, {})
  })
})
