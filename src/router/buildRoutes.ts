import type { Menu } from '../api/types'
import { isHttpUrl } from '../utils/url'
import { IFRAME_VIEW, PARENT_VIEW, type AppRoute } from './types'

/**
 * Server menus → app routes (spec §2.2). Pure: the component stays a string, resolved later by the page registry.
 * - top-level entries with children are hosted by the layout; nested ones with children by a plain parent view;
 * - a top-level page without children gets the layout with a single index child;
 * - external http(s) links become frame pages (meta.link); links of any other scheme are dropped.
 */
export function buildRoutes(menus: Menu[], isTopLevel = true): AppRoute[] {
  const routes: AppRoute[] = []
  for (const menu of menus) {
    const route = buildRoute(menu, isTopLevel)
    if (route) routes.push(route)
  }
  return routes
}

function buildRoute(menu: Menu, isTopLevel: boolean): AppRoute | undefined {
  const meta = { title: menu.name, icon: menu.icon ?? undefined, noCache: !menu.keepAlive }
  const base = { name: menu.componentName || undefined, hidden: menu.visible === false, alwaysShow: !!menu.alwaysShow, meta }
  const external = /^[a-z][a-z\d+.-]*:/i.test(menu.path)
  if (external) {
    if (!isHttpUrl(menu.path)) return undefined
    const page: AppRoute = { ...base, path: `link-${menu.id}`, component: IFRAME_VIEW, meta: { ...meta, link: menu.path } }
    return isTopLevel ? { ...base, path: `/link-${menu.id}`, component: PARENT_VIEW, alwaysShow: false, children: [{ ...page, path: 'index' }] } : page
  }
  const path = isTopLevel && !menu.path.startsWith('/') ? `/${menu.path}` : menu.path
  if (menu.children?.length) {
    return { ...base, path, redirect: 'noRedirect', component: PARENT_VIEW, children: buildRoutes(menu.children, false) }
  }
  if (isTopLevel && menu.component) {
    // A top-level page sits in the layout like any other: `/path` hosts it as its index.
    return { ...base, path, component: PARENT_VIEW, alwaysShow: false, children: [{ ...base, path: 'index', component: menu.component }] }
  }
  if (!menu.component) return isTopLevel ? { ...base, path, component: PARENT_VIEW, children: [] } : undefined
  return { ...base, path, component: menu.component }
}
