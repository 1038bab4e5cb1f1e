import type { ColorScheme } from '../stores/settings'

/** The media queries behind 跟随系统 and reduced motion (issue 12). public/prefs.js uses the same dark query. */
export const DARK_QUERY = '(prefers-color-scheme: dark)'
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

export type ResolvedTheme = 'light' | 'dark'

/** The theme a colour scheme gives: 'system' follows the browser's preference. Same rule as public/prefs.js. */
export const resolveTheme = (scheme: ColorScheme, systemDark: boolean): ResolvedTheme =>
  scheme === 'dark' || (scheme === 'system' && systemDark) ? 'dark' : 'light'

/**
 * Marks the document as public/prefs.js does before the first paint: `data-theme` drives the CSS variables of
 * src/styles/theme.css, `data-care="1"` the elder-friendly mode (关怀模式).
 */
export function markDocument(root: HTMLElement, theme: ResolvedTheme, care: boolean) {
  root.dataset.theme = theme
  if (care) root.dataset.care = '1'
  else delete root.dataset.care
}
