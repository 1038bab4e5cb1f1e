// The reports (issue 45): what a page view, a vital and a failure say, what they never say, the rate limit, the batches.
import { describe, expect, it } from 'vitest'
import type { Observation } from './observations'
import { BATCH_DELAY_MS, BATCH_SIZE, FAILURES_PER_MINUTE, createReporter, pathOf, scrub, type Batch } from './reporter'

const START = Date.parse('2026-11-27T08:00:00Z')

/** A reporter on a fake clock; `sent` holds each batch posted, `tongji` each page pushed to Baidu Tongji. */
function setup(url = 'https://stats.example.gov.cn/collect') {
  let now = START
  const sent: Batch[] = []
  const tongji: string[] = []
  let pending: (() => void) | undefined
  const reporter = createReporter({
    url,
    send: (to, body) => {
      expect(to).toBe(url)
      sent.push(JSON.parse(body) as Batch)
    },
    tongji: (path) => tongji.push(path),
    session: 'a1b2c3d4e5f60718',
    now: () => now,
    language: () => 'zh-CN',
    viewport: () => '1440x900',
    later: (flush, ms) => {
      expect(ms).toBe(BATCH_DELAY_MS)
      pending = flush
      return () => (pending = undefined)
    },
  })
  return {
    reporter,
    sent,
    tongji,
    /** The batch timer fires. */
    elapse: () => pending?.(),
    tick: (ms: number) => (now += ms),
    reports: () => sent.flatMap((b) => b.reports),
  }
}

const view = (pathname: string, search = '', title = '通知公告 - 中小企业公共服务平台'): Observation => ({
  type: 'view',
  pathname,
  search,
  title,
  at: START,
})
const thrown = (error: unknown, source: 'error' | 'rejection' | 'crash' = 'error'): Observation => ({
  type: 'failure',
  source,
  error,
  route: '/portal/system/notice?id=7',
  at: START,
})

describe('page views', () => {
  it('say the path without query values, the title, the page before, language, viewport and time', () => {
    const { reporter, sent, elapse, tongji } = setup()
    reporter.observe(view('/portal/entrance', '?redirect=%2Fsystem%2Fuser%3Fusername%3Dadmin', '中小企业公共服务平台'))
    reporter.observe(view('/portal/index', '', '首页 - 中小企业公共服务平台'))
    reporter.observe(
      view('/portal/bpm/process-instance/detail', '?id=1024&token=secret', '流程详情 - 中小企业公共服务平台'),
    )
    expect(sent).toEqual([]) // batched
    elapse()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ app: 'sme-portal', session: 'a1b2c3d4e5f60718', sent: '2026-11-27T08:00:00.000Z' })
    expect(sent[0].reports).toEqual([
      {
        type: 'pageview',
        time: '2026-11-27T08:00:00.000Z',
        path: '/portal/entrance?redirect=',
        title: '中小企业公共服务平台',
        previous: null,
        language: 'zh-CN',
        viewport: '1440x900',
      },
      {
        type: 'pageview',
        time: '2026-11-27T08:00:00.000Z',
        path: '/portal/index',
        title: '首页 - 中小企业公共服务平台',
        previous: '/portal/entrance?redirect=',
        language: 'zh-CN',
        viewport: '1440x900',
      },
      {
        type: 'pageview',
        time: '2026-11-27T08:00:00.000Z',
        path: '/portal/bpm/process-instance/detail?id=&token=',
        title: '流程详情 - 中小企业公共服务平台',
        previous: '/portal/index',
        language: 'zh-CN',
        viewport: '1440x900',
      },
    ])
    // Baidu Tongji counts the same pages, with the same paths.
    expect(tongji).toEqual([
      '/portal/entrance?redirect=',
      '/portal/index',
      '/portal/bpm/process-instance/detail?id=&token=',
    ])
    const text = JSON.stringify(sent)
    for (const secret of ['admin', 'username', '1024', 'secret']) expect(text).not.toContain(secret)
  })

  it('count a page once while only its query changes (a search, another record of the same page)', () => {
    const { reporter, reports, elapse } = setup()
    reporter.observe(view('/portal/system/notice'))
    reporter.observe(view('/portal/system/notice', '?title=张三'))
    reporter.observe(view('/portal/index'))
    reporter.observe(view('/portal/system/notice'))
    elapse()
    expect(reports().map((r) => r.type === 'pageview' && r.path)).toEqual([
      '/portal/system/notice',
      '/portal/index',
      '/portal/system/notice',
    ])
  })

  it('leave in a batch at once when there are many, and not before the batch delay otherwise', () => {
    const { reporter, sent } = setup()
    for (let i = 0; i < BATCH_SIZE - 1; i++) reporter.observe(view(`/portal/page-${i}`))
    expect(sent).toHaveLength(0)
    reporter.observe(view('/portal/last'))
    expect(sent).toHaveLength(1)
    expect(sent[0].reports).toHaveLength(BATCH_SIZE)
  })
})

describe('vitals', () => {
  it('each with the page it was measured on: the first page for loading, where it grew for CLS and INP', () => {
    const { reporter, reports, elapse } = setup()
    reporter.observe(view('/portal/entrance'))
    reporter.observe(view('/portal/index'))
    reporter.vital(
      { name: 'LCP', value: 812.46, rating: 'good', id: 'v6-1-lcp', navigationType: 'navigate' },
      '/portal/index',
    )
    reporter.vital(
      { name: 'TTFB', value: 41.2, rating: 'good', id: 'v6-1-ttfb', navigationType: 'navigate' },
      '/portal/index',
    )
    reporter.observe(view('/portal/system/notice', '?id=3'))
    reporter.vital(
      { name: 'CLS', value: 0.01, rating: 'good', id: 'v6-1-cls', navigationType: 'navigate' },
      '/portal/system/notice',
    )
    // CLS grows: only its last value of the batch leaves.
    reporter.vital(
      { name: 'CLS', value: 0.123456, rating: 'needs-improvement', id: 'v6-1-cls', navigationType: 'navigate' },
      '/portal/system/notice',
    )
    reporter.vital(
      { name: 'INP', value: 88, rating: 'good', id: 'v6-1-inp', navigationType: 'navigate' },
      '/portal/system/notice',
    )
    elapse()
    const vitals = reports().filter((r) => r.type === 'vital')
    expect(vitals).toEqual([
      {
        type: 'vital',
        time: '2026-11-27T08:00:00.000Z',
        name: 'LCP',
        value: 812,
        rating: 'good',
        id: 'v6-1-lcp',
        navigationType: 'navigate',
        route: '/portal/entrance',
      },
      {
        type: 'vital',
        time: '2026-11-27T08:00:00.000Z',
        name: 'TTFB',
        value: 41,
        rating: 'good',
        id: 'v6-1-ttfb',
        navigationType: 'navigate',
        route: '/portal/entrance',
      },
      {
        type: 'vital',
        time: '2026-11-27T08:00:00.000Z',
        name: 'CLS',
        value: 0.1235,
        rating: 'needs-improvement',
        id: 'v6-1-cls',
        navigationType: 'navigate',
        route: '/portal/system/notice?id=',
      },
      {
        type: 'vital',
        time: '2026-11-27T08:00:00.000Z',
        name: 'INP',
        value: 88,
        rating: 'good',
        id: 'v6-1-inp',
        navigationType: 'navigate',
        route: '/portal/system/notice?id=',
      },
    ])
  })
})

describe('failures', () => {
  it('an uncaught error: its name, message and first frames, on its page without query values', () => {
    const { reporter, reports, elapse } = setup()
    const error = new TypeError("Cannot read properties of undefined (reading 'rows')")
    error.stack = [
      "TypeError: Cannot read properties of undefined (reading 'rows')",
      '    at NoticePage (http://portal.example.gov.cn/portal/assets/NoticePage-B1x2Y3z4.js:1:2345)',
      '    at renderWithHooks (http://portal.example.gov.cn/portal/assets/boot-Ab12Cd34.js?v=3&token=abc:9:87654)',
    ].join('\n')
    reporter.observe(thrown(error))
    elapse()
    expect(reports()).toEqual([
      {
        type: 'failure',
        time: '2026-11-27T08:00:00.000Z',
        kind: 'error',
        route: '/portal/system/notice?id=',
        name: 'TypeError',
        message: "Cannot read properties of undefined (reading 'rows')",
        stack: [
          'at NoticePage (http://portal.example.gov.cn/portal/assets/NoticePage-B1x2Y3z4.js:1:2345)',
          'at renderWithHooks (http://portal.example.gov.cn/portal/assets/boot-Ab12Cd34.js:9:87654)',
        ].join('\n'),
      },
    ])
  })

  it('a request that failed on the server: its call, trace id, status and reason — nothing of its content', () => {
    const { reporter, reports, elapse } = setup()
    reporter.observe({
      type: 'request',
      call: 'GET /system/notice/page',
      traceId: '5f1e0c2a9b7d4e3f8a6b1c0d2e4f6a8b',
      status: 502,
      reason: 'http-status',
      route: '/portal/system/notice',
      at: START,
    })
    reporter.observe({
      type: 'request',
      call: 'POST /system/user/create',
      traceId: 'c0ffee00c0ffee00c0ffee00c0ffee00',
      reason: 'timeout',
      route: '/portal/system/user',
      at: START,
    })
    elapse()
    expect(reports()).toEqual([
      {
        type: 'failure',
        time: '2026-11-27T08:00:00.000Z',
        kind: 'request',
        route: '/portal/system/notice',
        call: 'GET /system/notice/page',
        reason: 'http-status',
        status: 502,
        traceId: '5f1e0c2a9b7d4e3f8a6b1c0d2e4f6a8b',
      },
      {
        type: 'failure',
        time: '2026-11-27T08:00:00.000Z',
        kind: 'request',
        route: '/portal/system/user',
        call: 'POST /system/user/create',
        reason: 'timeout',
        traceId: 'c0ffee00c0ffee00c0ffee00c0ffee00',
      },
    ])
  })

  it('never carry a token, a password, an account, input or a query value that an error message held', () => {
    const { reporter, sent, elapse, tick } = setup()
    const leaks = [
      new SyntaxError('Unexpected token \'张\', "张三 13812345678 admin123" is not valid JSON'),
      new Error(
        'GET https://api.example.gov.cn/admin-api/system/user/page?username=zhangsan&mobile=13812345678 failed',
      ),
      new Error('Authorization: Bearer 8f14e45fceea167a5a36dedd4bea2543 refused'),
      new Error('token 8f14e45fceea167a5a36dedd4bea2543 expired for zhangsan@example.com'),
      new Error('身份证 320102199001011234 无效'),
    ]
    const observations = [
      ...leaks.map((e, i) => ({ ...thrown(e), route: `/portal/system/user?username=zhangsan&n=${i}` })),
      thrown({ username: 'zhangsan', password: 'admin123' }, 'rejection'), // a thrown object: never its content
      thrown('user zhangsan@example.com typed "我的密码"', 'rejection'),
    ]
    for (const o of observations) {
      reporter.observe(o)
      tick(20_000) // under the rate limit
    }
    elapse()
    const text = JSON.stringify(sent)
    for (const secret of [
      '张三',
      '13812345678',
      'admin123',
      'zhangsan',
      '8f14e45fceea167a5a36dedd4bea2543',
      '320102199001011234',
      '我的密码',
      'example.com',
    ])
      expect(text, secret).not.toContain(secret)
    // …and still say what broke.
    expect(text).toContain('is not valid JSON')
    expect(text).toContain('/system/user/page?username=&mobile= failed')
    expect(text).toContain('"name":"object"')
    expect(sent.flatMap((b) => b.reports)).toHaveLength(observations.length)
  })

  it('at most a few a minute in a tab, and the same one once', () => {
    const { reporter, reports, elapse, tick } = setup()
    const same = new Error('boom')
    for (let i = 0; i < 50; i++) reporter.observe(thrown(same)) // a loop that throws the same error
    elapse()
    expect(reports()).toHaveLength(1)

    // Made in one place, as one bug throws them: the same message from the same place is the same error.
    const failure = (i: number) => new Error(`failure ${i}`)
    for (let i = 0; i < 20; i++) reporter.observe(thrown(failure(i)))
    elapse()
    expect(reports()).toHaveLength(FAILURES_PER_MINUTE) // one minute: 5 in all

    tick(60_001) // a minute later: new ones again, the old ones still once
    reporter.observe(thrown(same))
    reporter.observe(thrown(failure(0)))
    reporter.observe(thrown(failure(19))) // was held back by the limit, not sent: now it goes
    elapse()
    expect(
      reports()
        .slice(FAILURES_PER_MINUTE)
        .map((r) => r.type === 'failure' && r.message),
    ).toEqual(['failure 19'])
  })
})

it('sends nothing without PORTAL_ANALYTICS_URL (Baidu Tongji alone still counts the pages)', () => {
  const { reporter, sent, tongji, elapse } = setup('')
  reporter.observe(view('/portal/index'))
  reporter.observe(thrown(new Error('boom')))
  reporter.vital(
    { name: 'FCP', value: 120, rating: 'good', id: 'v6-1-fcp', navigationType: 'navigate' },
    '/portal/index',
  )
  elapse()
  reporter.flush()
  expect(sent).toEqual([])
  expect(tongji).toEqual(['/portal/index'])
})

describe('helpers', () => {
  it('pathOf keeps each query key once, without its value', () => {
    expect(pathOf('/portal/a', '?x=1&x=2&y=')).toBe('/portal/a?x=&y=')
    expect(pathOf('/portal/a', '')).toBe('/portal/a')
    expect(pathOf('/portal/a?token=x#frag')).toBe('/portal/a?token=')
  })
  it('scrub keeps a message short', () => {
    expect(scrub('x'.repeat(1000))).toHaveLength(300)
  })
})
