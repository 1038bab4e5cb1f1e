import { useEffect, useSyncExternalStore } from 'react'
import { useSettings } from '../stores/settings'
import { DARK_QUERY, markDocument, REDUCED_MOTION_QUERY, resolveTheme, type ResolvedTheme } from '../utils/displayPrefs'

const subscribeTo = (query: string) => (onChange: () => void) => {
  const list = window.matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}
const subscribeDark = subscribeTo(DARK_QUERY)
const subscribeMotion = subscribeTo(REDUCED_MOTION_QUERY)

/** Whether a media query matches now, re-rendering when it changes (the system switches to dark, say). */
const useMedia = (query: string, subscribe: (onChange: () => void) => () => void) =>
  useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false)

/** The user asks the system for less motion (prefers-reduced-motion). */
export const useReducedMotion = () => useMedia(REDUCED_MOTION_QUERY, subscribeMotion)

/** Light or dark, from the chosen colour scheme and, for 跟随系统, the system's preference. */
export function useResolvedTheme(): ResolvedTheme {
  const scheme = useSettings((s) => s.colorScheme)
  const systemDark = useMedia(DARK_QUERY, subscribeDark)
  return resolveTheme(scheme, systemDark)
}

/** Keeps <html data-theme data-care> in step with the settings after public/prefs.js set them for the first paint. */
export function useDocumentPrefs() {
  const theme = useResolvedTheme()
  const care = useSettings((s) => s.care)
  useEffect(() => markDocument(document.documentElement, theme, care), [theme, care])
}
