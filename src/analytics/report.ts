/**
 * The reporting module (issue 45), loaded by ./track.ts after the first paint when PORTAL_ANALYTICS_URL or
 * PORTAL_BAIDU_TONGJI_ID is set: page views (also to Baidu Tongji), Core Web Vitals (web-vitals) and failures, posted
 * in batches to the operator's collector. What a report holds: ./reporter.ts and README "What the reports hold".
 */
import { config } from '../config'
import { language } from '../i18n'
import { STORAGE_KEYS } from '../utils/storage'
import type { Observation } from './observations'
import { createReporter, type Metric } from './reporter'

/**
 * One batch, as a CORS "simple" request (JSON in a text/plain body: no preflight): sendBeacon, which outlives the
 * page, else a keepalive fetch (no sendBeacon, or its queue is full) that sends no cookies.
 */
function send(url: string, body: string) {
  try {
    if (navigator.sendBeacon?.(url, body)) return
  } catch {
    // a refused URL throws in some browsers: try fetch
  }
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined) // a report that can't leave is dropped: never a message to the user
}

/** A random id for this tab's session (sessionStorage: a reload keeps it, another tab has its own); not the user's. */
function sessionId(): string {
  try {
    const kept = sessionStorage.getItem(STORAGE_KEYS.analyticsSession)
    if (kept) return kept
  } catch {
    // storage refused: an id for this page alone
  }
  const id = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')
  try {
    sessionStorage.setItem(STORAGE_KEYS.analyticsSession, id)
  } catch {
    // as above
  }
  return id
}

type TongjiQueue = { push(command: unknown[]): void }
declare global {
  interface Window {
    /** Baidu Tongji's command queue: an array until hm.js replaces it with its own. */
    _hmt?: TongjiQueue
  }
}

/**
 * Baidu Tongji: hm.js counts no page by itself (an SPA's pages are route changes, not loads); each page view is pushed
 * as `_trackPageview` with its path. The queue is read when pushed to: hm.js swaps the array for its own object.
 */
function startTongji(id: string) {
  window._hmt ??= []
  window._hmt.push(['_setAutoPageview', false])
  const script = document.createElement('script')
  script.src = `https://hm.baidu.com/hm.js?${id}`
  script.async = true
  document.head.append(script)
  return (path: string) => window._hmt!.push(['_trackPageview', path])
}

/** Starts reporting with what was observed before this module came; returns where the next observations go. */
export function startReport(early: Observation[]): (observation: Observation) => void {
  const reporter = createReporter({
    url: config.analyticsUrl,
    send,
    tongji: config.baiduTongjiId ? startTongji(config.baiduTongjiId) : undefined,
    session: sessionId(),
    now: Date.now,
    language,
    viewport: () => `${window.innerWidth}x${window.innerHeight}`,
    later: (flush, ms) => {
      const timer = setTimeout(flush, ms)
      return () => clearTimeout(timer)
    },
  })
  for (const observation of early) reporter.observe(observation)
  if (config.analyticsUrl) {
    // Bubbling on window: after web-vitals' own capturing listeners have reported CLS, INP and LCP for the hidden page.
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && reporter.flush())
    addEventListener('pagehide', reporter.flush)
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const vital = (metric: Metric) => reporter.vital(metric, location.pathname)
      onTTFB(vital)
      onFCP(vital)
      onLCP(vital)
      // Every change, so each is said with the page it grew on; only the last value of a batch is sent.
      onCLS(vital, { reportAllChanges: true })
      onINP(vital, { reportAllChanges: true })
    })
  }
  return reporter.observe
}
