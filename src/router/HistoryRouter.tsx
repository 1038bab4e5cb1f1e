import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react'
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom'
import { observeRoute } from '../analytics/track'

/**
 * Navigations render as transitions (react-router's way): a page whose code is still loading leaves the old one on
 * screen, not a loading view. One does not (issue 23): from the entrance to the session's first page, whose code,
 * layout and data the session load has fetched already. A transition render is cut into 5 ms slices with every other
 * task let in between; measured at sign-in, the first page took ≈ 400 ms that way against ≈ 230 ms in one pass.
 */
let urgent = false

/** The navigation that follows in this task renders at once, in one pass; a mark no navigation used expires with it. */
export function markNextNavigationUrgent() {
  urgent = true
  queueMicrotask(() => (urgent = false))
}

/** react-router's BrowserRouter, but for the urgent navigation, which is no transition. */
export function HistoryRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }))
  const [state, setState] = useState({ action: history.action, location: history.location })
  useLayoutEffect(
    () =>
      history.listen((next) => {
        if (!urgent) return startTransition(() => setState(next))
        urgent = false
        setState(next)
      }),
    [history],
  )
  // Each location rendered, for the page views of the reports (issue 45).
  useLayoutEffect(() => observeRoute(state.location), [state.location])
  return (
    <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  )
}
