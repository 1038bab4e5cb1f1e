import { createContext, startTransition, useContext, useEffect, useState } from 'react'
import { fetchLateParts } from './lateLazy'

/**
 * What may wait until the start-up's first paint (issues 23, 51): the shell's chrome — the sidebar's menu, the top
 * bar's breadcrumb and tools, the tab strip, the (closed) settings drawer — and a list's heavier search controls, its
 * pagination and its toolbar's tips render right after the page's first paint, not in the same task. On a sign-in or a
 * reload their first render (rc-menu, rc-tabs measuring their items, the bell, the search, rc-select, rc-picker
 * measuring its inputs …) held the first data row back. Their boxes render at once, so nothing on the page moves when
 * they fill in, and a press on one before then brings it at once (SearchStandIn, RightToolbar's 显隐列): nothing the user
 * does is lost. Most of them bring their code after that paint too (lateLazy): a reload neither parses nor runs it first.
 *
 * True outside the shell and once it has painted: a page opened later renders whole at once.
 */
export const FirstPaintDone = createContext(true)

/** Whether what may wait for the first paint renders now (see FirstPaintDone). */
export const useFirstPaintDone = () => useContext(FirstPaintDone)

/**
 * False on the first render, true once that render has been painted (the Shell's value for FirstPaintDone). A hidden
 * page paints nothing (and gets no animation frames): there it is true at once.
 */
export function useTrackFirstPaint(): boolean {
  const [painted, setPainted] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'visible',
  )
  useEffect(() => {
    if (painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs before the next paint; a task queued from it runs after that paint. A transition, so a
    // click or a key meanwhile is handled between its slices.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        startTransition(() => setPainted(true))
        fetchLateParts()
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [painted])
  return painted
}
