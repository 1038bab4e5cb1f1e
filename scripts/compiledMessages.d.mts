import type { Plugin } from 'vite'
/** Production builds ship the message catalogues compiled, without Lingui's ICU compiler (issue 25). */
export function compiledMessages(): Plugin
