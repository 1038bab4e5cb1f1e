import { text, translate } from '../i18n'
import type { RouteMatchInfo } from '../router/routeContext'
import { PARENT_VIEW, joinPath, type AppRoute } from '../router/types'

/** A sidebar / top-nav entry: `key` is the full path it opens (or the folder's path). */
export interface NavItem {
  key: string
  /** In the current language (a route title is a `Text`): build the entries again after a switch. */
  title: string
  icon?: string | null
  /** External page shown in a frame (meta.link). */
  link?: string
  children?: NavItem[]
}

const visible = (routes: AppRoute[] | undefined) => (routes ?? []).filter((r) => !r.hidden)

/**
 * Routes → menu entries, yudao's sidebar rule: hidden routes are left out; a folder with exactly one visible child
 * (and not alwaysShow) shows that child in its place; a folder with no visible child is an entry itself.
 */
export function navItems(routes: AppRoute[], base = '/'): NavItem[] {
  return visible(routes).map((route) => {
    const path = joinPath(base, route.path)
    const shown = visible(route.children)
    if (!route.alwaysShow && shown.length <= 1) {
      const only = shown[0]
      if (!only) return leaf(route, path)
      if (!visible(only.children).length) return leaf(only, joinPath(path, only.path), route.meta?.icon)
    }
    return { key: path, title: titleOf(route), icon: route.meta?.icon, children: navItems(route.children ?? [], path) }
  })
}

/** A route's title in the current language ('' without one). */
export const titleOf = (route: AppRoute): string => (route.meta?.title ? text(route.meta.title) : '')

const leaf = (route: AppRoute, key: string, parentIcon?: string | null): NavItem => ({
  key,
  title: titleOf(route),
  icon: route.meta?.icon || parentIcon,
  link: route.meta?.link,
})

/** Keys of the folders above `key` in the menu (to open them). */
export function ancestorKeys(items: NavItem[], key: string): string[] {
  for (const item of items) {
    if (item.key === key) return []
    if (item.children) {
      const below = ancestorKeys(item.children, key)
      if (below.length || item.children.some((c) => c.key === key)) return [item.key, ...below]
    }
  }
  return []
}

/** The path of the named route (e.g. MyNotifyMessage), or undefined. */
export function pathOfName(routes: AppRoute[], name: string, base = '/'): string | undefined {
  for (const route of routes) {
    const path = joinPath(base, route.path)
    if (route.name === name) return path
    const found = route.children && pathOfName(route.children, name, path)
    if (found) return found
  }
  return undefined
}

export interface Crumb {
  title: string
  /** Absent for entries that are not links (noRedirect, the last one). */
  to?: string
}

export const HOME_PATH = '/index'

/**
 * spec §2.3 breadcrumb: home first, then titled matched routes; noRedirect entries and the last are not links. The titles
 * are in the current language: build the crumbs again after a switch.
 */
export function breadcrumbItems(matches: RouteMatchInfo[]): Crumb[] {
  const titled = matches.filter((m) => m.route.meta?.title && m.route.meta.breadcrumb !== false)
  const entries = titled.map((m) => ({ title: titleOf(m.route), redirect: m.route.redirect, path: m.pathname }))
  if (entries[0]?.path !== HOME_PATH) entries.unshift({ title: translate('layout', 'home'), redirect: undefined, path: HOME_PATH })
  // A top-level server page is a folder and its index page with one title: show it once.
  const crumbs = entries.filter((e, i) => entries[i + 1]?.title !== e.title)
  return crumbs.map((e, i) => ({
    title: e.title,
    to: i === crumbs.length - 1 || e.redirect === 'noRedirect' ? undefined : (e.redirect ?? e.path),
  }))
}

/** spec §9: each top-menu item is 85 px wide; about a third of the window holds them. */
export const TOP_MENU_ITEM_WIDTH = 85

/** spec §2.3 top nav: ⌊width / 3 / 85⌋ items shown, the rest under 更多菜单. */
export function splitTopMenu<T>(items: T[], windowWidth: number): { shown: T[]; more: T[] } {
  const count = Math.max(1, Math.floor(windowWidth / 3 / TOP_MENU_ITEM_WIDTH))
  return { shown: items.slice(0, count), more: items.slice(count) }
}

/** The top-nav entry that contains `path` (its own page or a folder above it). */
export function topItemOf(items: NavItem[], path: string): NavItem | undefined {
  return items.find((i) => path === i.key || path.startsWith(`${i.key}/`) || (i.children && ancestorKeys([i], path).length > 0))
}

/** Leaf routes a user can search for (spec §2.3): not hidden, titled, under titled parents. */
export interface SearchEntry {
  /** App path, or the external http(s) address for links. */
  path: string
  /** Parent titles then its own, e.g. ['系统管理', '字典管理'], in the current language. */
  title: string[]
  external: boolean
}

export function searchEntries(routes: AppRoute[], allowed: (route: AppRoute) => boolean = () => true, base = '/', prefix: string[] = []): SearchEntry[] {
  const out: SearchEntry[] = []
  for (const route of routes) {
    if (route.hidden || !allowed(route)) continue
    const path = joinPath(base, route.path)
    const own = titleOf(route)
    const title = own && prefix.at(-1) !== own ? [...prefix, own] : prefix
    const children = route.children ?? []
    if (children.length) out.push(...searchEntries(children, allowed, path, title))
    else if (own && route.component !== PARENT_VIEW && route.redirect !== 'noRedirect') {
      const link = route.meta?.link
      out.push({ path: link ?? path, title, external: !!link })
    }
  }
  return out
}
