#!/usr/bin/env node
// `node scripts/live-count.mjs [--dist dist] [--tabs 1,3,10]`: how many WebSockets and unread-count polls one browser
// makes with 1, 3 and 10 signed-in tabs (issue 24). Serves a remote build (default dist) with deploy/serve.sh's nginx in
// front of the demo backend, signs admin in, opens the tabs one by one and, at each count of tabs, fast-forwards every
// tab's clock through one poll interval (120 s, Playwright's clock: no real waiting) in four 30 s steps (the heartbeat).
// Prints, per count of tabs: sockets opened by the pages and open at the backend, and the unread calls of the interval
// and from how many tabs. Run it on a build from before issue 24 to see what it replaced.
import { spawn } from 'node:child_process'
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs'
import { startDemoBackend } from './demo-backend.mjs'

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, tabs: { type: 'string', default: '1,3,10' } } })
const milestones = values.tabs.split(',').map(Number)
const POLL_MS = 120_000
const HEARTBEAT_MS = 30_000

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

const work = mkdtempSync(join(tmpdir(), 'sme-live-count-'))
chmodSync(work, 0o755) // run as root, nginx's workers are `nobody`: they must read the copy
cpSync(values.dist, join(work, 'dist'), { recursive: true })
const backend = await startDemoBackend({ port: 0, quiet: true })
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const nginx = spawn('deploy/serve.sh', [join(work, 'dist'), String(port), backend.url], { stdio: ['ignore', 'ignore', 'inherit'] })
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
try {
  for (;;) {
    if (await fetch(`${base}/portal/`).then((r) => r.ok, () => false)) break
    await new Promise((r) => setTimeout(r, 100)) // nginx binds its port a moment after serve.sh starts it
  }
  const counts = async () => (await fetch(`${backend.url}/__demo/live`)).json()
  const login = await fetch(`${base}/admin-api/system/auth/portal-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  }).then((r) => r.json())

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' })
  await context.clock.install()
  const sockets = []
  const polls = []
  context.on('page', (page) => {
    page.on('websocket', (ws) => sockets.push(ws))
    page.on('request', (r) => r.url().includes('/get-unread-count') && polls.push(page))
  })
  const pages = []
  const openTab = async () => {
    const page = await context.newPage()
    pages.push(page)
    if (pages.length === 1) {
      await page.goto(`${base}/portal/entrance`)
      await page.evaluate((t) => {
        localStorage.setItem('ACCESS_TOKEN', t.accessToken)
        localStorage.setItem('REFRESH_TOKEN', t.refreshToken)
      }, login.data)
    }
    await page.goto(`${base}/portal/index`)
    await page.getByTestId('tabs-bar').waitFor({ timeout: 90_000 })
    // the bell has its count (from its own poll, or from the tab that polls for all)
    await page.getByTestId('unread-status').filter({ hasText: '条未读' }).waitFor({ state: 'attached', timeout: 90_000 })
  }

  const rows = []
  for (const n of milestones) {
    while (pages.length < n) await openTab()
    const before = polls.length
    const from = new Set()
    for (let t = 0; t < POLL_MS; t += HEARTBEAT_MS) {
      await context.clock.fastForward(HEARTBEAT_MS)
      await pages[0].waitForTimeout(300) // real time for the pings' pongs and the polls' answers to come back
    }
    polls.slice(before).forEach((p) => from.add(p))
    const backendCounts = await counts()
    rows.push({
      tabs: n,
      'sockets opened (browser)': sockets.length,
      'sockets open (backend)': backendCounts.open ?? 'n/a',
      'unread polls in 120 s': polls.length - before,
      'polling tabs': from.size,
    })
  }
  console.log(`\n${values.dist}:`)
  console.table(rows)
} finally {
  await browser.close()
  nginx.kill('SIGTERM')
  await backend.close()
  rmSync(work, { recursive: true, force: true })
}
