import type { ComponentType, LazyExoticComponent } from 'react'
import { trackedLazy } from '../layout/trackedPage'
import { syncLoader } from './moduleCache'
import type { PageLoader } from './types'

/**
 * Page registry for server menus: `src/views/<yudao view path>.tsx` re-exports the page that serves that path,
 * so a real yudao backend's `component: 'system/dict/index'` opens our dictionary page.
 */
const views = import.meta.glob<{ default: ComponentType }>('../views/**/*.tsx')

const viewKey = (file: string) => file.replace(/^\.\.\/views\//, '').replace(/\.tsx$/, '')
const registry = new Map<string, PageLoader>(Object.entries(views).map(([file, load]) => [viewKey(file), load]))

/** Normalises a server component path: leading slash and trailing `.vue` are tolerated. */
export const normaliseViewPath = (component: string) => component.replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '')

export function findView(component: string): PageLoader | undefined {
  const key = normaliseViewPath(component)
  return registry.get(key) ?? registry.get(`${key}/index`)
}

export const registeredViews = () => [...registry.keys()]

/**
 * Light first-page requests: `src/views/<yudao view path>/prefetch.ts` exports the view's `prefetch` without the page's
 * code (antd), so a reload asks for the page's first rows beside the session's calls (issue 23).
 */
export type PrefetchModule = { prefetch: () => Promise<void> }
const prefetches = import.meta.glob<PrefetchModule>('../views/**/prefetch.ts')
const prefetchRegistry = new Map(Object.entries(prefetches).map(([file, load]) => [file.replace(/^\.\.\/views\//, '').replace(/\/prefetch\.ts$/, ''), load]))

/** The light prefetch module of a view, if it has one. */
export function findPrefetch(component: string): (() => Promise<PrefetchModule>) | undefined {
  const key = normaliseViewPath(component)
  return prefetchRegistry.get(key.replace(/\/index$/, '')) ?? prefetchRegistry.get(key)
}

const lazyCache = new Map<PageLoader, LazyExoticComponent<ComponentType>>()

/** One lazy component per loader, so React keeps page state across re-renders. */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyCache.get(loader)
  if (!page) {
    // The route progress bar follows the page from its code's fetch to its mount (issue 16). A page preloaded during
    // start-up (./preload.ts) renders at once, without a loading view (issue 13).
    page = trackedLazy(syncLoader(loader))
    lazyCache.set(loader, page)
  }
  return page
}
