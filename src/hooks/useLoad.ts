import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Loads data for a page and reloads when `deps` change; a newer load wins over an older one still in flight.
 * Errors have been shown by the request layer: `error` only lets the page render an empty state.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T>()
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState(false)
  const seq = useRef(0)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps)

  const reload = useCallback(async () => {
    const mine = ++seq.current
    setLoading(true)
    try {
      const value = await run()
      if (mine === seq.current) {
        setData(value)
        setError(false)
      }
    } catch {
      if (mine === seq.current) setError(true)
    } finally {
      if (mine === seq.current) setLoading(false)
    }
  }, [run])

  useEffect(() => {
    void reload()
  }, [reload])

  return { data, loading, error, reload }
}
