import { matchPath } from 'react-router-dom'
import { findView } from './pages'
import { joinPath, PARENT_VIEW, type AppRoute, type PageLoader } from './types'

/** The page loader of the route that serves `pathname` (static route loader or server view), if any. */
export function pageLoaderFor(pathname: string, routes: AppRoute[], parent = '/'): PageLoader | undefined {
  for (const route of routes) {
    const path = joinPath(parent, route.path)
    if (route.children?.length) {
      const found = pageLoaderFor(pathname, route.children, path)
      if (found) return found
    }
    const { component } = route
    if (!component || component === PARENT_VIEW || !matchPath({ path, end: true }, pathname)) continue
    if (typeof component === 'function') return component
    const view = findView(component)
    if (view) return view
  }
  return undefined
}

/**
 * Where the server's menu pages live, from the last session that built its routes: full path → yudao view path
 * ('/infra/config' → 'infra/config/index'). A hint only (issue 23): the next reload or sign-in fetches the first page's
 * code from it while the session's calls are still under way, instead of after them; the menus the session brings
 * decide what is shown.
 */
export function viewPaths(routes: AppRoute[], parent = '/', out: Record<string, string> = {}): Record<string, string> {
  for (const route of routes) {
    const path = joinPath(parent, route.path)
    if (route.children?.length) viewPaths(route.children, path, out)
    if (typeof route.component === 'string' && route.component !== PARENT_VIEW && findView(route.component)) out[path] = route.component
  }
  return out
}

/** The yudao view path the stored hint names for `pathname` (see viewPaths). */
export function hintedView(pathname: string, hint: Record<string, string> | undefined): string | undefined {
  for (const [path, component] of Object.entries(hint ?? {})) if (matchPath({ path, end: true }, pathname)) return component
  return undefined
}
