import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Loads what a page shows and reloads when `deps` change; a newer load wins over an older one still in flight. A
 * failure is state — the page says 加载失败 with 重试 (components/LoadFailed) — never a rejection nobody awaits
 * (issue 22); the request layer has already said why.
 *
 * `load` passes the signal to its calls (api/http/client CallOptions). It is aborted once nobody waits for the load:
 * a newer load started, the page went (closed, or hidden by keep-alive, which loads again when shown), or the load
 * failed — so the calls it still had out (a Promise.all's others, retrying a dropped connection) stop instead of
 * saying so again after the user has moved on, e.g. after a 重试 that worked.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T>()
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<Error | null>(null)
  /** The load the page waits for. */
  const current = useRef<AbortController | null>(null)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps)

  const reload = useCallback(async () => {
    current.current?.abort()
    const mine = new AbortController()
    current.current = mine
    setLoading(true)
    try {
      const value = await run(mine.signal)
      if (mine === current.current) {
        setData(value)
        setError(null)
      }
    } catch (failure) {
      if (mine === current.current) setError(failure instanceof Error ? failure : new Error(String(failure)))
    } finally {
      mine.abort()
      if (mine === current.current) setLoading(false)
    }
  }, [run])

  useEffect(() => {
    void reload()
    return () => {
      current.current?.abort()
      current.current = null
    }
  }, [reload])

  return { data, loading, error, reload }
}
