// What the form benches share: their command-line values and the demo production build they measure.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The value after `--name` on the command line, else the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : fallback
}

/** `--dist DIR`, or a demo build made into a temporary folder (`prefix`); exits when there is none. */
export function demoDist(prefix) {
  let dist = arg('--dist')
  if (!dist) {
    dist = mkdtempSync(join(tmpdir(), prefix))
    console.log(`Building the demo build into ${dist} …`)
    const res = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, VITE_API_MODE: 'demo', VITE_APP_CAPTCHA_ENABLE: 'false' },
    })
    if (res.status !== 0) process.exit(res.status ?? 1)
  }
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`no build in ${dist}`)
    process.exit(1)
  }
  return dist
}
