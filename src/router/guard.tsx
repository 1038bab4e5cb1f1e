import { useEffect, useLayoutEffect, useRef } from 'react'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { isInfoLoaded, useSession } from '../stores/session'
import { useDict } from '../stores/dict'
import { usePermission } from '../stores/permission'
import { feedback } from '../api/http/feedback'
import { translate } from '../i18n'
import { buildRoutes } from './buildRoutes'
import { safeRedirect } from './safeRedirect'
import { announceSessionLoad } from './sessionSettled'
import { markNextNavigationUrgent } from './HistoryRouter'
import { OPEN_PATHS } from './staticRoutes'
import type { AppRoute } from './types'
import './loading.css'

export const ENTRANCE = '/entrance'

/** `/entrance?redirect=<encoded original path>` (spec §2.1). */
export const entranceFor = (path: string) => `${ENTRANCE}?redirect=${encodeURIComponent(path)}`

/** What a session's first page waits for besides the session (AppRouter: the page's code); must not reject. */
export type PrepareSession = (menuRoutes: AppRoute[]) => Promise<unknown>

let inFlight: Promise<void> | undefined

/**
 * First navigation with a token: load dictionaries and user info, build routes from menus, then render the
 * matched route again ("re-enter", spec §4). Failure: log out, show the error, go to /.
 * One load at a time: a load started before the first render (main.tsx) or at sign-in is joined by the guard's.
 * Dictionaries, user info and whatever `prepare` fetches (the page's code) run in parallel, and the routes are
 * published only once all are here, so the first page renders once, complete (issue 13).
 */
export function loadSession(prepare?: PrepareSession): Promise<void> {
  if (!inFlight) {
    const load = runSession(prepare)
    inFlight = load
    announceSessionLoad(load)
    // A success is forgotten at once; a failure stays until the guard has handled it (it logs out and says why).
    load.then(
      () => {
        if (inFlight === load) inFlight = undefined
      },
      () => undefined,
    )
  }
  return inFlight
}

async function runSession(prepare?: PrepareSession): Promise<void> {
  const dict = useDict.getState().load().catch(() => undefined) // a missing dictionary must not end the session
  await useSession.getState().loadInfo()
  const { menus } = useSession.getState()
  await Promise.all([dict, prepare?.(buildRoutes(menus))])
  usePermission.getState().generate(menus)
}

export function Guard({ prepare }: { prepare?: PrepareSession }) {
  const location = useLocation()
  const navigate = useNavigate()
  const token = useSession((s) => s.token)
  // Ready only once the menus are routes too: roles arrive a render earlier, and rendering then sent menu pages to 404.
  const infoLoaded = useSession(isInfoLoaded)
  const routesBuilt = usePermission((s) => s.generated)
  const loaded = infoLoaded && routesBuilt
  const loading = useRef(false)
  const isOpen = OPEN_PATHS.includes(location.pathname)

  useEffect(() => {
    if (!token || loaded || loading.current) return
    loading.current = true
    const load = loadSession(prepare)
    load
      .catch(async (e: unknown) => {
        if (inFlight === load) inFlight = undefined
        await useSession.getState().logout()
        usePermission.getState().reset()
        feedback.error(e instanceof Error ? e.message : String(e))
        navigate('/', { replace: true })
      })
      .finally(() => {
        loading.current = false
      })
  }, [token, loaded, navigate, prepare])

  // The Navigates are keyed by the location: a mounted Navigate only navigates again when its target changes, so a
  // second navigation to the same page (signing out on /index, then the menu's navigate('/index')) left a blank page.
  if (!token) {
    return isOpen ? <Outlet /> : <Navigate key={location.key} to={entranceFor(location.pathname + location.search)} replace />
  }
  // Signed in here or in another tab (issue 10): the entrance goes on to its redirect once the session is here; until
  // then it stays on screen (its form busy) rather than giving way to a loading view.
  if (location.pathname === ENTRANCE) {
    if (!loaded) return <Outlet />
    return <FirstPage key={location.key} to={safeRedirect(new URLSearchParams(location.search).get('redirect'))} />
  }
  if (!loaded) return <FullPageLoading />
  return <Outlet />
}

/**
 * From the entrance to the session's first page, rendered at once: everything it needs is here (issue 23). A layout
 * effect, so the page renders in the same task, before the browser paints: from an effect, the entrance's removal was
 * a frame of its own (a blank page) and the page came a task later.
 */
function FirstPage({ to }: { to: string }) {
  const navigate = useNavigate()
  useLayoutEffect(() => {
    markNextNavigationUrgent()
    void navigate(to, { replace: true })
  }, [navigate, to])
  return null
}

/** The loading view (also the router's Suspense fallback): a CSS spinner, no antd (entrance budget, issue 2). */
export function FullPageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="page-loading__text">{translate('common', 'loading')}</span>
    </div>
  )
}
