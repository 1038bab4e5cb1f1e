#!/usr/bin/env node
// `npm run stack [-- --port 8080 --backend-port 48080 --no-build]`: the whole production-like stack on one machine —
// the remote build (dist/), the demo backend (scripts/demo-backend.mjs) and Debian's nginx in front of both
// (deploy/serve.sh). Prints the URL and the demo accounts; Ctrl-C stops all of it. PORTAL_* variables pass through
// to the start-up settings (README "Deploy").
import { spawn, spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { startDemoBackend } from './demo-backend.mjs'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    'backend-port': { type: 'string', default: '48080' },
    'no-build': { type: 'boolean', default: false },
  },
})

if (!values['no-build']) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', 'dist'], { stdio: 'inherit', env: { ...process.env, VITE_API_MODE: 'remote' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const backend = await startDemoBackend({ port: Number(values['backend-port']) })
// The app's reports (issue 45) go to the demo backend, which prints them, unless PORTAL_ANALYTICS_URL says otherwise.
const env = { PORTAL_ANALYTICS_URL: `${backend.url}/__demo/analytics`, ...process.env }
const nginx = spawn('deploy/serve.sh', ['dist', values.port, backend.url], { stdio: ['ignore', 'ignore', 'inherit'], env })

let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  if (nginx.exitCode === null) nginx.kill('SIGTERM')
  await backend.close()
  process.exit(code)
}
nginx.on('exit', (code) => {
  if (!stopping) {
    console.error(`nginx stopped (exit ${code}); stopping the demo backend`)
    void stop(code || 1)
  }
})
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())

// Ready when nginx answers the app.
const url = `http://127.0.0.1:${values.port}/portal/`
for (;;) {
  const ready = await fetch(url).then((r) => r.ok, () => false)
  if (ready || stopping) break
  await new Promise((resolve) => setTimeout(resolve, 200)) // polling a port that is not open yet
}
console.log(`\n  Portal (nginx → demo backend): ${url}`)
console.log('  Accounts: admin / admin123 · company / company123 · user / user123 (captcha on: drag the slider)')
console.log('  Ctrl-C stops nginx and the demo backend.\n')
