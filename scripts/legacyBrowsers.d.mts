import type { Plugin } from 'vite'
/** `assets/x-AbC.css` → `assets/x-AbC.legacy.css`. */
export function legacyName(fileName: string): string
/** One id's worth of specificity on a selector, before its trailing pseudo-element. */
export function boost(selector: string): string
/** A stylesheet as Chromium 86 reads it, cascading as today's browsers cascade the original. */
export function legacyCss(css: string, from?: string): Promise<string>
/** Emits the legacy script and each stylesheet's legacy twin; names the script to public/prefs.js. */
export function legacyBrowsers(options?: { entry?: string }): Plugin
/** `:where()` as `:-webkit-any()`, `:not(a, b)` as `:not(a):not(b)`: selectors Chromium 86 reads. */
export function legacySelector(selector: string): string
