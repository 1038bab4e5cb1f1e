/** What the browser says of its connection (the Network Information API; Chromium's, absent in Firefox and Safari). */
export interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

/**
 * Whether code the user may never need is worth fetching ahead (issue 46): not when the user asked to save data
 * (Save-Data) or the connection is 2G-class, where the back office's layout (≈ 386 KiB) would take the bandwidth the
 * page needs. A browser that says nothing is taken as a fast one.
 */
export function prefetchPays(connection: ConnectionHints | undefined = browserConnection()): boolean {
  if (!connection) return true
  return !connection.saveData && connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g'
}

const browserConnection = () =>
  typeof navigator === 'undefined' ? undefined : (navigator as { connection?: ConnectionHints }).connection
