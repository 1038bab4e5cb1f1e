/**
 * What the layout and pages read of the router: the base path and the app routes matched by the current location.
 * It sits below AppRouter (which provides the routes) and the layout (which reads them), so neither imports the other.
 */
import { createContext, useContext } from 'react'
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

/**
 * Matches per route table and path. react-router's matchRoutes flattens and ranks the whole table on every call (≈ 2.5 ms
 * with the menus' routes), and the shell, breadcrumb, tabs and page each ask for the same path (issue 23).
 */
const matchCache = new WeakMap<RouteObject[], Map<string, RouteMatchInfo[]>>()

/** The app routes matching `pathname` in `routes`, outermost first. */
export function matchAppRoutes(routes: RouteObject[], pathname: string): RouteMatchInfo[] {
  let byPath = matchCache.get(routes)
  if (!byPath) matchCache.set(routes, (byPath = new Map()))
  let matches = byPath.get(pathname)
  if (!matches) {
    matches = (matchRoutes(routes, pathname) ?? [])
      .filter((m) => m.route.handle)
      .map((m) => ({ route: m.route.handle as AppRoute, pathname: m.pathname, params: m.params }))
    byPath.set(pathname, matches)
  }
  return matches
}

/** The app routes matched by the current location, outermost first (breadcrumb, tabs, titles). */
export function useRouteMatches(): RouteMatchInfo[] {
  const routes = useContext(RoutesContext)
  const { pathname } = useLocation()
  return matchAppRoutes(routes, pathname)
}
