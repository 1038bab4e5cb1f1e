/**
 * What the route progress bar shows (issue 16): a navigation is "loading" from the moment its page's code is fetched
 * (or, for a page already loaded, from its commit) until nothing it waits for is pending — the page's code (until the
 * page has mounted) and the requests in flight (the page's first data starts in its mount effects). Plain module state with a subscribe/snapshot pair for useSyncExternalStore; no React, no DOM.
 */

type Listener = () => void

let pending = 0
let generation = 0
let loading = false
let settleTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<Listener>()

const emit = () => listeners.forEach((l) => l())

/**
 * Ends the loading phase once nothing is pending, one task later: a page that just mounted starts its requests in
 * its effects and through promises, which all run before the next task.
 */
function scheduleSettle() {
  clearTimeout(settleTimer)
  settleTimer = setTimeout(() => {
    if (pending === 0 && loading) {
      loading = false
      emit()
    }
  }, 0)
}

/** Counts `work` as pending until it settles (either way); returns it unchanged. */
export function trackLoad<T>(work: Promise<T>): Promise<T> {
  pending++
  const counted = generation
  const done = () => {
    if (counted !== generation) return // counted before a reset
    pending--
    if (pending === 0) scheduleSettle()
  }
  work.then(done, done)
  return work
}

/** A navigation has committed: loading until what it waits for has settled (at once if nothing is pending). */
export function navigationStarted(): void {
  if (!loading) {
    loading = true
    emit()
  }
  scheduleSettle()
}

/**
 * A route's code started loading. React renders the new route in a transition and keeps the old page on screen until
 * the code is there, so the navigation commits only then: the bar starts now, not at the commit. Called while React
 * renders (lazy init), so subscribers hear of it a microtask later.
 */
function pageLoadStarted(): void {
  if (loading) return
  loading = true
  queueMicrotask(emit)
}

export const isRouteLoading = () => loading

export function subscribeRouteLoading(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Longest a page is waited for after its code arrived, for a page that never mounts (the user went elsewhere first).
 * Generous: on a busy machine the first render of a big page can take seconds, and ending early would miss its data.
 */
export const MOUNT_WAIT_MS = 10_000

/**
 * A route page's loader, tracked: pending from the first fetch of its code until the page has mounted (`onMount` is
 * handed to the loaded module's wrapper), so the bar covers the gap between code and first data.
 */
export function trackPageLoad<M>(load: () => Promise<M>): { module: Promise<M>; mounted: () => void } {
  let mounted!: () => void
  const shown = new Promise<void>((resolve) => (mounted = resolve))
  pageLoadStarted()
  const module = load()
  module.then(
    () => setTimeout(mounted, MOUNT_WAIT_MS),
    () => mounted(),
  )
  trackLoad(shown)
  return { module, mounted }
}

/** Test helper: back to the initial state. */
export function resetRouteProgress(): void {
  generation++
  pending = 0
  loading = false
  clearTimeout(settleTimer)
  emit()
}
