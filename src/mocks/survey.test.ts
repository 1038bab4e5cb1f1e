import { describe, expect, it } from 'vitest'
import { call, login } from './testClient'

type Rec = Record<string, unknown> & { id: number }
const record = { enterpriseName: '苏州测试企业', surveyDate: Date.now(), findings: '经营正常', status: 1 }

describe('survey records', () => {
  it('staff change only their own records; the boss sees and changes all; errors keep their codes', async () => {
    const staff = (await login('user', 'user123')).accessToken
    const boss = (await login('admin', 'admin123')).accessToken
    expect(
      await call('POST', '/portal/survey/record/create', { token: staff, json: { ...record, findings: ' ' } }),
    ).toEqual({ code: 400, msg: '请求参数不正确：调研情况不能为空', data: null })
    const id = (await call<number>('POST', '/portal/survey/record/create', { token: staff, json: record })).data
    const mine = await call<{ list: Rec[] }>('GET', '/portal/survey/record/my-page?pageSize=100', { token: staff })
    expect(mine.data.list.find((r) => r.id === id)).toMatchObject({ ...record, staffId: 3, planId: null })

    expect(await call('GET', '/portal/survey/record/page', { token: staff })).toEqual({
      code: 403,
      msg: '没有该操作权限',
      data: null,
    })
    const all = await call<{ list: Rec[]; total: number }>('GET', '/portal/survey/record/page?pageSize=5', {
      token: boss,
    })
    expect(all.data.list[0].id).toBe(id) // newest visit first
    expect(all.data.total).toBe(23)

    const someoneElses = all.data.list.find((r) => r.staffId !== 3)!
    const notYours = { code: 1_009_100_003, msg: '只能操作自己的调研', data: null }
    expect(
      await call('PUT', '/portal/survey/record/update', { token: staff, json: { ...record, id: someoneElses.id } }),
    ).toEqual(notYours)
    expect(await call('DELETE', `/portal/survey/record/delete?id=${someoneElses.id}`, { token: staff })).toEqual(
      notYours,
    )
    expect(await call('DELETE', '/portal/survey/record/delete?id=999', { token: staff })).toEqual({
      code: 1_009_100_000,
      msg: '调研记录不存在',
      data: null,
    })
    expect(
      (await call('PUT', '/portal/survey/record/update', { token: boss, json: { ...record, id, needs: '融资' } })).data,
    ).toBe(true)
    expect((await call('DELETE', `/portal/survey/record/delete?id=${id}`, { token: staff })).data).toBe(true)
    expect((await call<{ total: number }>('GET', '/portal/survey/record/page', { token: boss })).data.total).toBe(22)
  })
})
