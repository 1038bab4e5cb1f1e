import { useEffect, useRef } from 'react'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { isInfoLoaded, useSession } from '../stores/session'
import { useDict } from '../stores/dict'
import { usePermission } from '../stores/permission'
import { feedback } from '../api/http/feedback'
import { safeRedirect } from './safeRedirect'
import { OPEN_PATHS } from './staticRoutes'
import './loading.css'

export const ENTRANCE = '/entrance'

/** `/entrance?redirect=<encoded original path>` (spec §2.1). */
export const entranceFor = (path: string) => `${ENTRANCE}?redirect=${encodeURIComponent(path)}`

/**
 * First navigation with a token: load dictionaries and user info, build routes from menus, then render the
 * matched route again ("re-enter", spec §4). Failure: log out, show the error, go to /.
 */
export async function loadSession(): Promise<void> {
  const dict = useDict.getState().load().catch(() => undefined) // a missing dictionary must not end the session
  await useSession.getState().loadInfo()
  usePermission.getState().generate(useSession.getState().menus)
  await dict
}

export function Guard() {
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
    loadSession()
      .catch(async (e: unknown) => {
        await useSession.getState().logout()
        usePermission.getState().reset()
        feedback.error(e instanceof Error ? e.message : String(e))
        navigate('/', { replace: true })
      })
      .finally(() => {
        loading.current = false
      })
  }, [token, loaded, navigate])

  // The Navigates are keyed by the location: a mounted Navigate only navigates again when its target changes, so a
  // second navigation to the same page (signing out on /index, then the menu's navigate('/index')) left a blank page.
  if (!token) {
    return isOpen ? <Outlet /> : <Navigate key={location.key} to={entranceFor(location.pathname + location.search)} replace />
  }
  // Signed in here or in another tab (issue 10): the entrance goes on to its redirect.
  if (location.pathname === ENTRANCE) {
    return <Navigate key={location.key} to={safeRedirect(new URLSearchParams(location.search).get('redirect'))} replace />
  }
  if (!loaded) return <FullPageLoading />
  return <Outlet />
}

/** The loading view (also the router's Suspense fallback): a CSS spinner, no antd (entrance budget, issue 2). */
export function FullPageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="page-loading__text">加载中…</span>
    </div>
  )
}
