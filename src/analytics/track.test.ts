// What the boot keeps for the reports (issue 45): nothing without a setting, nothing under Do-Not-Track or Global
// Privacy Control; with a setting, the reporting module loads after the first paint and gets every page shown —
// not the redirects — and every failure.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Observation } from './observations'

/** The browser around track.ts: a hidden page (its "paint" is a timer), a history entry, a title. */
function browser(nav: Record<string, unknown> = { doNotTrack: null }) {
  const state = { key: 'default', idx: 0 }
  vi.stubGlobal('navigator', nav)
  vi.stubGlobal('document', { visibilityState: 'hidden', title: '中小企业公共服务平台' })
  vi.stubGlobal('history', {
    get state() {
      return state.key === 'default' ? { idx: 0 } : { key: state.key, idx: state.idx }
    },
  })
  vi.stubGlobal('location', { pathname: '/portal/system/notice' })
  vi.stubGlobal('requestIdleCallback', undefined)
  return state
}

/** track.ts as the app loads it with `settings` in config.js, and the reporting module's entry as a spy. */
async function load(settings: Record<string, unknown>) {
  vi.resetModules()
  vi.useFakeTimers()
  ;(globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__ = settings
  const delivered: Observation[] = []
  const startReport = vi.fn((early: Observation[]) => {
    delivered.push(...early)
    return (o: Observation) => delivered.push(o)
  })
  vi.doMock('./report', () => ({ startReport }))
  const track = await import('./track')
  return { track, startReport, delivered }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.doUnmock('./report')
  delete (globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__
})

/** A visit: the entrance, a failure, the reporting module's start, then a page and a request failure. */
async function visit(track: typeof import('./track'), state: { key: string }) {
  track.observeRoute({ pathname: '/portal/entrance', search: '?redirect=%2Findex', key: 'default' })
  track.observeFailure('rejection', new Error('early'))
  track.startReporting()
  await vi.runAllTimersAsync()
  state.key = 'k1'
  track.observeRoute({ pathname: '/portal/index', search: '', key: 'k1' })
  track.observeRequestFailure({ call: 'GET /system/notice/page', reason: 'timeout' })
  await vi.runAllTimersAsync()
}

describe('reports off', () => {
  it('without PORTAL_ANALYTICS_URL or PORTAL_BAIDU_TONGJI_ID nothing is kept and nothing loads', async () => {
    const state = browser()
    const { track, startReport } = await load({})
    await visit(track, state)
    expect(startReport).not.toHaveBeenCalled()
  })

  it.each([
    ['Do-Not-Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { doNotTrack: null, globalPrivacyControl: true }],
  ])('under %s nothing is kept and nothing loads, whatever is set', async (_, nav) => {
    const state = browser(nav)
    const { track, startReport } = await load({
      analyticsUrl: 'https://stats.example.gov.cn/c',
      baiduTongjiId: '0123456789abcdef0123456789abcdef',
    })
    await visit(track, state)
    expect(startReport).not.toHaveBeenCalled()
  })

  it('a malformed setting is no setting', async () => {
    const state = browser()
    const { track, startReport } = await load({ analyticsUrl: 'javascript:alert(1)', baiduTongjiId: 'abc' })
    await visit(track, state)
    expect(startReport).not.toHaveBeenCalled()
  })
})

describe('reports on', () => {
  it('the reporting module loads after the first paint with what came before, then gets the rest', async () => {
    const state = browser()
    const { track, startReport, delivered } = await load({ analyticsUrl: 'https://stats.example.gov.cn/c' })
    track.observeRoute({ pathname: '/portal/entrance', search: '', key: 'default' })
    track.observeFailure('rejection', new Error('early'))
    track.startReporting()
    expect(startReport).not.toHaveBeenCalled() // not before the paint
    await vi.runAllTimersAsync()
    state.key = 'k1'
    track.observeRoute({ pathname: '/portal/index', search: '', key: 'k1' })
    track.observeRequestFailure({ call: 'GET /system/notice/page', reason: 'timeout' })
    await vi.runAllTimersAsync()
    expect(startReport).toHaveBeenCalledTimes(1)
    expect(
      delivered.map((o) =>
        o.type === 'view'
          ? `view ${o.pathname}${o.search}`
          : o.type === 'failure'
            ? `${o.source} on ${o.route}`
            : `request ${o.call}`,
      ),
    ).toEqual([
      'rejection on /portal/system/notice', // at once; a page view once its page has painted
      'view /portal/entrance',
      'request GET /system/notice/page',
      'view /portal/index',
    ])
    expect(delivered[1]).toMatchObject({ title: '中小企业公共服务平台' })
  })

  it('on the entrance the reporting module waits for its idle moment (the layout asked for first)', async () => {
    browser()
    vi.stubGlobal('location', { pathname: '/entrance' }) // BASE_URL is / under vitest
    const { track, startReport } = await load({ analyticsUrl: 'https://stats.example.gov.cn/c' })
    const { entranceIdle } = await import('../router/entranceIdle')
    track.startReporting()
    await vi.runAllTimersAsync()
    expect(startReport).not.toHaveBeenCalled()
    entranceIdle()
    await vi.runAllTimersAsync()
    expect(startReport).toHaveBeenCalledTimes(1)
  })

  it('a location replaced before it was painted is a redirect, not a page view; a crash names its page', async () => {
    const state = browser()
    const { track, delivered } = await load({ baiduTongjiId: '0123456789abcdef0123456789abcdef' })
    track.startReporting()
    await vi.runAllTimersAsync()
    track.observeRoute({ pathname: '/portal/', search: '', key: 'default' })
    state.key = 'k1' // <Navigate replace> to /index, in the same task
    track.observeRoute({ pathname: '/portal/index', search: '', key: 'k1' })
    await vi.runAllTimersAsync()
    // A page the user leaves at once (a push, or back) was still shown: it counts.
    state.key = 'k2'
    track.observeRoute({ pathname: '/portal/system/dict', search: '', key: 'k2' })
    state.idx = 1
    state.key = 'k3'
    track.observeRoute({ pathname: '/portal/system/notice', search: '', key: 'k3' })
    await vi.runAllTimersAsync()
    track.observeFailure('crash', new Error('render'), '/system/dict?type=x')
    expect(delivered.map((o) => (o.type === 'view' ? o.pathname : o.type === 'failure' && o.route))).toEqual([
      '/portal/index',
      '/portal/system/dict',
      '/portal/system/notice',
      '/system/dict?type=x', // BASE_URL is / under vitest; the reporter drops the query's value
    ])
  })

  it('a page view says the title the shell gave its page, else the document’s', async () => {
    const state = browser()
    const { track, delivered } = await load({ analyticsUrl: 'https://stats.example.gov.cn/c' })
    track.startReporting()
    track.observeRoute({ pathname: '/entrance', search: '', key: 'default' })
    Object.assign(state, { key: 'k1', idx: 1 }) // pushed at once: the entrance was still shown
    track.observeRoute({ pathname: '/system/notice', search: '?id=1', key: 'k1' })
    track.notePageTitle('/system/notice', '通知公告')
    await vi.runAllTimersAsync()
    expect(delivered.map((o) => o.type === 'view' && o.title)).toEqual(['中小企业公共服务平台', '通知公告'])
  })
})
