import { describe, expect, it } from 'vitest'
import { call, login, raw } from './testClient'

type Row = Record<string, unknown> & { id: number }
const admin = async () => (await login('admin', 'admin123')).accessToken
const custom = { category: 'biz', name: '测试参数', key: 'test.key', value: 'v1', visible: true, remark: '' }

describe('infra config', () => {
  it('pages and filters with yudao fields', async () => {
    const token = await admin()
    const res = await call<{ list: Row[]; total: number }>('GET', '/infra/config/page?pageNo=1&pageSize=20&key=url.', {
      token,
    })
    expect(res.data.total).toBe(5)
    expect(Object.keys(res.data.list[0]).sort()).toEqual(
      ['category', 'createTime', 'id', 'key', 'name', 'remark', 'type', 'value', 'visible'].sort(),
    )
    const builtIn = await call<{ total: number }>('GET', '/infra/config/page?type=1', { token })
    expect(builtIn.data.total).toBe(4)
  })

  it('filters by a createTime[] range', async () => {
    const token = await admin()
    const all = await call<{ total: number }>('GET', '/infra/config/page?pageSize=-1', { token })
    const none = await call<{ total: number }>(
      'GET',
      `/infra/config/page?${new URLSearchParams({ 'createTime[0]': '2000-01-01 00:00:00', 'createTime[1]': '2000-12-31 23:59:59' })}`,
      { token },
    )
    expect(all.data.total).toBeGreaterThan(0)
    expect(none.data.total).toBe(0)
  })

  it('creates custom entries with a unique key, updates and deletes them', async () => {
    const token = await admin()
    const created = await call<number>('POST', '/infra/config/create', { token, json: custom })
    expect(created.code).toBe(0)
    expect((await call<Row>('GET', `/infra/config/get?id=${created.data}`, { token })).data).toMatchObject({
      key: 'test.key',
      type: 2,
    })
    expect(await call('POST', '/infra/config/create', { token, json: custom })).toEqual({
      code: 1001000002,
      msg: '参数配置 key 重复',
      data: null,
    })
    expect(
      (await call('PUT', '/infra/config/update', { token, json: { ...custom, id: created.data, key: 'url.demo' } }))
        .code,
    ).toBe(1001000002)
    expect(
      (await call('PUT', '/infra/config/update', { token, json: { ...custom, id: created.data, value: 'v2' } })).data,
    ).toBe(true)
    expect((await call('GET', '/infra/config/get-value-by-key?key=test.key', { token })).data).toBe('v2')
    expect((await call('DELETE', `/infra/config/delete?id=${created.data}`, { token })).data).toBe(true)
    expect((await call('DELETE', `/infra/config/delete?id=${created.data}`, { token })).code).toBe(1001000001)
  })

  it('never deletes a built-in entry', async () => {
    expect(await call('DELETE', '/infra/config/delete?id=1', { token: await admin() })).toEqual({
      code: 1001000003,
      msg: '不能删除类型为系统内置的参数配置',
      data: null,
    })
  })

  it('hides invisible values from get-value-by-key', async () => {
    const token = await admin()
    expect((await call('GET', '/infra/config/get-value-by-key?key=url.demo', { token })).data).toBe(
      'https://doc.iocoder.cn/',
    )
    expect((await call('GET', '/infra/config/get-value-by-key?key=yudao.user.init-password', { token })).code).toBe(
      1001000004,
    )
    expect((await call('GET', '/infra/config/get-value-by-key?key=no.such.key', { token })).data).toBeNull()
  })

  it('exports CSV', async () => {
    const res = await raw('GET', '/infra/config/export?type=1', { token: await admin() })
    expect(res.headers.get('Content-Disposition')).toContain(encodeURIComponent('参数配置.csv'))
    expect((await res.text()).trim().split('\r\n')).toHaveLength(5)
  })
})
