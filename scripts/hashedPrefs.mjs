/**
 * public/prefs.js under a name that changes with its content (issue 51). It is a synchronous script in <head>: the
 * parser waits for it, and as /portal/prefs.js (no-cache, like every unhashed file) each reload first asked nginx
 * whether it had changed — 15–25 ms before anything else on the page could run, the revalidation of a file that
 * only changes with a release. Under assets/ it is cached as immutable like the chunks, and index.html (no-cache)
 * names the current one. The unhashed copy stays at the root for a page that still names it.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** `<script … src="<base>prefs.js">` → `<script … src="<base><fileName>">`; the html unchanged without such a tag. */
export function namePrefs(html, base, fileName) {
  const tag = new RegExp(`(<script\\b[^>]*\\ssrc=")${base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}prefs\\.js(")`)
  return html.replace(tag, `$1${base}${fileName}$2`)
}

/** Vite plugin: emits prefs.js as assets/prefs-<hash>.js and names it in index.html (after the plugins that read the tag). */
export function hashedPrefs({ file = 'public/prefs.js' } = {}) {
  let source
  let fileName
  let base = '/'
  return {
    name: 'hashed-prefs',
    apply: 'build',
    configResolved(config) {
      base = config.base
      source = readFileSync(resolve(config.root, file), 'utf8')
      fileName = `assets/prefs-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`
    },
    transformIndexHtml: { order: 'post', handler: (html) => namePrefs(html, base, fileName) },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source })
    },
  }
}
