import { useState } from 'react'

/**
 * The load a page or a list waits for (issue 22), one at a time. `start()` aborts the load before and returns the new
 * one's controller, whose signal goes to each of its calls (api/http/client CallOptions); `isCurrent(load)` says
 * whether its answer may still be shown; `stop()`, the effect's cleanup — the page went (closed, or hidden by
 * keep-alive, which runs the effect again when shown) — aborts it and forgets it. A load aborts its own controller
 * once it is over, so none of its calls (a Promise.all's others, the retries of a dropped connection) is left out to
 * say anything after the user has moved on.
 */
export function useCurrentLoad() {
  const [loads] = useState(() => {
    let current: AbortController | null = null
    return {
      start() {
        current?.abort()
        current = new AbortController()
        return current
      },
      isCurrent: (load: AbortController) => load === current,
      stop() {
        current?.abort()
        current = null
      },
    }
  })
  return loads
}

/** What a load (or a page's render, PageBoundary) threw, as an Error (the state a page shows). */
export const asError = (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure)))
