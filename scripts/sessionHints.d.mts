import type { Plugin } from 'vite'
import type { OutputBundle } from 'rolldown'
export interface SessionHintOptions {
  /** Module paths relative to the project, or patterns (a `lang` group: one module per language), in fetch order. */
  roots: (string | RegExp)[]
}
export interface SessionHintLink {
  href: string
  as: 'script' | 'style'
  /** Only this language's reload needs it. */
  lang?: string
}
export const TEMPLATE_ID: string
/** The links a reload with a session fetches from <head> (issue 23), in order. */
export function sessionHintLinks(bundle: OutputBundle, options: SessionHintOptions & { base: string }): SessionHintLink[]
/** Writes them into index.html as <template id="session-hints">, which public/prefs.js moves into <head> with a session. */
export function sessionHints(options: SessionHintOptions): Plugin
