/**
 * What the app tells its reports (issue 45): the pages shown and the failures met, handed to the reporting module
 * (./report.ts) once it has loaded after the first paint, and kept until then. Unless PORTAL_ANALYTICS_URL or
 * PORTAL_BAIDU_TONGJI_ID is set — and the browser asks for neither Do-Not-Track nor Global Privacy Control — nothing
 * is kept and nothing loads. Part of the entrance's boot chunk: keep it this small.
 */
import { config } from '../config'
import type { FailedCall, Observation } from './observations'

/** Do-Not-Track or Global Privacy Control: the user asked not to be followed, so nothing is sent anywhere. */
export function privacySignal(nav: Partial<Navigator> & { globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true
}

const on =
  !!(config.analyticsUrl || config.baiduTongjiId) && typeof navigator !== 'undefined' && !privacySignal(navigator)
/** Observations made before the reporting module is here (a page view, an early failure); a bound, not a log. */
const early: Observation[] = []
let deliver: ((observation: Observation) => void) | undefined

function observe(observation: Observation) {
  if (!on) return
  if (deliver) deliver(observation)
  else if (early.length < 100) early.push(observation)
}

/** After the next paint: a task queued from a frame callback (a hidden page paints nothing: then soon). */
const afterPaint = (run: () => void) =>
  document.visibilityState === 'visible' ? requestAnimationFrame(() => setTimeout(run)) : setTimeout(run)

let lastKey: string | undefined

/**
 * A location the router has rendered (HistoryRouter). It is a page view if it is still the browser's location once
 * painted: a redirect (/ → /index, a closed page → the entrance) replaces it before that and is not one.
 */
export function observeRoute(location: { pathname: string; search: string; key: string }) {
  if (!on || location.key === lastKey) return // StrictMode runs effects twice in development
  lastKey = location.key
  const at = Date.now()
  afterPaint(() => {
    const current = (history.state as { key?: string } | null)?.key ?? 'default'
    if (current !== location.key) return
    const { pathname, search } = location
    observe({ type: 'view', pathname, search, title: document.title, at })
  })
}

/** An error nobody handled (src/components/uncaught.ts) or a page that crashed (its PageBoundary, with its app path). */
export function observeFailure(source: 'error' | 'rejection' | 'crash', error: unknown, appPath?: string) {
  if (!on) return
  const route = appPath === undefined ? location.pathname : import.meta.env.BASE_URL.replace(/\/$/, '') + appPath
  observe({ type: 'failure', source, error, route, at: Date.now() })
}

/** A request that failed on the server's side (src/api/http/instance.ts, client.ts). */
export function observeRequestFailure(failed: FailedCall) {
  if (!on) return
  observe({ type: 'request', ...failed, route: location.pathname, at: Date.now() })
}

/**
 * Loads the reporting module once the first page has painted and the browser is idle (main.tsx): no byte of it on
 * the way to the first paint. Does nothing when reports are off.
 */
export function startReporting() {
  if (!on) return
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 200)
  afterPaint(() =>
    idle(() =>
      import('./report').then(
        (m) => {
          deliver = m.startReport(early.splice(0))
        },
        () => (early.length = 0), // the chunk did not come (offline): no reports this time
      ),
    ),
  )
}
