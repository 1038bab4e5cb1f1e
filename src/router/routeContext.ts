/**
 * What the layout and pages read of the router: the base path and the app routes matched by the current location.
 * It sits below AppRouter (which provides the routes) and the layout (which reads them), so neither imports the other.
 */
import { createContext, useContext, useMemo } from 'react'
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom'
import type { AppRoute } from './types'

/** The app's base path without the trailing slash ('/portal'). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '')

/** The route objects in use, provided by AppRouter. */
export const RoutesContext = createContext<RouteObject[]>([])

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
