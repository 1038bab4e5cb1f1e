import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Loads what a page shows and reloads when `deps` change; a newer load wins over an older one still in flight. A
 * failure is state — the page says 加载失败 with 重试 (components/LoadFailed) — never a rejection nobody awaits
 * (issue 22); the request layer has already said why.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T>()
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<Error | null>(null)
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
        setError(null)
      }
    } catch (failure) {
      if (mine === seq.current) setError(failure instanceof Error ? failure : new Error(String(failure)))
    } finally {
      if (mine === seq.current) setLoading(false)
    }
  }, [run])

  useEffect(() => {
    void reload()
  }, [reload])

  return { data, loading, error, reload }
}
