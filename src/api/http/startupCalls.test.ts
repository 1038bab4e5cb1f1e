// @vitest-environment jsdom
// A reload's calls sent ahead by public/prefs.js (issue 51): what a start-up remembers, and when the request layer takes
// an answer sent ahead instead of asking the server.
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { api } from '../../mocks/util'
import { local, STORAGE_KEYS } from '../../utils/storage'
import { http } from './client'
import { bindFeedback, type Feedback } from './feedback'
import { v } from './schema'
import { callHeaders } from './headers'
import { callUrl, sentAheadCount, startupBegins, startupEnds, type RememberedCall, type SentAhead } from './startupCalls'
import { tokens } from './tokens'

const ADDRESS = '/portal/infra/config'
const rows = v.object({ rows: v.array(v.number()) })
/** What the server answered, by path: the test can tell whether the app asked. */
let asked: string[] = []
let unbind: () => void

beforeEach(() => {
  localStorage.clear()
  local.set(STORAGE_KEYS.accessToken, 'token-a')
  asked = []
  unbind = bindFeedback({ error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) } as unknown as Feedback)
  server.use(
    mswHttp.get(api('/test/rows'), ({ request }) => {
      asked.push(new URL(request.url).search)
      return HttpResponse.json({ code: 0, msg: '', data: { rows: [1, 2] } })
    }),
    mswHttp.get(api('/test/refused'), () => HttpResponse.json({ code: 403, msg: '没有该操作权限', data: null })),
  )
})
afterEach(() => {
  startupEnds()
  unbind()
})

const remembered = () => local.getJSON<Record<string, RememberedCall[]>>(STORAGE_KEYS.startupCalls) ?? {}
const ROWS_URL = () => callUrl({ url: '/test/rows', params: { pageNo: 1, pageSize: 20 } })!

/** What public/prefs.js leaves for the app: a call sent ahead, its XMLHttpRequest answered (or not yet) as given. */
function sentAhead(answer: { status?: number; body?: unknown; text?: string } | 'pending', call: Partial<SentAhead['calls'][number]> = {}) {
  const listeners: (() => void)[] = []
  const xhr = {
    readyState: answer === 'pending' ? 1 : 4,
    status: answer === 'pending' ? 0 : (answer.status ?? 200),
    responseText: answer === 'pending' ? '' : (answer.text ?? JSON.stringify(answer.body)),
    addEventListener: (_: string, listener: () => void) => void listeners.push(listener),
  }
  globalThis.__startupCalls = {
    address: ADDRESS,
    calls: [{ url: ROWS_URL(), headers: callHeaders(), token: 'token-a', traceId: 'trace-1', xhr: xhr as never, ...call }],
  }
  return {
    answer(body: unknown) {
      Object.assign(xhr, { readyState: 4, status: 200, responseText: JSON.stringify(body) })
      listeners.forEach((l) => l())
    },
  }
}
const getRows = () => http.get('/test/rows', rows, { params: { pageNo: 1, pageSize: 20 } })
const SENT_AHEAD_ROWS = { code: 0, msg: '', data: { rows: [7] } }

describe('a start-up remembers its calls for the next reload at its address', () => {
  it('the GETs that succeeded, with their URL (params included) and headers, in the form public/prefs.js reads', async () => {
    startupBegins(ADDRESS)
    await getRows()
    await expect(http.get('/test/refused', v.unknown())).rejects.toThrow()
    await http.post('/test/rows', v.unknown()).catch(() => undefined)
    startupEnds()
    await http.get('/test/rows', rows) // after the start-up: the page's own, not remembered
    expect(remembered()).toEqual({ [ADDRESS]: [{ url: `${window.location.origin}/admin-api/test/rows?pageNo=1&pageSize=20`, headers: callHeaders() }] })
    expect(callHeaders()).toMatchObject({ 'X-Client-Tag': 'sme-portal', 'Accept-Language': 'zh-CN' })
  })

  it('the next start-up at that address replaces them; signing out forgets every address', async () => {
    startupBegins(ADDRESS)
    await getRows()
    startupBegins(ADDRESS)
    await http.get('/test/rows', rows)
    startupBegins('/portal/system/dict')
    await getRows()
    expect(Object.keys(remembered())).toEqual([ADDRESS, '/portal/system/dict'])
    expect(remembered()[ADDRESS].map((c) => c.url)).toEqual([`${window.location.origin}/admin-api/test/rows`])
    tokens.clear()
    expect(local.get(STORAGE_KEYS.startupCalls)).toBeNull()
  })
})

describe('an answer sent ahead is taken only for the very same call', () => {
  it('the same call with the same token: the answer sent ahead, and the server is not asked again', async () => {
    sentAhead({ body: SENT_AHEAD_ROWS })
    startupBegins(ADDRESS)
    expect(sentAheadCount()).toBe(1)
    await expect(getRows()).resolves.toEqual({ rows: [7] })
    expect(sentAheadCount()).toBe(1) // taken or not: it did not leave from the app
    await expect(getRows()).resolves.toEqual({ rows: [1, 2] }) // taken once
    expect(asked).toEqual(['?pageNo=1&pageSize=20'])
  })

  it('an answer still on its way is waited for', async () => {
    const call = sentAhead('pending')
    startupBegins(ADDRESS)
    const result = getRows()
    call.answer(SENT_AHEAD_ROWS)
    await expect(result).resolves.toEqual({ rows: [7] })
    expect(asked).toEqual([])
  })

  it('another call (other params), another token or other headers: asked again, the answer sent ahead dropped', async () => {
    for (const call of [{ url: ROWS_URL().replace('pageSize=20', 'pageSize=10') }, { token: 'token-b' }, { headers: { ...callHeaders(), 'tenant-id': '2' } }]) {
      asked = []
      sentAhead({ body: SENT_AHEAD_ROWS }, call)
      startupBegins(ADDRESS)
      await expect(getRows()).resolves.toEqual({ rows: [1, 2] })
      expect(asked).toEqual(['?pageNo=1&pageSize=20'])
      startupEnds()
      expect(globalThis.__startupCalls).toBeUndefined()
    }
  })

  it('sent ahead for another address (the app opened elsewhere): dropped when the start-up begins', async () => {
    sentAhead({ body: SENT_AHEAD_ROWS })
    startupBegins('/portal/system/dict')
    expect(globalThis.__startupCalls).toBeUndefined()
    await expect(getRows()).resolves.toEqual({ rows: [1, 2] })
  })

  it('after the start-up (the session is here): not taken', async () => {
    sentAhead({ body: SENT_AHEAD_ROWS })
    startupBegins(ADDRESS)
    startupEnds()
    await expect(getRows()).resolves.toEqual({ rows: [1, 2] })
  })

  it('anything but a clean success (HTTP error, a refusal in the envelope, not JSON) is not taken: the app asks as usual', async () => {
    for (const answer of [{ status: 500, text: 'Bad Gateway' }, { body: { code: 401, msg: '账号未登录', data: null } }, { text: '<html>' }]) {
      asked = []
      sentAhead(answer)
      startupBegins(ADDRESS)
      await expect(getRows()).resolves.toEqual({ rows: [1, 2] })
      expect(asked).toEqual(['?pageNo=1&pageSize=20'])
    }
  })

  it('the demo API (answered inside the page) is neither remembered nor taken', async () => {
    vi.resetModules()
    vi.stubEnv('VITE_API_MODE', 'demo')
    try {
      const demo = await import('./startupCalls')
      demo.startupBegins(ADDRESS)
      expect(demo.startupCall({ url: '/test/rows', method: 'get' })).toBeUndefined()
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})
