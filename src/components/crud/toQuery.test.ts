import { describe, expect, it } from 'vitest'
import { toQuery } from './toQuery'

const day = (iso: string) => ({ format: (pattern: string) => (pattern === 'YYYY-MM-DD' ? iso : 'unexpected pattern') })

describe('toQuery', () => {
  it("turns the picker range into yudao's createTime[] with the spec's begin and end times", () => {
    const values = { name: '系统', createTime: [day('2024-03-01'), day('2024-03-31')] }
    expect(toQuery(values)).toEqual({
      name: '系统',
      createTime: ['2024-03-01 00:00:00', '2024-03-31 23:59:59'],
    })
  })

  it('leaves out empty fields and an empty range, keeps 0', () => {
    const values = { name: '', key: undefined, type: null, status: 0, createTime: null }
    expect(toQuery(values)).toEqual({ status: 0 })
    expect(toQuery({ createTime: [] })).toEqual({})
  })

  it('an open range (only a start, or only an end) searches from or up to that day', () => {
    expect(toQuery({ createTime: [day('2024-03-01'), null] })).toEqual({
      createTime: ['2024-03-01 00:00:00', '9999-12-31 23:59:59'],
    })
    expect(toQuery({ createTime: [null, day('2024-03-31')] })).toEqual({
      createTime: ['1970-01-01 00:00:00', '2024-03-31 23:59:59'],
    })
    expect(toQuery({ createTime: [null, null] })).toEqual({})
  })
})
