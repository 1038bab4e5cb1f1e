import { useCallback, useEffect, useState } from 'react'
import { asError, useCurrentLoad } from './currentLoad'

/**
 * Loads what a page shows and reloads when `deps` change; a newer load wins over an older one still in flight. A
 * failure is state — the page says 加载失败 with 重试 (components/LoadFailed) — never a rejection nobody awaits
 * (issue 22); the request layer has already said why.
 *
 * `load` passes the signal to its calls: it is aborted once nobody waits for the load (./currentLoad).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T>()
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<Error | null>(null)
  const loads = useCurrentLoad()
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps)

  const reload = useCallback(async () => {
    const mine = loads.start()
    setLoading(true)
    try {
      const value = await run(mine.signal)
      if (loads.isCurrent(mine)) {
        setData(value)
        setError(null)
      }
    } catch (failure) {
      if (loads.isCurrent(mine)) setError(asError(failure))
    } finally {
      mine.abort()
      if (loads.isCurrent(mine)) setLoading(false)
    }
  }, [run, loads])

  useEffect(() => {
    void reload()
    return loads.stop
  }, [reload, loads])

  return { data, loading, error, reload }
}
