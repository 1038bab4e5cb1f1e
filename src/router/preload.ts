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
