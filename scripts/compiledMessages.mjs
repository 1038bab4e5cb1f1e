// Production builds ship the message catalogues compiled (issue 25): Lingui's ICU compiler (6.6 KiB gzip) stays out of
// the bundle and the first render compiles nothing. Each catalogue file (src/**/locales/*.ts) is evaluated at build
// time and replaced by its compiled messages; dev and tests compile at runtime (src/i18n/index.ts).
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { runnerImport } from 'vite'

const CATALOGUE = /[\\/]src[\\/].*[\\/]locales[\\/][^\\/]+\.ts$/

/** @returns {import('vite').Plugin} */
export function compiledMessages() {
  return {
    name: 'compiled-messages',
    apply: 'build',
    async transform(_code, id) {
      if (!CATALOGUE.test(id)) return null
      const { module } = await runnerImport(id)
      const compiled = Object.fromEntries(
        Object.entries(/** @type {Record<string, string>} */ (module.default)).map(([key, message]) => {
          try {
            return [key, compileMessage(message)]
          } catch (error) {
            throw new Error(`${id}: message ${key} does not compile: ${error instanceof Error ? error.message : error}`, { cause: error })
          }
        }),
      )
      return { code: `export default ${JSON.stringify(compiled)}\n`, map: null }
    },
  }
}
