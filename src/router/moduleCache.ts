import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PageLoader, PageModule } from './types'

/**
 * Modules fetched ahead of their first render (issue 13). Once a loader's module is here, the loader answers with a
 * thenable that resolves synchronously, so React.lazy renders it at once: no Suspense fallback, and none of React's
 * fallback throttle (≈300 ms after a fallback appeared, during which a ready page is held back).
 */
const loaded = new Map<Loader, unknown>()
const loading = new Map<Loader, Promise<void>>()
type Loader<M = unknown> = () => Promise<M>

/** Fetches a module once; resolves when it is here (a failed fetch resolves too: the route's own lazy load retries). */
export function preload(loader: Loader): Promise<void> {
  if (loaded.has(loader)) return Promise.resolve()
  let pending = loading.get(loader)
  if (!pending) {
    pending = loader().then(
      (m) => void loaded.set(loader, m),
      () => void loading.delete(loader),
    )
    loading.set(loader, pending)
  }
  return pending
}

/** The module, once `preload` (or a render) has fetched it. */
export const loadedModule = <M = PageModule>(loader: Loader<M>): M | undefined => loaded.get(loader) as M | undefined

/** The loader, answering synchronously once its module is here (and fetching it as `preload` does otherwise). */
export function syncLoader(loader: PageLoader): PageLoader {
  return () => {
    const m = loadedModule(loader)
    if (m) return { then: (resolve: (m: PageModule) => void) => resolve(m) } as unknown as Promise<PageModule>
    return loader().then((module) => {
      loaded.set(loader, module)
      return module
    })
  }
}

/** React.lazy over a preloadable loader: renders without suspending once `preload(loader)` has finished. */
export function preloadableLazy<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(syncLoader(loader as unknown as PageLoader) as unknown as () => Promise<{ default: ComponentType<P> }>)
}
