#!/usr/bin/env node
// `npm test`: every check — lint (eslint, import circles), types, units and components (vitest), bpmn-js in real Chromium
// (vitest browser mode), then the production builds and the browser journeys against the demo build. Ends with one
// "N passed, N failed" line. Run as root on a fresh machine it installs the Debian packages it needs (Chromium, a CJK
// font, nginx with brotli_static), so `npm install && npm test` is all CI runs (issue 52).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium, ensureNginx } from './chromium.mjs'
import { tally } from './test-report.mjs'

ensureChromium()
ensureNginx()

const reports = '.vitest-reports'
mkdirSync(reports, { recursive: true })
const totals = { passed: 0, failed: 0, files: 0 }

const times = [] // each step's wall time, printed at the end: where CI's minutes go

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`)
  const start = Date.now()
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  times.push(`${label} ${((Date.now() - start) / 1000).toFixed(0)} s`)
  return res.status === 0
}

function vitest(label, configArgs, name) {
  const out = join(reports, `${name}.json`)
  rmSync(out, { force: true }) // never count an earlier run's report
  const ok = run(label, 'npx', ['vitest', 'run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`])
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'))
    const { passed, failed } = tally(r)
    totals.passed += passed
    totals.failed += failed
    totals.files += r.numTotalTestSuites
    if (r.numTotalTests === 0) {
      console.error(`${label}: no test ran`)
      return false
    }
  }
  return ok
}

const steps = [
  () => run('lint', 'npm', ['run', 'lint']),
  () => run('typecheck', 'npm', ['run', 'typecheck']),
  () => vitest('unit + component tests', [], 'unit'),
  () => !existsSync('vitest.browser.config.ts') || vitest('bpmn-js tests in Chromium', ['--config', 'vitest.browser.config.ts'], 'browser'),
  () => run('remote build', 'npx', ['vite', 'build', '--outDir', 'dist'], { VITE_API_MODE: 'remote' }),
  () => run('no mock code in the remote build', 'node', ['scripts/check-remote-build.mjs', 'dist']),
  // The journeys' shared login() fills the form without a captcha: like `npm run build:demo`, captcha off unless asked
  // for (.env.development's setting); the captcha journeys switch it on at start-up, as an operator does.
  () => run('demo build', 'npx', ['vite', 'build', '--outDir', 'dist-demo'], { VITE_API_MODE: 'demo', VITE_APP_CAPTCHA_ENABLE: process.env.VITE_APP_CAPTCHA_ENABLE ?? 'false' }),
  // Served by nginx (deploy/serve.sh, tests/e2e/serve.ts) under the production security headers.
  () => vitest('browser journeys', ['--config', 'vitest.e2e.config.ts'], 'e2e'),
]

let ok = true
for (const step of steps) {
  if (!step()) {
    ok = false
    if (process.env.TEST_KEEP_GOING !== '1') break
  }
}
if (!ok && totals.failed === 0) totals.failed = 1 // a build or check step failed
console.log(`\nsteps: ${times.join(', ')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(ok ? 0 : 1)
