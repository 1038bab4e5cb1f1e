import { Suspense, useMemo } from 'react'
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom'
import { usePermission } from '../stores/permission'
import { useSession } from '../stores/session'
import { getInstance, quietly } from '../api/http/client'
import { sentAheadCount, startupBegins, startupEnds } from '../api/http/startupCalls'
import { ENTRANCE, FullPageLoading, Guard, loadSession, type PrepareSession } from './guard'
import { loadedModule, preload, preloadableLazy } from './moduleCache'
import { findPrefetch, findView, type PrefetchModule } from './pages'
import { hintedView, pageLoaderFor, viewPaths } from './preload'
import { afterRequestsSent } from './requestsSent'
import { BASENAME, RoutesContext } from './routeContext'
import { toRouteObjects } from './routeObjects'
import { bareRoutes, layoutRoutes, OPEN_PATHS } from './staticRoutes'
import { safeRedirect } from './safeRedirect'
import type { AppRoute, PageLoader } from './types'
import RedirectPage from './RedirectPage'
import { local, STORAGE_KEYS } from '../utils/storage'
import { preloadMessages } from '../i18n'
import { HistoryRouter } from './HistoryRouter'
import { entranceIdle } from './entranceIdle'
import { prefetchPays } from './connection'

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

/** How long the first render waits for the first page's data at most (prefetchData). */
const FIRST_DATA_WAIT_MS = 50

/** The layout's chunks: antd's providers and the shell (with the request layer, which the first call needs anyway). */
export function preloadLayout(): Promise<unknown> {
  return Promise.all([
    preload(loadAntdProviders as unknown as PageLoader),
    preload(loadShell as unknown as PageLoader),
    getInstance().catch(() => undefined),
  ])
}

/** The app path the browser is on, before the router runs ('/infra/config'). */
const currentPath = () => window.location.pathname.slice(BASENAME.length) || '/'

/** The path the session's first page will show: the current one, or on the entrance the page it goes on to. */
function firstPath(): string {
  const path = currentPath()
  const target = path === ENTRANCE ? safeRedirect(new URLSearchParams(window.location.search).get('redirect')) : path
  return target === '/' ? '/index' : target // the layout's index route goes on to /index
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

/** The first page's data asked for early from the hint (earlyFirstPage), taken by prefetchData instead of asking twice. */
let earlyData: { page: PageLoader; answer: Promise<unknown> } | undefined

/**
 * The page's first data, asked for now. The first render waits for it, but only briefly: Chromium starts a request only
 * once the main thread is free, and the first render is one long task (≈270 ms at sign-in) that would hold it back. A
 * quick answer is here before the render; a slow one has at least left.
 */
function prefetchData(page: PageLoader): Promise<unknown> | undefined {
  const early = earlyData?.page === page ? earlyData.answer : undefined
  earlyData = undefined
  const answer = early ?? loadedModule(page)?.prefetch?.()
  return answer && Promise.race([answer, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))])
}

/**
 * The session's calls (dictionaries, permission info, and on a reload maybe the page's first rows) have left: chunks
 * may take the connections now.
 */
const afterSessionCalls = () => afterRequestsSent(sessionCalls - sentAheadCount(), SESSION_CALLS_WAIT_MS)
const SESSION_CALLS_WAIT_MS = 200
let sessionCalls = 2

/**
 * The session's first page as far as it is known before this session's menus are here: the last session's hint, else a
 * static page of that path, else the view yudao's menus name after it ('/infra/config' → 'infra/config/index', a guess
 * — a browser's first sign-in). `light`: the view's light prefetch module (src/views/<path>/prefetch.ts), if any.
 */
function firstPageAhead() {
  const path = firstPath()
  const hint = hintedView(path, local.getJSON<Record<string, string>>(STORAGE_KEYS.pageHint))
  const hinted = hint ? findView(hint) : undefined
  const guess = path.replace(/^\//, '')
  const guessed = findView(guess)
  const page = hinted ?? pageLoaderFor(path, layoutRoutes) ?? guessed
  const view = hinted ? hint : page === guessed ? guess : undefined
  return { page, hinted: !!hinted, light: view ? findPrefetch(view) : undefined }
}

/**
 * On the entrance (its idle moment, or the first keystroke): the first page's light prefetch module, so that at the
 * sign-in its rows leave in the same task as the session's calls, not a module load later.
 */
function fetchFirstPageAhead() {
  const { light } = firstPageAhead()
  if (light) void preload(light)
}

/**
 * The first page by the last session's hint, before this session's menus are here (issue 23): its code (at a sign-in
 * too — fetching a page the new user may not have costs only bandwidth) and its first rows, beside the session's calls
 * when the view has a light prefetch. Sure of the page only on a reload (`sameSession`) with a hint: then the rows are
 * asked aloud, and for a view without a light prefetch once its code is here. At a sign-in the hint may be another
 * user's, or a guess: the rows are asked quietly (a page the user doesn't have says nothing; the page asks again if
 * they failed). The code waits until the session's calls have been sent: on HTTP/1.1 chunks asked for first would queue
 * them behind the browser's six connections.
 */
function earlyFirstPage(sameSession: boolean) {
  const { page, hinted, light } = firstPageAhead()
  if (page && earlyData?.page === page) return // this session's start has already asked
  earlyData = undefined
  sessionCalls = 2
  if (!page) return
  if (light) sessionCalls = 3 // the page's rows go out with the session's calls
  const code = afterSessionCalls().then(() => preload(page))
  const sure = sameSession && hinted
  if (!sure && !light) return
  const ask = (m: PrefetchModule | undefined) => m && (sure ? m.prefetch() : quietly(m.prefetch))
  // Through the module cache: a module the entrance has fetched (fetchFirstPageAhead) is asked in this task.
  const answer = light
    ? preload(light).then(() => ask(loadedModule(light)))
    : code.then(() => loadedModule(page)?.prefetch?.())
  earlyData = { page, answer: answer.catch(() => undefined) }
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

// Signed in (the entrance's form, SSO, another tab): the session loads from here, not a render and an effect later.
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
