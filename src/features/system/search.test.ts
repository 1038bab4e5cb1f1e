import { describe, expect, it } from 'vitest'
import { toQuery } from './search'

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
})
