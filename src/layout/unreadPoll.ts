/** What the poller needs from the page: hidden state and its change event (document in the app, a fake in tests). */
export interface Visibility {
  readonly hidden: boolean
  addEventListener(type: 'visibilitychange', listener: () => void): void
  removeEventListener(type: 'visibilitychange', listener: () => void): void
}

export interface UnreadPollOptions {
  fetchCount: () => Promise<number>
  onCount: (count: number) => void
  /** spec §9: 120000 ms. */
  intervalMs: number
  visibility?: Visibility
  now?: () => number
  /** When the count was last asked for (by another tab that polled before this one took over): the next poll is due an interval later. */
  lastPolledAt?: number
}

/**
 * Polls the unread count (spec §4): once at start (unless `lastPolledAt` says one is not due yet), then every interval
 * while the page is visible. A hidden page makes no calls; when it is shown again and a poll is due, it polls at once
 * and restarts the interval. One tab of the browser runs it, for all of them (live/liveClient.ts), with "visible"
 * meaning any tab of the browser is. Returns the stop function.
 */
export function startUnreadPoll({
  fetchCount,
  onCount,
  intervalMs,
  visibility = document,
  now = Date.now,
  lastPolledAt = -Infinity,
}: UnreadPollOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let last = lastPolledAt
  let stopped = false

  const poll = () => {
    last = now()
    fetchCount().then(
      (count) => !stopped && onCount(Number(count) || 0),
      () => undefined, // the request layer already told the user; the next poll tries again
    )
  }
  // A timeout chain, not an interval: after a hidden spell the next poll keeps its original due time.
  const wait = (delay: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      poll()
      wait(intervalMs)
    }, delay)
  }
  const resume = () => {
    const due = last + intervalMs - now()
    if (due <= 0) {
      poll()
      wait(intervalMs)
    } else wait(due)
  }
  const onVisibility = () => (visibility.hidden ? clearTimeout(timer) : resume())

  if (!visibility.hidden) resume()
  visibility.addEventListener('visibilitychange', onVisibility)
  return () => {
    stopped = true
    clearTimeout(timer)
    visibility.removeEventListener('visibilitychange', onVisibility)
  }
}
