import { createElement, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { trackPageLoad } from './routeProgress'

type PageModule = { default: ComponentType }

/**
 * React.lazy for a route page whose loading the route progress bar follows (issue 16): from the fetch of its code
 * until it has mounted. Its mount effect runs after the page's own effects, so the page's first requests are already
 * counted by then. No antd here: the router (and so the entrance) imports it.
 */
export function trackedLazy(loader: () => Promise<PageModule>): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    const { module, mounted } = trackPageLoad(loader)
    const withSignal = ({ default: Page }: PageModule): PageModule => {
      function TrackedPage(props: object) {
        useEffect(mounted, [])
        return createElement(Page, props)
      }
      TrackedPage.displayName = `Tracked(${Page.displayName ?? Page.name ?? 'Page'})`
      return { default: TrackedPage }
    }
    // A thenable, not a new promise: a preloaded loader answers synchronously and React then renders the page at
    // once (the entrance's budget, issue 2); chaining a promise would add a loading view in between.
    const thenable = {
      then: (resolve: (m: PageModule) => void, reject: (e: unknown) => void) => module.then((m) => resolve(withSignal(m)), reject),
    }
    return thenable as unknown as Promise<PageModule>
  })
}
