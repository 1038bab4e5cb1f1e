import { Suspense, createContext, lazy, useContext, useMemo } from 'react'
import { BrowserRouter, Navigate, Outlet, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { useLayoutRoutes } from '../stores/permission'
import { ENTRANCE, FullPageLoading, Guard } from './guard'
import { toRouteObjects } from './routeObjects'
import { bareRoutes } from './staticRoutes'
import type { AppRoute } from './types'
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

const entranceRoutes = bareRoutes.filter((r) => r.path === ENTRANCE)
const antdBareRoutes = bareRoutes.filter((r) => r.path !== ENTRANCE)

export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '')

const RoutesContext = createContext<RouteObject[]>([])

function AppRoutes() {
  const layoutRoutes = useLayoutRoutes()
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
                  ...toRouteObjects(layoutRoutes),
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
    [layoutRoutes],
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

export interface RouteMatchInfo {
  route: AppRoute
  pathname: string
  params: Record<string, string | undefined>
}

/** The app routes matched by the current location, outermost first (breadcrumb, tabs, titles). */
export function useRouteMatches(): RouteMatchInfo[] {
  const routes = useContext(RoutesContext)
  const location = useLocation()
  return useMemo(
    () =>
      (matchRoutes(routes, location) ?? [])
        .filter((m) => m.route.handle)
        .map((m) => ({ route: m.route.handle as AppRoute, pathname: m.pathname, params: m.params })),
    [routes, location],
  )
}
