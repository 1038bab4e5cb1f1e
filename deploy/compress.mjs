/**
 * Build step for deploy/nginx.conf's `gzip_static` / `brotli_static`: writes `<file>.gz` and `<file>.br` beside every
 * JS/CSS/SVG file of the build (node:zlib, no package), so nginx sends precompressed bytes and compresses nothing per
 * request. A variant that would not be smaller is not written (nginx then sends the original).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const COMPRESSIBLE = /\.(m?js|css|svg)$/
/** The demo API's service worker is not an app asset (and remote builds delete it). */
const SKIP = /(^|[\\/])mockServiceWorker\.js$/

/** @param {string} dir */
export function compressFiles(dir) {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 }
  /** @type {(d: string) => string[]} */
  const walk = (d) =>
    readdirSync(d).flatMap((name) => (statSync(join(d, name)).isDirectory() ? walk(join(d, name)) : [join(d, name)]))
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || SKIP.test(file)) continue
    const source = readFileSync(file)
    const gz = gzipSync(source, { level: 9 })
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    })
    totals.files++
    totals.bytes += source.length
    if (gz.length < source.length) {
      writeFileSync(`${file}.gz`, gz)
      totals.gzip += gz.length
    }
    if (br.length < source.length) {
      writeFileSync(`${file}.br`, br)
      totals.brotli += br.length
    }
  }
  return totals
}

/** Vite plugin: runs compressFiles on the output folder once the build is written. */
/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error) {
        // closeBundle runs after a failed build too: let the build's own error be the one reported.
        if (error || !existsSync(outDir)) return
        const t = compressFiles(outDir)
        const kib = (n) => `${(n / 1024).toFixed(0)} KiB`
        this.info?.(`precompressed ${t.files} files: ${kib(t.bytes)} → gzip ${kib(t.gzip)}, brotli ${kib(t.brotli)}`)
      },
    },
  }
}
