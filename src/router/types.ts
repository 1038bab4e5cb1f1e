import type { ComponentType } from 'react'
import type { Text } from '../i18n'

export type PageModule = {
  default: ComponentType
  /**
   * Asks for the page's first data; called when the page is the session's first, before it renders (issue 13).
   * Resolves when the answer is here, failed or not.
   */
  prefetch?: () => Promise<void>
}
export type PageLoader = () => Promise<PageModule>

/** Route meta (spec §3: route item). */
export interface RouteMeta {
  /** A menu's name from the server (data), or a static route's `msg(…)`: shown with `text(title)`. */
  title?: Text
  icon?: string | null
  /** Affixed tabs can't be closed. */
  affix?: boolean
  /** true = not kept alive when the user switches tabs. */
  noCache?: boolean
  /** External http(s) page shown in a frame. */
  link?: string
  /** Sidebar entry to highlight for a hidden page. */
  activeMenu?: string
  /** false = not in the breadcrumb. */
  breadcrumb?: boolean
}

/** A route of the app, static or built from a server menu (vue-router style: children paths are relative). */
export interface AppRoute {
  path: string
  name?: string
  hidden?: boolean
  alwaysShow?: boolean
  /** 'noRedirect' marks a breadcrumb entry that is not a link. */
  redirect?: string
  meta?: RouteMeta
  /** A server view path ('system/dict/index'), 'ParentView', 'IframeView', or a page loader for static routes. */
  component?: string | PageLoader
  children?: AppRoute[]
  /** Params that must be numeric; anything else goes to /404. */
  numericParams?: string[]
  /** Roles allowed to open the route (any of them); absent = every signed-in user. */
  roles?: string[]
}

export const PARENT_VIEW = 'ParentView'
export const IFRAME_VIEW = 'IframeView'

/** Joins a parent path and a child path the way vue-router resolves nested routes. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/') || /^https?:\/\//i.test(child)) return child
  return `${parent.replace(/\/$/, '')}/${child}`.replace(/\/+/g, '/')
}
