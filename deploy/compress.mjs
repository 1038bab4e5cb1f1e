/**
 * Build step for deploy/nginx.conf's `gzip_static` / `brotli_static`: writes `<file>.gz` and `<file>.br` beside every
 * JS/CSS/SVG file of the build (node:zlib, no package), so nginx sends precompressed bytes and compresses nothing per
 * request. A variant that would not be smaller is not written (nginx then sends the original).
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const COMPRESSIBLE = /\.(m?js|css|svg)$/
/** The demo API's service worker is not an app asset (and remote builds delete it). */
const SKIP = /(^|[\\/])mockServiceWorker\.js$/

/**
 * Compresses in zlib's thread pool, all files at once: brotli 11 is slow (≈6 s for the whole build on one thread here),
 * and the pool spreads it over the cores.
 * @param {string} dir
 */
export async function compressFiles(dir) {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 }
  /** @type {(d: string) => string[]} */
  const walk = (d) =>
    readdirSync(d).flatMap((name) => (statSync(join(d, name)).isDirectory() ? walk(join(d, name)) : [join(d, name)]))
  /** @param {string} target @param {Buffer} variant @param {Buffer} source */
  const keepIfSmaller = async (target, variant, source) => {
    if (variant.length >= source.length) return 0
    await writeFile(target, variant)
    return variant.length
  }
  const files = walk(dir).filter((file) => COMPRESSIBLE.test(file) && !SKIP.test(file))
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file)
      const [gz, br] = await Promise.all([
        gzipAsync(source, { level: 9 }),
        brotliAsync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
      ])
      const [gzKept, brKept] = await Promise.all([
        keepIfSmaller(`${file}.gz`, gz, source),
        keepIfSmaller(`${file}.br`, br, source),
      ])
      totals.files++
      totals.bytes += source.length
      totals.gzip += gzKept
      totals.brotli += brKept
    }),
  )
  return totals
}

/** Vite plugin: runs compressFiles on the output folder once the build is written. */
/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = 'dist'
  let enabled = true
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
      // Production (remote) builds only: demo builds are for `vite preview` and the journeys, which never read the
      // variants, and brotli 11 costs seconds per build on a busy machine (nginx still gzips them on the fly).
      enabled = config.env.VITE_API_MODE !== 'demo'
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        // closeBundle runs after a failed build too: let the build's own error be the one reported.
        if (!enabled || error || !existsSync(outDir)) return
        const t = await compressFiles(outDir)
        const kib = (n) => `${(n / 1024).toFixed(0)} KiB`
        this.info?.(`precompressed ${t.files} files: ${kib(t.bytes)} → gzip ${kib(t.gzip)}, brotli ${kib(t.brotli)}`)
      },
    },
  }
}
