import type { Root } from 'react-dom/client'

/**
 * The entrance's rehearsal (rehearsal.tsx) while it is mounted. Kept apart from it: the app's antd providers end it,
 * and an import of rehearsal.tsx would put every antd part it renders (the date picker among them) into the chunks a
 * reload waits for (issue 51); the entrance loads it on its own.
 */
export const mounted: { rehearsal?: { root: Root; committed: boolean } } = {}

/**
 * Drops the rehearsal: once the app's own antd parts are mounted (AntdProviders). Not before: antd frees a theme's
 * computed tokens and CSS variables with their last user, and computed them all again for the first page (≈ 70 ms of
 * a sign-in's profile with Enter at once; after a pause the gain measured in turns was ≈ 20 ms).
 */
export function endRehearsal() {
  const root = mounted.rehearsal?.root
  mounted.rehearsal = undefined
  if (!root) return
  // When the browser is idle: not inside another root's commit (React can't unmount a root there), and not between the
  // first page's commit and its paint (≈ 18 ms at sign-in).
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => root.unmount())
  else setTimeout(() => root.unmount())
}
