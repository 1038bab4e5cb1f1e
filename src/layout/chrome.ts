import { createContext, startTransition, useContext, useEffect, useState } from 'react'

/**
 * The shell's chrome — the sidebar's menu, the top bar's breadcrumb and tools, the tab strip — renders right after the
 * page's first paint, not in the same task (issue 23): on a sign-in or a reload its first render (rc-menu, rc-tabs
 * measuring their items, the bell, the search …) held the first data row back by ≈ 100 ms. Their containers (sidebar,
 * top bar, tab strip) render at once, so nothing on the page moves when they fill in.
 *
 * True outside the shell (a part rendered on its own renders whole).
 */
export const ChromeReady = createContext(true)

/** Whether the shell's chrome may render now (see ChromeReady). */
export const useChromeReady = () => useContext(ChromeReady)

/**
 * False on the first render, true once that render has been painted (the Shell's value for ChromeReady). A hidden page
 * paints nothing (and gets no animation frames): there it is true at once.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'visible',
  )
  useEffect(() => {
    if (painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs before the next paint; a task queued from it runs after that paint. A transition, so a
    // click or a key meanwhile is handled between its slices.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [painted])
  return painted
}
