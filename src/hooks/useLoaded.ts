import { useCallback, useEffect, useRef, useState } from 'react'

export interface Loaded<T> {
  /** undefined until the first answer. */
  value: T | undefined
  /** Why the last load failed, until one succeeds. */
  error: Error | null
  /** Asks again (the page's 重试). */
  reload(): void
}

/**
 * What a page must load before it can show (a record, a diagram): its answer or its failure as state — never a
 * rejection nobody awaits (issue 22). `load` changes when what to load changes (a useCallback over the page's id).
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [value, setValue] = useState<T>()
  const [error, setError] = useState<Error | null>(null)
  const latest = useRef(0)
  const reload = useCallback(() => {
    const ticket = ++latest.current
    load().then(
      (answer) => {
        if (ticket !== latest.current) return
        setValue(answer)
        setError(null)
      },
      (failure: unknown) => {
        if (ticket === latest.current) setError(failure instanceof Error ? failure : new Error(String(failure)))
      },
    )
  }, [load])
  useEffect(reload, [reload])
  return { value, error, reload }
}
