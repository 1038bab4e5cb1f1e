/** `<script … src="<base>prefs.js">` → `src="<base><fileName>"`; the html unchanged without such a tag. */
export function namePrefs(html: string, base: string, fileName: string): string
/** Emits public/prefs.js as assets/prefs-<hash>.js and names it in index.html. */
export function hashedPrefs(options?: { file?: string }): {
  name: string
  apply: 'build'
  configResolved(config: { root: string; base: string }): void
  transformIndexHtml: { order: 'post'; handler(html: string): string }
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): unknown }): void
}
