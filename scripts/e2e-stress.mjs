#!/usr/bin/env node
// `npm run test:e2e:stress [-- N]`: the browser journeys N times in a row (default 3) under contention — every page's
// CPU slowed ×2 (Chromium's CPU throttling) and a busy process spinning on one core — to find journeys that depend on
// timing. Builds the demo and remote bundles first. Prints one line per run and "N passed, N failed" (runs); exits 1 if any failed.
import { spawn, spawnSync } from 'node:child_process'
import { ensureChromium, ensureNginx } from './chromium.mjs'

const runs = Number(process.argv[2] ?? process.env.STRESS_RUNS ?? 3)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a positive integer, got ${process.argv[2]}`)
ensureChromium()
ensureNginx()

const dist = process.env.E2E_DIST || 'dist-demo'
const remoteDist = process.env.E2E_REMOTE_DIST || 'dist'
// The demo build every journey runs on, and the remote build the deploy journey serves.
const builds = [
  [dist, { VITE_API_MODE: 'demo', VITE_APP_CAPTCHA_ENABLE: process.env.VITE_APP_CAPTCHA_ENABLE ?? 'false' }],
  [remoteDist, { VITE_API_MODE: 'remote' }],
]
for (const [outDir, env] of builds) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir], { stdio: 'inherit', env: { ...process.env, ...env } })
  if (build.status !== 0) process.exit(1)
}

// One core kept busy for the whole run; it is killed at the end, whatever happens.
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
const stopBusy = () => busy.kill('SIGKILL')
process.on('exit', stopBusy)
process.on('SIGINT', () => process.exit(130))

const results = []
for (let i = 1; i <= runs; i++) {
  const started = Date.now()
  const res = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(3)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_DIST: dist, E2E_REMOTE_DIST: remoteDist, E2E_CPU_THROTTLE: process.env.E2E_CPU_THROTTLE ?? '2' },
  })
  results.push(res.status === 0)
  console.log(`\n=== stress run ${i}/${runs}: ${res.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s\n`)
}
stopBusy()
const passed = results.filter(Boolean).length
console.log(`${passed} passed, ${runs - passed} failed`)
process.exit(passed === runs ? 0 : 1)
