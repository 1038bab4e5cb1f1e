import { Suspense, useMemo } from 'react'
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom'
import { usePermission } from '../stores/permission'
import { useSession } from '../stores/session'
import { getInstance } from '../api/http/client'
import { startupBegins, startupEnds } from '../api/http/startupCalls'
import { ENTRANCE, FullPageLoading, Guard, loadSession, type PrepareSession } from './guard'
import { preload, preloadableLazy } from './moduleCache'
import { pageLoaderFor, viewPaths } from './preload'
import { BASENAME, RoutesContext } from './routeContext'
import { toRouteObjects } from './routeObjects'
import { bareRoutes, layoutRoutes, OPEN_PATHS } from './staticRoutes'
import type { AppRoute, PageLoader } from './types'
import RedirectPage from './RedirectPage'
import { local, STORAGE_KEYS } from '../utils/storage'
import { preloadMessages } from '../i18n'
import { HistoryRouter } from './HistoryRouter'
import { entranceIdle } from './entranceIdle'
import { prefetchPays } from './connection'
import { afterSessionCalls, currentPath, earlyFirstPage, fetchFirstPageAhead, firstPath, prefetchData } from './firstPageAhead'

// The layout loads after sign-in only: the entrance stays small (issue 2 performance budget). Both are preloaded as soon
// as a session is on its way (and while the user types on the entrance), so they render without suspending (issue 13).
const loadShell = () => import('../layout/Shell')
const Shell = preloadableLazy(loadShell)
// antd's providers (theme, locale, App context) load with every route but the entrance, which renders without antd.
// The rest of the app's messages come with them (issue 25): no page waits for its texts after its code.
const loadAntdProviders = () =>
  Promise.all([import('../components/AntdProviders'), preloadMessages('app')]).then(([module]) => module)
const AntdProviders = preloadableLazy(loadAntdProviders)

/** A pathless layout route: its children render inside antd's providers (suspending on the one Suspense below). */
function WithAntd() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  )
}

/**
 * Routes inside the layout. Server menus come first: where a static route shares a menu's path
 * (/bpm/manager/model), the menu's route and its breadcrumb trail win the tie.
 */
export const layoutRouteTable = (menuRoutes: AppRoute[]): RouteObject[] => [
  ...toRouteObjects(menuRoutes),
  ...toRouteObjects(layoutRoutes),
]

const entranceRoute = bareRoutes.find((r) => r.path === ENTRANCE)!
const entranceLoader = entranceRoute.component as PageLoader
const antdBareRoutes = bareRoutes.filter((r) => r.path !== ENTRANCE)

/** The layout's chunks: antd's providers and the shell (with the request layer, which the first call needs anyway). */
export function preloadLayout(): Promise<unknown> {
  return Promise.all([
    preload(loadAntdProviders as unknown as PageLoader),
    preload(loadShell as unknown as PageLoader),
    getInstance().catch(() => undefined),
  ])
}

/**
 * What the session's first page needs besides the session, fetched while the session loads (guard.tsx loadSession):
 * the layout's chunks and the page's own, found from the freshly built menu routes. The page's first data is asked for
 * as soon as its code is here, before the first render (its `prefetch`). The menu pages' places are kept as the next
 * start's hint (earlyFirstPage).
 */
const prepareSession: PrepareSession = (menuRoutes) => {
  local.setJSON(STORAGE_KEYS.pageHint, viewPaths(menuRoutes))
  const page = pageLoaderFor(firstPath(), [...menuRoutes, ...layoutRoutes])
  return Promise.all([preloadLayout(), page && preload(page).then(() => prefetchData(page))])
}

/** Starts loading the session now (the guard joins it): before the first render, or the moment a token appears. */
export function startSession({ reload = false } = {}): Promise<void> {
  // Its GETs are remembered for the next reload of the page it lands on, which sends them ahead (issue 51).
  const path = firstPath()
  startupBegins(path === currentPath() ? window.location.pathname + window.location.search : BASENAME + path)
  earlyFirstPage(reload)
  const load = loadSession(prepareSession)
  load.then(startupEnds, startupEnds) // the guard handles a failure
  return load
}

/**
 * Signed in (the entrance's form, SSO, another tab): the session loads from here, not a render and an effect later.
 * Started once as the app starts (main.tsx), not on import: a module that merely imports the router starts nothing.
 */
export const startSessionAtSignIn = () =>
  useSession.subscribe((s, prev) => {
    if (s.token && !prev.token) void startSession()
  })

/** Marked (performance.mark) when the entrance starts fetching the layout: the entrance bench counts the JS before it. */
export const LAYOUT_PRELOAD_MARK = 'sme:layout-preload'
/** Marked when the layout's code is in and has run: the start-up bench sorts sign-ins by what was ready at Enter. */
const LAYOUT_READY_MARK = 'sme:layout-ready'

/** Marked at the entrance's idle moment (entranceIdle): the layout's code is asked for then, unless it doesn't pay. */
export const ENTRANCE_IDLE_MARK = 'sme:entrance-idle'

/**
 * On the entrance, the layout's chunks are fetched once the entrance has painted and the browser is idle (issue 23), or
 * at the first keystroke if that comes first: a sign-in then waits only for the session and the page, however quickly
 * the form is sent (a password manager fills it, the user presses Enter at once). Where fetching ahead doesn't pay
 * (Save-Data, a 2G-class connection: prefetchPays), they are fetched when the user starts to sign in — the first focus
 * in a form or keystroke — and the idle moment only does the light work (issue 46).
 */
function preloadLayoutOnEntrance(entrance: Promise<unknown>) {
  const ahead = prefetchPays()
  let idle = false
  const reachIdle = () => {
    if (idle) return
    idle = true
    performance.mark?.(ENTRANCE_IDLE_MARK)
    entranceIdle()
    fetchFirstPageAhead()
  }
  let started = false
  const start = () => {
    if (started) return
    started = true
    document.removeEventListener('input', start, true)
    document.removeEventListener('focusin', onFocus, true)
    performance.mark?.(LAYOUT_PRELOAD_MARK)
    reachIdle()
    // Then, while still signed out, the layout's antd parts rendered once off the document (components/rehearsal.tsx):
    // once a session loads, the main thread is its answers' and the first page's.
    void preloadLayout().then(() => {
      performance.mark?.(LAYOUT_READY_MARK)
      whenIdle(() => {
        if (!useSession.getState().token) void loadAntdProviders().then((m) => m.rehearseLayout())
      })
    })
  }
  const onFocus = (e: FocusEvent) => {
    if (e.target instanceof Element && e.target.closest('form')) start()
  }
  document.addEventListener('input', start, true)
  if (!ahead) document.addEventListener('focusin', onFocus, true)
  // No time limit, and only once the entrance's form has been painted: on a slow or busy machine the layout's chunks
  // (antd's 1 MB stylesheet parsed, its script evaluated) held the form's first paint back (entrance bench at 4× CPU).
  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 200)
  const afterPaint = (run: () => void) => requestAnimationFrame(() => requestAnimationFrame(run))
  let looks = 0 // a page without a form (an error) gets the layout after 100 idle periods anyway
  const formPainted = () =>
    document.querySelector('#root form') || ++looks > 100
      ? afterPaint(() => whenIdle(ahead ? start : reachIdle))
      : whenIdle(formPainted)
  void entrance.then(() => whenIdle(formPainted))
}

/**
 * Before the first render (main.tsx): fetches the entrance's page when the app opens on it — or will be sent there
 * (no session, not an open page) — so it renders without a loading view in between; with a session, the layout's
 * chunks. A failed fetch is left to the route's own lazy loading.
 */
export function preloadFirstPage(): Promise<unknown> {
  const path = currentPath()
  const signedIn = !!useSession.getState().token
  if (path === ENTRANCE || (!OPEN_PATHS.includes(path) && !signedIn)) {
    const entrance = preload(entranceLoader)
    preloadLayoutOnEntrance(entrance)
    return entrance
  }
  if (!signedIn || OPEN_PATHS.includes(path)) return Promise.resolve()
  // After the session's calls have been sent (they wait for the request layer's chunk): on HTTP/1.1 the layout's
  // chunks would otherwise take the browser's six connections first and hold the calls back (≈130 ms measured). In a
  // build, index.html's session hints have asked for them from <head> already (scripts/sessionHints.mjs): this finds
  // them there.
  return afterSessionCalls().then(preloadLayout)
}

/**
 * With a session on a closed page (a reload): the session (permission info, dictionaries) and the page's chunk, all
 * at once; main.tsx renders once they are here, so the first render is the page itself. Resolves either way: the
 * guard handles a failure.
 */
export function loadFirstSession(): Promise<void> {
  const path = currentPath()
  if (!useSession.getState().token || OPEN_PATHS.includes(path)) return Promise.resolve()
  return startSession({ reload: true }).catch(() => undefined)
}

function AppRoutes() {
  const menuRoutes = usePermission((s) => s.menuRoutes)
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        element: <Guard prepare={prepareSession} />,
        children: [
          ...toRouteObjects([entranceRoute]),
          {
            element: <WithAntd />,
            children: [
              ...toRouteObjects(antdBareRoutes),
              {
                element: <Shell />,
                children: [
                  { index: true, element: <Navigate to="/index" replace /> },
                  { path: '/redirect/*', element: <RedirectPage /> },
                  ...layoutRouteTable(menuRoutes),
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
    [menuRoutes],
  )
  const element = useRoutes(routes)
  return (
    <RoutesContext.Provider value={routes}>
      <Suspense fallback={<FullPageLoading />}>{element}</Suspense>
    </RoutesContext.Provider>
  )
}

export function AppRouter() {
  return (
    <HistoryRouter basename={BASENAME}>
      <AppRoutes />
    </HistoryRouter>
  )
}
