/**
 * The redirect target after sign-in, only when it is a path inside this app (no open redirects):
 * `//host`, `/\host`, absolute URLs and `javascript:` fall back to `/`.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback
  const path = target.trim()
  // Control characters and backslashes let browsers read a path as a host.
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return fallback
  try {
    const base = 'http://app.invalid'
    const url = new URL(path, base)
    if (url.origin !== base) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
