/** Only http(s) URLs may open in frames and new windows (security rule). */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Opens an external http(s) link in a new window without giving it access to this one; other schemes are refused. */
export function openExternal(url: string): boolean {
  if (!isHttpUrl(url)) return false
  window.open(url, '_blank', 'noopener,noreferrer')
  return true
}
