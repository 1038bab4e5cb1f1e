/**
 * The floor's browsers (issue 50): real headless Chromium builds that npm packages ship for serverless use, unpacked
 * once into node_modules/.cache, started here and driven over the DevTools protocol by playwright-core. They run beside
 * Debian's Chromium (its libraries) as root with --no-sandbox --no-zygote; --single-process crashes Chromium 86 at a
 * second browser context.
 */
import { spawn } from 'node:child_process'
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createBrotliDecompress } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs'
// playwright-core 1.64 and later call Element#checkVisibility (Chromium 105) in their injected code without a check; 1.63
// still checks for it, so it drives the floor's builds (the same API, pinned apart as playwright-core-floor).
import { chromium } from 'playwright-core-floor'

/** Chromium major → the package file that holds it (brotli). */
export const OLD_CHROMIUMS = {
  86: 'node_modules/chrome-aws-lambda/bin/chromium.br', // chrome-aws-lambda 5.3.1: 86.0.4240
  109: 'node_modules/@sparticuz/chromium/bin/chromium.br', // @sparticuz/chromium 109.0.6: the last Chrome of Windows 7
} as const
export type OldMajor = keyof typeof OLD_CHROMIUMS

/** The unpacked executable (unpacked on first use; a half-written one never stays under the final name). */
export async function oldChromiumPath(major: OldMajor) {
  const path = join('node_modules/.cache/old-chromium', String(major), 'chromium')
  if (existsSync(path)) return path
  mkdirSync(dirname(path), { recursive: true })
  const partial = `${path}.${process.pid}.part`
  await pipeline(createReadStream(OLD_CHROMIUMS[major]), createBrotliDecompress(), createWriteStream(partial))
  chmodSync(partial, 0o755)
  renameSync(partial, path)
  return path
}

/** Starts that build headless with a fresh profile and connects; closing the browser stops it and removes the profile. */
export async function launchOldChromium(major: OldMajor): Promise<Browser> {
  const executable = await oldChromiumPath(major)
  const profile = mkdtempSync(join(tmpdir(), `chromium-${major}-`))
  const args = [
    '--headless',
    '--no-zygote',
    ...CHROMIUM_ARGS,
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ]
  const proc = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const log: string[] = []
  proc.stderr!.on('data', (c: Buffer) => log.push(c.toString()))
  // It says on stderr where it listens once it does.
  const port = await new Promise<string>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`Chromium ${major} exited (${code}):\n${log.join('')}`)))
    proc.stderr!.on('data', () => {
      const listening = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(log.join(''))
      if (listening) resolve(listening[1])
    })
  })
  const browser = (await chromium.connectOverCDP(`http://127.0.0.1:${port}`)) as unknown as Browser
  browser.on('disconnected', () => {
    proc.kill('SIGKILL')
    rmSync(profile, { recursive: true, force: true })
  })
  return browser
}
