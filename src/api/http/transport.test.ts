// What jsdom + msw's XHR interceptor can't show (a Blob body, an XHR time-out): in node with axios's fetch adapter
// against an absolute base URL. The client logic under test (download(), transport errors) is the same.
import { delay, http as mswHttp, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { login as demoLogin } from '../../mocks/testClient'
import { api, requireUser } from '../../mocks/util'
import { getInstance, http } from './client'
import { bindFeedback, type Feedback } from './feedback'
import { v } from './schema'
import { tokens } from './tokens'

const notifyError = vi.fn()
const error = vi.fn()
let unbind: () => void
const instance = await getInstance()
const defaults = { baseURL: instance.defaults.baseURL, adapter: instance.defaults.adapter }
beforeEach(() => {
  instance.defaults.baseURL = 'http://localhost/admin-api/'
  instance.defaults.adapter = 'fetch'
  unbind = bindFeedback({ error, notifyError, confirm: vi.fn() } as unknown as Feedback)
})
afterEach(() => {
  Object.assign(instance.defaults, defaults)
  unbind()
  server.events.removeAllListeners()
  vi.unstubAllGlobals()
})

describe('http.download (export endpoints)', () => {
  it('passes the file through with the server file name', async () => {
    server.use(
      mswHttp.get(api('/test/export'), ({ request }) =>
        new HttpResponse(`a,b\r\n${new URL(request.url).searchParams.get('dictType')},2`, {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': "attachment; filename*=UTF-8''%E5%AD%97%E5%85%B8.csv" },
        }),
      ),
    )
    const { blob, filename } = await http.download('/test/export', { dictType: 'sex', empty: '' })
    expect(filename).toBe('字典.csv')
    expect(await blob.text()).toBe('a,b\r\nsex,2')
  })

  it('uses the fallback name without Content-Disposition', async () => {
    server.use(mswHttp.get(api('/test/export'), () => new HttpResponse('x', { headers: { 'Content-Type': 'text/csv' } })))
    await expect(http.download('/test/export', {}, '配置.xls')).resolves.toMatchObject({ filename: '配置.xls' })
  })

  it('an expired access token: the export refreshes the session once and is sent again; the file arrives (issue 10)', async () => {
    // The tokens live in localStorage, which node lacks: an in-memory one for this test.
    const memory = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, String(v)),
      removeItem: (k: string) => void memory.delete(k),
    })
    const real = await demoLogin('admin', 'admin123')
    tokens.set({ accessToken: 'expired-access-token', refreshToken: real.refreshToken })
    let refreshes = 0
    server.events.on('request:start', ({ request }) => void (request.url.includes('/refresh-token') && refreshes++))
    server.use(
      mswHttp.get(api('/test/export'), ({ request }) => {
        requireUser(request) // answers the 401 envelope, as yudao does, for a token it no longer accepts
        return new HttpResponse('a,b', { headers: { 'Content-Type': 'text/csv' } })
      }),
    )
    const { blob } = await http.download('/test/export')
    expect(await blob.text()).toBe('a,b')
    expect(refreshes).toBe(1)
    expect(tokens.access()).not.toBe('expired-access-token')
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('a JSON error envelope instead of the file is rejected and shown', async () => {
    server.use(mswHttp.get(api('/test/export'), () => HttpResponse.json({ code: 403, msg: '没有该操作权限', data: null })))
    await expect(http.download('/test/export')).rejects.toMatchObject({ code: 403, message: '没有该操作权限' })
    expect(notifyError).toHaveBeenCalledWith('没有该操作权限')
  })
})

describe('time-out (spec §8)', () => {
  it('a call past its time-out → 系统接口请求超时, shown 5 s', async () => {
    server.use(
      mswHttp.get(api('/test/slow'), async () => {
        await delay(300)
        return HttpResponse.json({ code: 0, msg: '', data: 1 })
      }),
    )
    await expect(http.get('/test/slow', v.unknown(), { timeout: 50 })).rejects.toMatchObject({ message: '系统接口请求超时' })
    expect(error).toHaveBeenCalledWith('系统接口请求超时', 5)
  })
})
