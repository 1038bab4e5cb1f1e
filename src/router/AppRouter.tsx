import { Suspense, lazy, useMemo } from 'react'
import { BrowserRouter, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom'
import { usePermission } from '../stores/permission'
import { useSession } from '../stores/session'
import { ENTRANCE, FullPageLoading, Guard } from './guard'
import { BASENAME, RoutesContext } from './routeContext'
import { toRouteObjects } from './routeObjects'
import { bareRoutes, layoutRoutes, OPEN_PATHS } from './staticRoutes'
import type { AppRoute, PageLoader, PageModule } from './types'
import RedirectPage from './RedirectPage'

// The layout loads after sign-in only: the entrance stays small (issue 2 performance budget).
const Shell = lazy(() => import('../layout/Shell'))
// antd's providers (theme, locale, App context) load with every route but the entrance, which renders without antd.
const AntdProviders = lazy(() => import('../components/AntdProviders'))

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

/**
 * The entrance's page, preloadable: once fetched, its loader answers synchronously, so React.lazy renders it at once.
 * Otherwise the first render shows the loading view and React holds the page back for its fallback throttle (≈300 ms
 * after the fallback appeared) — most of the entrance's time to a usable form (issue 2 budget).
 */
function preloadable(loader: PageLoader) {
  let loaded: PageModule | undefined
  const load = () => loader().then((m) => (loaded = m))
  const syncLoader: PageLoader = () =>
    loaded ? ({ then: (resolve: (m: PageModule) => void) => resolve(loaded!) } as unknown as Promise<PageModule>) : load()
  return { loader: syncLoader, preload: () => (loaded ? Promise.resolve() : load().then(() => undefined)) }
}

const entranceRoute = bareRoutes.find((r) => r.path === ENTRANCE)!
const entrancePage = preloadable(entranceRoute.component as PageLoader)
const entranceRoutes: AppRoute[] = [{ ...entranceRoute, component: entrancePage.loader }]
const antdBareRoutes = bareRoutes.filter((r) => r.path !== ENTRANCE)

/**
 * Before the first render (main.tsx): fetches the entrance's page when the app opens on it — or will be sent there
 * (no session, not an open page) — so it renders without a loading view in between. A failed fetch is left to the
 * route's own lazy loading.
 */
export function preloadFirstPage(): Promise<void> {
  const path = window.location.pathname.slice(BASENAME.length) || '/'
  const toEntrance = path === ENTRANCE || (!OPEN_PATHS.includes(path) && !useSession.getState().token)
  return toEntrance ? entrancePage.preload().catch(() => undefined) : Promise.resolve()
}

function AppRoutes() {
  const menuRoutes = usePermission((s) => s.menuRoutes)
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        element: <Guard />,
        children: [
          ...toRouteObjects(entranceRoutes),
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
    <BrowserRouter basename={BASENAME}>
      <AppRoutes />
    </BrowserRouter>
  )
}
