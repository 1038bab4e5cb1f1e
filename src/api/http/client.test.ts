// @vitest-environment jsdom
// The request layer against the demo API (msw/node from tests/setup.ts): headers, envelope codes, transport errors,
// and the single-flight token refresh of spec §4 / §8.
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { injectFault } from '../../mocks/faults'
import { api, requireUser } from '../../mocks/util'
import { login as demoLogin } from '../../mocks/testClient'
import { updateNotifyMessageRead } from '../notify'
import { getInstance, http, setExpiredNavigation, setLogoutHandler } from './client'
import { ApiError } from './errors'
import { v, type Answer } from './schema'
import { bindFeedback, type Feedback } from './feedback'
import { tokens } from './tokens'

type Fake = { [K in keyof Feedback]: ReturnType<typeof vi.fn> }
let fb: Fake
let unbind: () => void
let logout: ReturnType<typeof vi.fn>
let goHome: ReturnType<typeof vi.fn>

/** Counts calls per path (`/admin-api/...`) as msw sees them. */
const calls: string[] = []
const countOf = (path: string) => calls.filter((p) => p.endsWith(path)).length

beforeEach(() => {
  fb = { error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) }
  unbind = bindFeedback(fb as unknown as Feedback)
  logout = vi.fn(() => tokens.clear())
  goHome = vi.fn()
  setLogoutHandler(logout as () => void)
  setExpiredNavigation(goHome as (path: string) => void)
  calls.length = 0
  server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname))
})
afterEach(() => {
  unbind()
  server.events.removeAllListeners()
})

/** An authenticated echo endpoint: answers with the token it was called with and the request's details. */
const echo = (path = '/test/echo') =>
  mswHttp.all(api(path), async ({ request }) => {
    requireUser(request)
    const url = new URL(request.url)
    return HttpResponse.json({
      code: 0,
      msg: '',
      data: {
        auth: request.headers.get('Authorization'),
        headers: Object.fromEntries(request.headers.entries()),
        query: url.search,
        body: request.method === 'GET' ? null : await request.text(),
      },
    })
  })
/** These tests are about the request layer, not an answer's shape: any data is accepted. */
const anything = v.unknown()
type Echo = { auth: string | null; headers: Record<string, string>; query: string; body: string | null }

/** A signed-in session whose access token the server no longer accepts (expired), with a valid refresh token. */
async function staleSession() {
  const real = await demoLogin('admin', 'admin123')
  tokens.set({ accessToken: 'expired-access-token', refreshToken: real.refreshToken })
  return real
}

/** A refresh token the server doesn't know; unique per test (the client remembers tokens whose refresh failed). */
const deadRefreshToken = () => `revoked-${Math.random().toString(36).slice(2)}`

const envelope = (code: number, msg = '', data: unknown = null) => HttpResponse.json({ code, msg, data })
const respondWith = (code: number, msg = '') => server.use(mswHttp.all(api('/test/code'), () => envelope(code, msg)))

describe('token refresh (spec §4)', () => {
  it('20 concurrent 401s share exactly one refresh call and are all replayed with the new token', async () => {
    server.use(echo())
    await staleSession()
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => http.get('/test/echo', anything as Answer<Echo>, { params: { i } })))
    expect(countOf('/system/auth/refresh-token')).toBe(1)
    const newToken = tokens.access()
    expect(newToken).not.toBe('expired-access-token')
    expect(results).toHaveLength(20)
    for (const r of results) expect(r.auth).toBe(`Bearer ${newToken}`)
    // Each request was sent twice: once with the stale token, once replayed.
    expect(countOf('/test/echo')).toBe(40)
    expect(fb.confirm).not.toHaveBeenCalled()
    expect(fb.error).not.toHaveBeenCalled()
    expect(fb.notifyError).not.toHaveBeenCalled()
  })

  it('a request that started before a refresh finished is replayed with the new token without a second refresh', async () => {
    server.use(echo())
    await staleSession()
    await http.get('/test/echo', anything)
    const first = tokens.access()
    // Another 401 carrying the old token arrives after the refresh: it just replays with the current token.
    server.use(mswHttp.get(api('/test/late'), ({ request }) =>
      request.headers.get('Authorization') === 'Bearer expired-access-token' ? envelope(401, '账号未登录') : envelope(0, '', 'ok'),
    ))
    tokens.set({ accessToken: 'expired-access-token', refreshToken: tokens.refresh()! })
    const late = http.get('/test/late', anything)
    await expect(late).resolves.toBe('ok')
    expect(first).not.toBe('expired-access-token')
  })

  it('refresh failure: all 20 rejected, ONE session-expired prompt with the exact texts; confirm logs out and goes to the entrance, back to this page after', async () => {
    server.use(echo())
    tokens.set({ accessToken: 'expired-access-token', refreshToken: deadRefreshToken() })
    let answer!: (v: boolean) => void
    fb.confirm.mockImplementation(() => new Promise<boolean>((r) => (answer = r)))
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => http.get('/test/echo', anything)))
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    for (const r of results) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ApiError)
    expect(countOf('/system/auth/refresh-token')).toBe(1)
    expect(countOf('/test/echo')).toBe(20) // none replayed
    expect(fb.confirm).toHaveBeenCalledTimes(1)
    expect(fb.confirm).toHaveBeenCalledWith({
      title: '系统提示',
      content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
    })
    // The silent refresh-token message is never shown to the user.
    expect(fb.error).not.toHaveBeenCalled()
    expect(fb.notifyError).not.toHaveBeenCalled()
    answer(true)
    await vi.waitFor(() => expect(goHome).toHaveBeenCalledWith(`/entrance?redirect=${encodeURIComponent('/')}`))
    expect(logout).toHaveBeenCalledTimes(1)
    expect(tokens.access()).toBeNull()
  })

  it('the redirect is the page the user was on, even when logging out already moved the tab to the entrance (issue 10)', async () => {
    server.use(echo())
    const base = import.meta.env.BASE_URL.replace(/\/$/, '')
    window.history.pushState(null, '', `${base}/bpm/manager/model/design?modelId=2`)
    // Signing out sends every tab to the entrance (the session store follows the tokens); on a busy machine that
    // navigation happened before the prompt's own, which then nested the entrance inside its redirect.
    logout.mockImplementation(() => {
      tokens.clear()
      window.history.pushState(null, '', `${base}/entrance?redirect=${encodeURIComponent('/bpm/manager/model/design?modelId=2')}`)
    })
    tokens.set({ accessToken: 'expired-access-token', refreshToken: deadRefreshToken() })
    fb.confirm.mockImplementation(async () => true)
    await expect(http.get('/test/echo', anything)).rejects.toBeInstanceOf(ApiError)
    await vi.waitFor(() => expect(goHome).toHaveBeenCalledTimes(1))
    expect(goHome).toHaveBeenCalledWith(`/entrance?redirect=${encodeURIComponent('/bpm/manager/model/design?modelId=2')}`)
    window.history.pushState(null, '', `${base}/`)
  })

  it('a 401 that arrives after the refresh failed does not start a second refresh with the same dead token', async () => {
    let releaseLate!: () => void
    const lateGate = new Promise<void>((r) => (releaseLate = r))
    server.use(
      echo(),
      mswHttp.get(api('/test/late401'), async () => {
        await lateGate
        return envelope(401, '账号未登录')
      }),
    )
    tokens.set({ accessToken: 'expired-access-token', refreshToken: deadRefreshToken() })
    let answer!: (v: boolean) => void
    fb.confirm.mockImplementation(() => new Promise<boolean>((r) => (answer = r)))
    const late = http.get('/test/late401', anything)
    const burst = await Promise.allSettled(Array.from({ length: 5 }, () => http.get('/test/echo', anything)))
    expect(burst.every((r) => r.status === 'rejected')).toBe(true)
    releaseLate()
    await expect(late).rejects.toBeInstanceOf(ApiError)
    expect(countOf('/system/auth/refresh-token')).toBe(1)
    expect(fb.confirm).toHaveBeenCalledTimes(1)
    answer(false)
  })

  it('a refresh that failed in transport may be tried again by a later 401', async () => {
    server.use(echo())
    await staleSession()
    injectFault({ network: true, path: '/system/auth/refresh-token' })
    await expect(http.get('/test/echo', anything)).rejects.toBeInstanceOf(ApiError)
    // The session did not end: the transport message, no session-expired prompt (issue 10).
    expect(fb.error).toHaveBeenCalledWith('后端接口连接异常', 5)
    const again = await http.get('/test/echo', anything as Answer<Echo>)
    expect(tokens.access()).not.toBe('expired-access-token')
    expect(again.auth).toBe(`Bearer ${tokens.access()}`)
    expect(countOf('/system/auth/refresh-token')).toBe(2)
    expect(fb.confirm).not.toHaveBeenCalled()
  })

  it('cancel on the prompt stays: no logout, no navigation', async () => {
    server.use(echo())
    tokens.set({ accessToken: 'expired-access-token', refreshToken: deadRefreshToken() })
    fb.confirm.mockResolvedValue(false)
    await expect(http.get('/test/echo', anything)).rejects.toBeInstanceOf(ApiError)
    await vi.waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1))
    // The prompt's answer has been handled (its continuation was queued before this await's): nothing followed.
    await fb.confirm.mock.results[0].value
    expect(logout).not.toHaveBeenCalled()
    expect(goHome).not.toHaveBeenCalled()
  })

  it('the prompt appears at most once per tab and session: after 取消, later 401s of that session ask no more (issue 10)', async () => {
    server.use(echo())
    tokens.set({ accessToken: 'expired-access-token', refreshToken: deadRefreshToken() })
    fb.confirm.mockResolvedValue(false)
    await expect(http.get('/test/echo', anything)).rejects.toBeInstanceOf(ApiError)
    await vi.waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1))
    await expect(http.get('/test/echo', anything)).rejects.toBeInstanceOf(ApiError)
    await expect(http.get('/test/echo', anything)).rejects.toBeInstanceOf(ApiError)
    expect(fb.confirm).toHaveBeenCalledTimes(1)
    // A new session that ends again may ask again.
    tokens.set({ accessToken: 'expired-access-token', refreshToken: deadRefreshToken() })
    await expect(http.get('/test/echo', anything)).rejects.toBeInstanceOf(ApiError)
    await vi.waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(2))
  })

  it('signed out meanwhile (here or in another tab): the 401 is rejected without the prompt', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    server.use(
      mswHttp.get(api('/test/slow401'), async () => {
        await gate
        return envelope(401, '账号未登录')
      }),
    )
    tokens.set({ accessToken: 'expired-access-token', refreshToken: deadRefreshToken() })
    const pending = http.get('/test/slow401', anything)
    await vi.waitFor(() => expect(countOf('/test/slow401')).toBe(1))
    tokens.clear() // signed out while the request was on its way
    release()
    await expect(pending).rejects.toBeInstanceOf(ApiError)
    expect(countOf('/system/auth/refresh-token')).toBe(0)
    expect(fb.confirm).not.toHaveBeenCalled()
  })

  it('no refresh token: no refresh call, the request is rejected and the prompt appears', async () => {
    server.use(echo())
    localStorage.setItem('ACCESS_TOKEN', 'expired-access-token')
    await expect(http.get('/test/echo', anything)).rejects.toBeInstanceOf(ApiError)
    expect(countOf('/system/auth/refresh-token')).toBe(0)
    await vi.waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1))
  })

  it('the refresh call never triggers a refresh itself, even when it is answered 401', async () => {
    server.use(
      echo(),
      mswHttp.post(api('/system/auth/refresh-token'), () => envelope(401, '账号未登录')),
    )
    await staleSession()
    await expect(http.get('/test/echo', anything)).rejects.toBeInstanceOf(ApiError)
    expect(countOf('/system/auth/refresh-token')).toBe(1)
    await vi.waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1))
  })

  it('the refresh call is sent without the Authorization header, the refresh token in the query', async () => {
    let seen: { auth: string | null; query: string } | undefined
    server.use(echo())
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/refresh-token')) {
        seen = { auth: request.headers.get('Authorization'), query: new URL(request.url).search }
      }
    })
    const real = await staleSession()
    await http.get('/test/echo', anything)
    expect(seen?.auth).toBeNull()
    expect(seen?.query).toBe(`?refreshToken=${real.refreshToken}`)
  })

  it('a replayed request answered 401 again is rejected without a second refresh (no loop)', async () => {
    server.use(mswHttp.get(api('/test/always401'), () => envelope(401, '账号未登录')))
    await staleSession()
    await expect(http.get('/test/always401', anything)).rejects.toBeInstanceOf(ApiError)
    expect(countOf('/test/always401')).toBe(2)
    expect(countOf('/system/auth/refresh-token')).toBe(1)
    await vi.waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1))
  })
})

describe('response codes (spec §8)', () => {
  beforeEach(async () => {
    const real = await demoLogin('admin', 'admin123')
    tokens.set(real)
  })

  it('success: returns the envelope data; a falsy code counts as success', async () => {
    server.use(mswHttp.get(api('/test/ok'), () => HttpResponse.json({ msg: '', data: { a: 1 } })))
    await expect(http.get('/test/ok', anything)).resolves.toEqual({ a: 1 })
  })

  it('500: error message with the server text, rejected', async () => {
    respondWith(500, '数据库连接失败')
    await expect(http.get('/test/code', anything)).rejects.toMatchObject({ code: 500, message: '数据库连接失败' })
    expect(fb.error).toHaveBeenCalledWith('数据库连接失败', undefined)
    expect(fb.notifyError).not.toHaveBeenCalled()
  })

  it('501: persistent error message (no auto close)', async () => {
    respondWith(501, '功能未实现/未开启')
    await expect(http.get('/test/code', anything)).rejects.toMatchObject({ code: 501 })
    expect(fb.error).toHaveBeenCalledWith('功能未实现/未开启', 0)
  })

  it('901: persistent demo-mode notice', async () => {
    respondWith(901, '演示模式，禁止写操作')
    await expect(http.post('/test/code', anything, { label: 'x' })).rejects.toMatchObject({ code: 901 })
    expect(fb.error).toHaveBeenCalledTimes(1)
    const [content, seconds] = fb.error.mock.calls[0]
    expect(seconds).toBe(0)
    expect(String(content)).toContain('演示模式')
  })

  it('any other code: an error notification titled with the message', async () => {
    respondWith(1002000000, '登录失败，账号密码不正确')
    await expect(http.get('/test/code', anything)).rejects.toMatchObject({ code: 1002000000, message: '登录失败，账号密码不正确' })
    expect(fb.notifyError).toHaveBeenCalledWith('登录失败，账号密码不正确')
    expect(fb.error).not.toHaveBeenCalled()
  })

  it.each(['无效的刷新令牌', '刷新令牌已过期'])('%s rejects silently', async (msg) => {
    respondWith(400, msg)
    await expect(http.get('/test/code', anything)).rejects.toMatchObject({ message: msg })
    expect(fb.error).not.toHaveBeenCalled()
    expect(fb.notifyError).not.toHaveBeenCalled()
    expect(fb.confirm).not.toHaveBeenCalled()
  })

  it.each([
    [403, '当前操作没有权限'],
    [404, '访问资源不存在'],
    [1234, '系统未知错误，请反馈给管理员'],
  ])('code %i without a message shows the default text %s', async (code, text) => {
    respondWith(code)
    await expect(http.get('/test/code', anything)).rejects.toMatchObject({ code, message: text })
    expect(fb.notifyError).toHaveBeenCalledWith(text)
  })

  it('401 without a message, when the refresh cannot help, rejects with 认证失败，无法访问系统资源', async () => {
    tokens.set({ accessToken: 'expired-access-token', refreshToken: deadRefreshToken() })
    respondWith(401)
    await expect(http.get('/test/code', anything)).rejects.toMatchObject({ code: 401, message: '认证失败，无法访问系统资源' })
  })
})

describe('transport errors (spec §8: shown 5 s)', () => {
  it('network failure → 后端接口连接异常, after a GET was tried twice more', async () => {
    injectFault({ network: true, path: '/test/net', times: Infinity })
    await expect(http.get('/test/net', anything)).rejects.toMatchObject({ message: '后端接口连接异常', transport: true })
    expect(countOf('/test/net')).toBe(3)
    expect(fb.error).toHaveBeenCalledTimes(1)
    expect(fb.error).toHaveBeenCalledWith('后端接口连接异常', 5)
  })

  it('a GET whose load was given up (aborted) while it waits to retry a dropped connection is not sent again and says nothing', async () => {
    injectFault({ network: true, path: '/test/given-up', times: Infinity })
    const load = new AbortController()
    const call = http.get('/test/given-up', anything, { signal: load.signal })
    await vi.waitFor(() => expect(countOf('/test/given-up')).toBe(1))
    load.abort()
    await expect(call).rejects.toMatchObject({ name: 'CanceledError' })
    expect(countOf('/test/given-up')).toBe(1)
    expect(fb.error).not.toHaveBeenCalled()
  })

  it('HTTP status failure → 系统接口{status}异常, not retried', async () => {
    server.use(mswHttp.get(api('/test/status'), () => new HttpResponse('Internal', { status: 500 })))
    await expect(http.get('/test/status', anything)).rejects.toMatchObject({ message: '系统接口500异常', code: 500 })
    expect(fb.error).toHaveBeenCalledWith('系统接口500异常', 5)
    expect(countOf('/test/status')).toBe(1)
  })

  it('sends a call at once, without reading a cookie first (issue 23)', async () => {
    // A Cookie Store that never answers: a call that waited for it (axios's XSRF cookie read) would never leave.
    vi.stubGlobal('cookieStore', { get: () => new Promise(() => undefined) })
    try {
      server.use(mswHttp.get(api('/test/at-once'), () => HttpResponse.json({ code: 0, data: 'here', msg: '' })))
      await expect(http.get('/test/at-once', v.string())).resolves.toBe('here')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('the client is configured with a 30 s time-out and JSON', async () => {
    const instance = await getInstance()
    expect(instance.defaults.timeout).toBe(30_000)
    expect(String(instance.defaults.headers['Content-Type'])).toContain('application/json')
    expect(instance.defaults.baseURL).toMatch(/\/admin-api\/$/)
  })
})

/** nginx's own error page, as a gateway in front of a stopped backend sends it. */
const GATEWAY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>'

describe('what gateways and other backends answer (issue 22): its own words, never a parse error', () => {
  beforeEach(async () => {
    tokens.set(await demoLogin('admin', 'admin123'))
  })

  it.each([502, 503, 504])('%i with an HTML page → 服务暂时不可用，请稍后重试, after a GET was tried twice more', async (status) => {
    server.use(mswHttp.get(api('/test/gateway'), () => new HttpResponse(GATEWAY_PAGE, { status, headers: { 'Content-Type': 'text/html' } })))
    await expect(http.get('/test/gateway', anything)).rejects.toMatchObject({ message: '服务暂时不可用，请稍后重试', code: status })
    expect(countOf('/test/gateway')).toBe(3)
    expect(fb.error).toHaveBeenCalledTimes(1)
    expect(fb.error).toHaveBeenCalledWith('服务暂时不可用，请稍后重试', 5)
  })

  it('a GET that meets a 502 once is answered by its retry, and the user is told nothing', async () => {
    let calls = 0
    server.use(
      mswHttp.get(api('/test/flaky'), () =>
        ++calls === 1 ? new HttpResponse(GATEWAY_PAGE, { status: 502 }) : HttpResponse.json({ code: 0, msg: '', data: 7 }),
      ),
    )
    await expect(http.get('/test/flaky', v.number())).resolves.toBe(7)
    expect(calls).toBe(2)
    expect(fb.error).not.toHaveBeenCalled()
  })

  it('a write meeting a 502 or a dropped connection is never sent again by itself', async () => {
    server.use(mswHttp.post(api('/test/write502'), () => new HttpResponse(GATEWAY_PAGE, { status: 502 })))
    await expect(http.post('/test/write502', anything, { a: 1 })).rejects.toMatchObject({ message: '服务暂时不可用，请稍后重试' })
    expect(countOf('/test/write502')).toBe(1)
    injectFault({ network: true, path: '/test/write-net', times: Infinity })
    await expect(http.put('/test/write-net', anything, { a: 1 })).rejects.toMatchObject({ message: '后端接口连接异常' })
    expect(countOf('/test/write-net')).toBe(1)
  })

  it.each([
    ['an empty body', '', '服务器没有返回数据，请稍后重试'],
    ['a JSON body cut short', '{"code":0,"msg":"","data":{"list":[{"id":1,"na', '服务器返回的数据不完整，请稍后重试'],
    ['an HTML page with 200', '<!DOCTYPE html><html><body>统一身份认证</body></html>', '服务器返回的不是接口数据，请稍后重试'],
  ])('%s → its own message', async (_, body, text) => {
    server.use(mswHttp.get(api('/test/body'), () => new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } })))
    await expect(http.get('/test/body', anything)).rejects.toMatchObject({ message: text, transport: true })
    expect(fb.error).toHaveBeenCalledWith(text, 5)
  })

  it('data of another shape than the call expects → 服务器返回的数据格式不正确 naming the call, with its trace id', async () => {
    server.use(mswHttp.get(api('/test/shape'), () => HttpResponse.json({ code: 0, msg: '', data: { list: { 0: 'a' }, total: 'n/a' } })))
    const error = await http.get('/test/shape', v.object({ list: v.array(v.string()) }), { params: { pageNo: 1 } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: '服务器返回的数据格式不正确（GET /test/shape）', request: { call: 'GET /test/shape' } })
    expect((error as ApiError).request.traceId).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(fb.error).toHaveBeenCalledWith('服务器返回的数据格式不正确（GET /test/shape）', 5)
  })

  it('an error answer carries the call and the trace id it was sent with', async () => {
    let sentTrace = ''
    server.use(
      mswHttp.get(api('/test/traced'), ({ request }) => {
        sentTrace = request.headers.get('trace-id') ?? ''
        return HttpResponse.json({ code: 500, msg: '系统异常', data: null })
      }),
    )
    const error = (await http.get('/test/traced', anything).catch((e: unknown) => e)) as ApiError
    expect(sentTrace).not.toBe('')
    expect(error.request).toEqual({ call: 'GET /test/traced', traceId: sentTrace })
  })

})

describe('headers (spec §7)', () => {
  beforeEach(async () => {
    server.use(echo(), mswHttp.all(api('/test/open'), ({ request }) => envelope(0, '', request.headers.get('Authorization'))))
    tokens.set(await demoLogin('admin', 'admin123'))
    localStorage.setItem('TENANT_ID', '1')
  })

  it('sends Bearer token, tenant-id, the tag header and a fresh trace-id per request', async () => {
    const a = await http.get('/test/echo', anything as Answer<Echo>)
    const b = await http.get('/test/echo', anything as Answer<Echo>)
    expect(a.auth).toBe(`Bearer ${tokens.access()}`)
    expect(a.headers['tenant-id']).toBe('1')
    expect(a.headers['x-client-tag']).toBe('sme-portal')
    expect(a.headers['trace-id']).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(b.headers['trace-id']).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(a.headers['trace-id']).not.toBe(b.headers['trace-id'])
  })

  it('isToken: false sends no Authorization header', async () => {
    await expect(http.get('/test/open', anything, { isToken: false })).resolves.toBeNull()
    await expect(http.get('/test/open', anything)).resolves.toBe(`Bearer ${tokens.access()}`)
  })
})

describe('query and body (spec §5, §7)', () => {
  beforeEach(async () => {
    server.use(echo())
    tokens.set(await demoLogin('admin', 'admin123'))
  })

  it('GET params: nested objects as name[key], empty values dropped', async () => {
    const r = await http.get('/test/echo', anything as Answer<Echo>, {
      params: { pageNo: 1, name: '', status: null, x: undefined, params: { a: 1, b: '', c: '张' } },
    })
    expect(decodeURIComponent(r.query)).toBe('?pageNo=1&params[a]=1&params[c]=张')
  })

  it('update-read sends repeated ids without indices', async () => {
    let search = ''
    server.use(mswHttp.put(api('/system/notify-message/update-read'), ({ request }) => {
      search = new URL(request.url).search
      return envelope(0, '', true)
    }))
    await updateNotifyMessageRead([3, 5, 8])
    expect(search).toBe('?ids=3&ids=5&ids=8')
  })

  it('POST body: null/undefined top-level fields become "", empty objects are dropped, arrays kept', async () => {
    const r = await http.post('/test/echo', anything as Answer<Echo>, { a: null, b: undefined, c: {}, d: [], e: { f: null }, g: 0 })
    expect(JSON.parse(r.body!)).toEqual({ a: '', b: '', d: [], e: { f: null }, g: 0 })
  })
})
