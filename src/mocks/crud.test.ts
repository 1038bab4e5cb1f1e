import { describe, expect, it } from 'vitest'
import { crud } from './crud'
import { table } from './db'
import { server } from './node'
import { call, login, raw } from './testClient'
import { eq, fail, like, missingField } from './util'

interface Widget {
  id: number
  name: string
  status: number
}
const widgets = table<Widget>('test_crud_widget', () => [
  { name: 'alpha', status: 0 },
  { name: 'beta', status: 1 },
  { name: 'alpine', status: 0 },
])
const notFound = () => fail(1_999_000_001, '部件不存在')
const inUse = () => fail(1_999_000_002, '部件使用中')
const removed: number[] = []

const full = crud<Widget>({
  table: widgets,
  path: '/test/widget',
  permission: 'system:dict',
  filter: (q) => widgets.list().filter((w) => like(w.name, q.get('name')) && eq(w.status, q.get('status'))),
  notFound,
  get: {},
  create: (b) => missingField(b, { name: '名称' }) ?? { name: String(b.name), status: Number(b.status ?? 0) },
  update: (b) =>
    widgets.find((w) => w.name === b.name && w.id !== Number(b.id)) ? fail(400, '重名') : { name: String(b.name) },
  remove: { guard: (w) => (w.status === 1 ? inUse() : undefined), after: (w) => void removed.push(w.id) },
  export: { filename: '部件.csv', header: ['编号', '名称'], row: (w) => [w.id, w.name] },
  simple: (rows) => rows.filter((w) => w.status === 0).map(({ id, name }) => ({ id, name })),
})
const viewed = crud<Widget>({
  table: widgets,
  path: '/test/gadget',
  filter: (q, user) => (q.get('deny') ? fail(403, `no ${user.username}`) : widgets.list().reverse()),
  view: (w) => ({ id: String(w.id), label: w.name }),
  notFound,
  get: { missing: true },
  create: (b) => ({ name: String(b.name), status: 0 }),
  created: (w) => String(w.id),
})

type Page<T> = { list: T[]; total: number }
const admin = async () => (await login('admin', 'admin123')).accessToken

describe('crud handler factory', () => {
  it('makes only the handlers asked for', () => {
    expect(full).toHaveLength(7)
    expect(viewed).toHaveLength(3)
  })

  it('pages (pageNo/pageSize, -1 = all) over the filtered rows, guarded by session and :query permission', async () => {
    server.use(...full)
    const token = await admin()
    const first = await call<Page<Widget>>('GET', '/test/widget/page?pageNo=1&pageSize=1&name=alp', { token })
    expect(first).toEqual({ code: 0, msg: '', data: { list: [{ id: 1, name: 'alpha', status: 0 }], total: 2 } })
    const second = await call<Page<Widget>>('GET', '/test/widget/page?pageNo=2&pageSize=1&name=alp', { token })
    expect(second.data.list.map((w) => w.name)).toEqual(['alpine'])
    expect((await call<Page<Widget>>('GET', '/test/widget/page?pageSize=-1', { token })).data.total).toBe(3)
    expect(await call('GET', '/test/widget/page')).toEqual({ code: 401, msg: '账号未登录', data: null })
    const company = (await login('company', 'company123')).accessToken
    expect(await call('GET', '/test/widget/page', { token: company })).toEqual({
      code: 403,
      msg: '没有该操作权限',
      data: null,
    })
  })

  it('gets by id: null for an unknown id, or notFound when asked', async () => {
    server.use(...full, ...viewed)
    const token = await admin()
    expect((await call('GET', '/test/widget/get?id=2', { token })).data).toEqual({ id: 2, name: 'beta', status: 1 })
    expect(await call('GET', '/test/widget/get?id=99', { token })).toEqual({ code: 0, msg: '', data: null })
    expect(await call('GET', '/test/gadget/get?id=99', { token })).toEqual({
      code: 1_999_000_001,
      msg: '部件不存在',
      data: null,
    })
    expect((await call('GET', '/test/gadget/get?id=3', { token })).data).toEqual({ id: '3', label: 'alpine' })
  })

  it('creates (validation first), updates (unknown id, then validation) and deletes (guard, then cleanup)', async () => {
    server.use(...full)
    const token = await admin()
    expect((await call('POST', '/test/widget/create', { token, json: {} })).msg).toBe('请求参数不正确：名称不能为空')
    const created = await call<number>('POST', '/test/widget/create', { token, json: { name: 'gamma' } })
    expect(created).toEqual({ code: 0, msg: '', data: 4 })
    expect(await call('PUT', '/test/widget/update', { token, json: { id: 99, name: 'x' } })).toMatchObject({
      code: 1_999_000_001,
    })
    expect((await call('PUT', '/test/widget/update', { token, json: { id: 4, name: 'beta' } })).msg).toBe('重名')
    expect(await call('PUT', '/test/widget/update', { token, json: { id: 4, name: 'delta' } })).toEqual({
      code: 0,
      msg: '',
      data: true,
    })
    expect(widgets.get(4)).toEqual({ id: 4, name: 'delta', status: 0 })
    expect((await call('DELETE', '/test/widget/delete?id=2', { token })).msg).toBe('部件使用中')
    expect((await call('DELETE', '/test/widget/delete?id=99', { token })).msg).toBe('部件不存在')
    expect((await call('DELETE', '/test/widget/delete?id=4', { token })).data).toBe(true)
    expect(widgets.get(4)).toBeUndefined()
    expect(removed).toEqual([4])
  })

  it('exports the filtered rows as CSV with a BOM and the file name header', async () => {
    server.use(...full)
    const res = await raw('GET', '/test/widget/export?status=0', { token: await admin() })
    expect(res.headers.get('Content-Type')).toBe('text/csv;charset=UTF-8')
    const encoded = encodeURIComponent('部件.csv')
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename=${encoded}; filename*=UTF-8''${encoded}`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFF编号,名称\r\n1,alpha\r\n3,alpine')
  })

  it('lists all simple for any signed-in user; views and created ids as the entity shapes them', async () => {
    server.use(...full, ...viewed)
    const company = (await login('company', 'company123')).accessToken
    expect((await call('GET', '/test/widget/list-all-simple', { token: company })).data).toEqual([
      { id: 1, name: 'alpha' },
      { id: 3, name: 'alpine' },
    ])
    const token = await admin()
    expect((await call<Page<unknown>>('GET', '/test/gadget/page?pageSize=2', { token })).data).toEqual({
      list: [
        { id: '3', label: 'alpine' },
        { id: '2', label: 'beta' },
      ],
      total: 3,
    })
    expect(await call('GET', '/test/gadget/page?deny=1', { token })).toEqual({ code: 403, msg: 'no admin', data: null })
    expect((await call('POST', '/test/gadget/create', { token, json: { name: 'z' } })).data).toBe('4')
  })
})
