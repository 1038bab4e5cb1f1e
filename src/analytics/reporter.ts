/**
 * The reports themselves (issue 45), free of the browser so their rules are tested as they are: what a page view, a
 * vital and a failure say — and never say —, the rate limit, the batches. ./report.ts wires it to the page.
 */
import type { FailedCall, Observation } from './observations'

export interface PageViewReport {
  type: 'pageview'
  time: string
  /** The browser path, each query value removed (`/portal/bpm/process-instance/detail?id=`). */
  path: string
  title: string
  /** The page before it in this tab, or null for the first. */
  previous: string | null
  language: string
  /** Width × height of the window in CSS pixels. */
  viewport: string
}

export interface VitalReport {
  type: 'vital'
  time: string
  name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'
  /** Milliseconds; CLS has no unit. */
  value: number
  rating: 'good' | 'needs-improvement' | 'poor'
  /** The same for each value of one measurement (CLS and INP grow: keep the last of an id). */
  id: string
  navigationType: string
  /** The page it was measured on: the first page for LCP, FCP and TTFB; where it grew for CLS and INP. */
  route: string
}

export interface FailureReport extends Partial<FailedCall> {
  type: 'failure'
  time: string
  /** `error` and `rejection`: nothing handled it; `crash`: a page failed to render; `request`: the server's side. */
  kind: 'error' | 'rejection' | 'crash' | 'request'
  route: string
  name?: string
  message?: string
  /** The first frames: file, line and column of the app's code. */
  stack?: string
}

export type Report = PageViewReport | VitalReport | FailureReport

/** One POST to PORTAL_ANALYTICS_URL. */
export interface Batch {
  app: 'sme-portal'
  /** Random, per tab session (a reload keeps it, another tab has its own); not the user's. */
  session: string
  sent: string
  reports: Report[]
}

/** The subset of web-vitals' Metric a vital report reads. */
export interface Metric {
  name: VitalReport['name']
  value: number
  rating: VitalReport['rating']
  id: string
  navigationType: string
}

// ---- what never leaves: query values, tokens, input ----

/** A path with each query value removed, and no fragment: `?id=12&token=x` → `?id=&token=`. */
export function pathOf(pathname: string, search = ''): string {
  if (!search && /[?#]/.test(pathname)) {
    const [, path, query = ''] = /^([^?#]*)(\?[^#]*)?/.exec(pathname)!
    return pathOf(path, query)
  }
  const keys = [...new URLSearchParams(search).keys()]
  return keys.length ? `${pathname}?${[...new Set(keys)].map((k) => `${encodeURIComponent(k)}=`).join('&')}` : pathname
}

/**
 * An error's text without what may be data: query values, bearer tokens, quoted text (V8 quotes the input it could
 * not parse: `Unexpected token '张', "张三 13812345678" is not valid JSON`), e-mail addresses, long digit runs (phones,
 * ID and account numbers) and token-like strings. Property names (V8 puts them in single quotes) stay: they say what
 * broke.
 */
export function scrub(text: string, max = 300): string {
  return text
    .replace(/([?&][^=&#\s"'`]+)=[^&#\s"'`]*/g, '$1=')
    .replace(/\bBearer\s+\S+/gi, 'Bearer …')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'(?![\w$.#-]+')[^']*'/g, "'…'")
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g, '…@…')
    .replace(/\d{6,}/g, '…')
    .replace(/\b(?=[\w-]*\d)[\w-]{24,}\b/g, '…')
    .slice(0, max)
}

/**
 * The first frames of a stack (V8's `at f (url:line:col)`, Firefox's and Safari's `f@url:line:col`), each URL without
 * its query; never the stack's first line, which repeats the message unscrubbed.
 */
const stackOf = (stack: string) =>
  stack
    .split('\n')
    .filter((line) => /^\s*at\s|@\S*:\d+:\d+\s*$/.test(line))
    .slice(0, 5)
    .map((line) => line.trim().replace(/\?[^\s:)]*/g, ''))
    .join('\n')
    .slice(0, 1000)

/** What an error says about itself: never a thrown object's content, only a thrown string's (scrubbed). */
function describe(error: unknown): Pick<FailureReport, 'name' | 'message' | 'stack'> {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const e = error as { name?: unknown; message?: unknown; stack?: unknown }
    return {
      name: typeof e.name === 'string' ? e.name.slice(0, 60) : 'Error',
      message: scrub(String(e.message ?? '')),
      ...(typeof e.stack === 'string' && { stack: stackOf(e.stack) }),
    }
  }
  return { name: typeof error, ...(typeof error === 'string' && { message: scrub(error) }) }
}

// ---- the reporter ----

/** At most this many failures a minute in a tab, and each one once: a loop that throws is one report, not thousands. */
export const FAILURES_PER_MINUTE = 5
/** A batch leaves this long after its first report (or at once when it is this big, or when the page is hidden). */
export const BATCH_DELAY_MS = 5000
export const BATCH_SIZE = 20

export interface ReporterDeps {
  /** PORTAL_ANALYTICS_URL; '' = Baidu Tongji alone. */
  url: string
  /** Posts one batch's JSON (sendBeacon, else a keepalive fetch). */
  send: (url: string, body: string) => void
  /** Baidu Tongji's `_trackPageview`, when its id is set. */
  tongji?: (path: string) => void
  session: string
  now: () => number
  language: () => string
  viewport: () => string
  /** Runs `flush` after `ms`; returns a cancel. */
  later: (flush: () => void, ms: number) => () => void
}

export function createReporter(deps: ReporterDeps) {
  const queue: Report[] = []
  /** The last value of each vital measurement not sent yet (CLS and INP change many times). */
  const vitals = new Map<string, VitalReport>()
  const seen = new Set<string>()
  let recent: number[] = []
  let cancel: (() => void) | undefined
  /** The page shown now, and the first page of this document (where LCP, FCP and TTFB were measured). */
  let shown: string | null = null
  let shownPathname: string | undefined
  let first: string | undefined
  const time = () => new Date(deps.now()).toISOString()

  function flush() {
    cancel?.()
    cancel = undefined
    const reports = [...queue.splice(0), ...vitals.values()]
    vitals.clear()
    if (!deps.url) return
    for (let i = 0; i < reports.length; i += 50) {
      const batch: Batch = { app: 'sme-portal', session: deps.session, sent: time(), reports: reports.slice(i, i + 50) }
      deps.send(deps.url, JSON.stringify(batch))
    }
  }

  function enqueue(report: Report) {
    if (!deps.url) return
    if (report.type === 'vital') vitals.set(report.id, report)
    else queue.push(report)
    if (queue.length >= BATCH_SIZE) flush()
    else cancel ??= deps.later(flush, BATCH_DELAY_MS)
  }

  /** Whether a failure may be sent: not seen before in this tab, and under the rate limit. */
  function admit(signature: string): boolean {
    const now = deps.now()
    if (seen.has(signature)) return false
    recent = recent.filter((t) => now - t < 60_000)
    if (recent.length >= FAILURES_PER_MINUTE) return false
    seen.add(signature)
    recent.push(now)
    return true
  }

  function observe(o: Observation) {
    if (o.type === 'view') {
      // The same page again: only its query changed (a search, another record). Counted once.
      if (o.pathname === shownPathname) return
      const path = pathOf(o.pathname, o.search)
      first ??= path
      deps.tongji?.(path)
      enqueue({
        type: 'pageview',
        time: new Date(o.at).toISOString(),
        path,
        title: o.title.slice(0, 200),
        previous: shown,
        language: deps.language(),
        viewport: deps.viewport(),
      })
      shown = path
      shownPathname = o.pathname
      return
    }
    const route = pathOf(o.route)
    if (o.type === 'request') {
      const { call, traceId, status, reason } = o
      if (!admit(`request ${call} ${reason} ${status}`)) return
      const time = new Date(o.at).toISOString()
      enqueue({
        type: 'failure',
        kind: 'request',
        time,
        route,
        call,
        reason,
        ...(status !== undefined && { status }),
        ...(traceId && { traceId }),
      })
      return
    }
    const described = describe(o.error)
    if (!admit(`${o.source} ${described.name} ${described.message} ${described.stack?.split('\n')[0] ?? ''}`)) return
    enqueue({ type: 'failure', kind: o.source, time: new Date(o.at).toISOString(), route, ...described })
  }

  /** A web-vitals measurement, on the page where it belongs. */
  function vital(metric: Metric, currentPath: string) {
    const loading = metric.name === 'LCP' || metric.name === 'FCP' || metric.name === 'TTFB'
    enqueue({
      type: 'vital',
      time: time(),
      name: metric.name,
      value: Math.round(metric.value * (metric.name === 'CLS' ? 10_000 : 1)) / (metric.name === 'CLS' ? 10_000 : 1),
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
      route: (loading ? first : shown) ?? pathOf(currentPath),
    })
  }

  return { observe, vital, flush }
}
