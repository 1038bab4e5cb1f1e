/**
 * Resolves once `count` more XMLHttpRequests have been sent, or after `maxMs` at the latest. Start-up fetches the
 * layout's and the first page's chunks only after the session's calls have left (issue 23): on HTTP/1.1 the browser
 * opens six connections to a host, and chunks asked for first held the session's calls back by 55–150 ms on a reload
 * (bench --net). Waiting for the request layer's chunk and a task was not enough: axios sends a call a task or more
 * after it was made.
 */
export function afterRequestsSent(count: number, maxMs: number): Promise<void> {
  // None to wait for: a reload's calls that public/prefs.js sent ahead (issue 51) are on their way already.
  if (count <= 0 || typeof XMLHttpRequest === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const waiter = { until: sent + count, resolve: () => undefined as void }
    const timer = setTimeout(() => settle(waiter), maxMs)
    waiter.resolve = () => {
      clearTimeout(timer)
      resolve()
    }
    waiters.add(waiter)
    watch()
  })
}

interface Waiter {
  until: number
  resolve(): void
}
let sent = 0
const waiters = new Set<Waiter>()
let original: XMLHttpRequest['send'] | undefined

function settle(waiter: Waiter) {
  waiters.delete(waiter)
  waiter.resolve()
  if (!waiters.size && original) {
    XMLHttpRequest.prototype.send = original
    original = undefined
  }
}

/** Counts sends while someone waits; the prototype is left as it was once nobody does. */
function watch() {
  if (original) return
  const send = XMLHttpRequest.prototype.send
  original = send
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) {
    send.apply(this, args)
    sent++
    for (const w of [...waiters]) if (sent >= w.until) settle(w)
  }
}
