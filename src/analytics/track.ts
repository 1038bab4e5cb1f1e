/**
 * What the app tells its reports (issue 45): the pages shown and the failures met, handed to the reporting module
 * (./report.ts) once it has loaded after the first paint, and kept until then. Unless PORTAL_ANALYTICS_URL or
 * PORTAL_BAIDU_TONGJI_ID is set — and the browser asks for neither Do-Not-Track nor Global Privacy Control — nothing
 * is kept and nothing loads. Part of the entrance's boot chunk: keep it this small.
 */
import { config } from '../config'
import { whenEntranceIdle } from '../router/entranceIdle'
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
/** The history entry now: react-router's key and index (the first entry has neither until it is left). */
const entry = () => (history.state ?? {}) as { key?: string; idx?: number }
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '')
/** The title the shell gave the page at a path (a tab's title), read by that path's page view. */
let titled: { path: string; title: string } | undefined

/** The shell's title of the page shown (src/layout/useTabSync.ts); a page outside the shell has the document's. */
export function notePageTitle(appPath: string, title: string) {
  if (on) titled = { path: BASE + appPath, title }
}

/**
 * A location the router has rendered (HistoryRouter). It is a page view unless, before it was painted, another took
 * its place in the same history entry: a redirect (/ → /index, a closed page → the entrance) is not one.
 */
export function observeRoute(location: { pathname: string; search: string; key: string }) {
  if (!on || location.key === lastKey) return // StrictMode runs effects twice in development
  lastKey = location.key
  if ((entry().key ?? 'default') !== location.key) return // replaced while it rendered
  const at = Date.now()
  const index = entry().idx
  afterPaint(() => {
    const now = entry()
    if ((now.key ?? 'default') !== location.key && now.idx === index) return
    const { pathname, search } = location
    const title = titled?.path === pathname ? titled.title : document.title
    observe({ type: 'view', pathname, search, title, at })
  })
}

/** An error nobody handled (src/components/uncaught.ts) or a page that crashed (its PageBoundary, with its app path). */
export function observeFailure(source: 'error' | 'rejection' | 'crash', error: unknown, appPath?: string) {
  if (!on) return
  const route = appPath === undefined ? location.pathname : BASE + appPath
  observe({ type: 'failure', source, error, route, at: Date.now() })
}

/** A request that failed on the server's side (src/api/http/instance.ts, client.ts). */
export function observeRequestFailure(failed: FailedCall) {
  if (!on) return
  observe({ type: 'request', ...failed, route: location.pathname, at: Date.now() })
}

/** The entrance's path (router/guard.tsx ENTRANCE), where a closed page without a session is sent too. */
const ENTRANCE = `${BASE}/entrance`

/**
 * Loads the reporting module once the first page has painted and the browser is idle (main.tsx) — on the entrance only
 * at its idle moment, after the layout's code has been asked for: no byte of it before the form is usable. Does
 * nothing when reports are off.
 */
export function startReporting() {
  if (!on) return
  let started = false
  const load = () => {
    if (started) return
    started = true
    import('./report').then(
      (m) => {
        deliver = m.startReport(early.splice(0))
      },
      () => (early.length = 0), // the chunk did not come (offline): no reports this time
    )
  }
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 200)
  afterPaint(() => idle(() => (location.pathname === ENTRANCE ? whenEntranceIdle(load) : load())))
}
