#!/usr/bin/env node
// Start-up benchmark (issue 13): what a user waits for between signing in (or reloading) and the first data row of a
// list page. Production build behind deploy/serve.sh (Debian nginx, the container's configuration: brotli/gzip static,
// CSP) and a loopback backend that answers at once: by default the remote build (dist/ layout) with the demo backend
// (scripts/demo-backend.mjs, msw's handlers over HTTP); `--api msw` serves the demo build (dist-demo) instead, whose
// API answers inside the browser (service worker). Each run is a fresh browser profile with the HTTP cache off.
//   node scripts/bench/startup.mjs [--runs 5] [--no-build] [--api backend|msw] [--page /infra/config] [--json]
// Per run:
//   1. sign-in: /portal/entrance?redirect=<page>; once the form is usable and the entrance has gone quiet, the account
//      and password are typed (60 ms a key, a quick typist) and 登录 clicked; click → first data row painted;
//   2. reload of that signed-in page: navigation start → first data row painted, and when its list request left.
// Prints the medians, the request waterfall of the median reload (start/end after navigation start) and PASS/FAIL
// against scripts/bench/lib/budgets.mjs; exits 1 on a miss.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ensureChromium } from '../chromium.mjs'
import { startDemoBackend } from '../demo-backend.mjs'
import { BUDGETS, report } from './lib/budgets.mjs'
import { coldPage } from './lib/coldPage.mjs'

const args = process.argv.slice(2)
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const RUNS = Number(opt('--runs', 5))
const API = opt('--api', 'backend') === 'msw' ? 'msw' : 'backend'
const PAGE = opt('--page', '/infra/config') // 配置管理: the seeded admin's list page (menu infra → config)
const LIST_REQUEST = opt('--list-request', '/admin-api/infra/config/page')
const ACCOUNT = { username: 'admin', password: 'admin123' }
const B = BUDGETS.startup
// --profile: a CPU profile of each reload until the first row; prints where the main thread spent its time.
const PROFILE = args.includes('--profile')
const profiles = []
// --trace: main-thread time by trace event (script, style, layout, paint, compile) from navigation start to the first row.
const TRACE = args.includes('--trace')
const traceEvents = []
const traces = []
function summariseTrace(events, untilMs) {
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')
  const main = events.filter((e) => e.ph === 'X' && e.dur && (e.cat.includes('devtools.timeline') || e.cat.includes('v8')))
  const start = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts), nav?.ts ?? Infinity)
  const byName = new Map()
  // Only events on the renderer's main thread that are not nested in another of the same thread (top level time).
  const thread = events.find((e) => e.name === 'ParseHTML')?.tid
  for (const e of main) {
    if (e.tid !== thread || e.ts < start || (e.ts - start) / 1000 > untilMs) continue
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000)
  }
  return byName
}

ensureChromium()

// ---- build: a folder of its own, so a build running elsewhere in the tree can't change it under the bench ----
const DIST = resolve(API === 'msw' ? '.bench/startup-dist-demo' : '.bench/startup-dist')
if (!args.includes('--no-build') || !existsSync(join(DIST, 'index.html'))) {
  console.log(`Building the ${API === 'msw' ? 'demo' : 'remote'} production bundle into ${DIST} …`)
  const res = spawnSync('npx', ['vite', 'build', '--outDir', DIST], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_API_MODE: API === 'msw' ? 'demo' : 'remote', VITE_APP_CAPTCHA_ENABLE: 'false' },
  })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

// ---- backend and nginx ----
const freePort = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => ok(port))
    })
  })
const backend = API === 'backend' ? await startDemoBackend({ port: await freePort(), quiet: true }) : null
// A copy nginx's workers (nobody, when run as root) can read.
const work = mkdtempSync(join(tmpdir(), 'sme-startup-'))
chmodSync(work, 0o755)
cpSync(DIST, join(work, 'dist'), { recursive: true })
const port = await freePort()
const nginxLog = []
const nginx = spawn('deploy/serve.sh', [join(work, 'dist'), String(port), backend?.url ?? 'http://127.0.0.1:9'], {
  stdio: ['ignore', 'ignore', 'pipe'],
  env: { ...process.env, PORTAL_CAPTCHA_ENABLE: 'false' },
})
nginx.stderr.on('data', (c) => nginxLog.push(c.toString()))
const base = `http://127.0.0.1:${port}/portal`
for (let i = 0; ; i++) {
  if (nginx.exitCode !== null) throw new Error(`deploy/serve.sh exited:\n${nginxLog.join('')}`)
  const ok = await fetch(`${base}/`).then((r) => r.ok, () => false)
  if (ok) break
  if (i > 100) throw new Error(`nginx never answered:\n${nginxLog.join('')}`)
  await new Promise((r) => setTimeout(r, 100))
}

async function shutdown() {
  if (nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r))
    nginx.kill('SIGTERM')
    await exited
  }
  await backend?.close()
  rmSync(work, { recursive: true, force: true })
}

// ---- in the page: when the first data row is painted, how often a loading view and the first row were mounted ----
function observe() {
  performance.setResourceTimingBufferSize(2000)
  const w = window
  w.__bench = { rowAt: undefined, clickAt: undefined, rowsMounted: 0, loadingViews: 0, longTasks: [] }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push([Math.round(e.startTime), Math.round(e.duration)])
  }).observe({ type: 'longtask', buffered: true })
  // A spinning Spin only: antd 6 wraps every table in an idle .ant-spin (aria-busy=false), which counted as one.
  const LOADING = '.page-loading:not([data-boot]), .ant-spin-spinning'
  const isLoading = (n) => n.nodeType === 1 && (n.matches(LOADING) || n.querySelector?.(LOADING))
  let firstRow = null
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (isLoading(n)) w.__bench.loadingViews++
    // A first row that is a new element: the table (or the page) was mounted again.
    const row = document.querySelector('tr.ant-table-row[data-row-key]')
    if (row && row !== firstRow) {
      w.__bench.rowsMounted++
      if (w.__bench.rowAt === undefined) {
        w.__bench.rowAt = null
        // Painted: the frame after the row entered the DOM.
        requestAnimationFrame(() => (w.__bench.rowAt = performance.now()))
      }
    }
    firstRow = row
  }).observe(document, { childList: true, subtree: true })
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('button[type=submit]')) w.__bench.clickAt ??= performance.now()
  }, true)
}

const readBench = (page) => page.evaluate(() => window.__bench)
const waterfall = (page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      url: e.name.replace(location.origin, ''),
      type: e.initiatorType,
      start: Math.round(e.startTime),
      end: Math.round(e.responseEnd),
    })),
  )

async function run() {
  const { page, cdp, close } = await coldPage()
  try {
    await page.addInitScript(observe)

    // 1. sign-in
    await page.goto(`${base}/entrance?redirect=${encodeURIComponent(PAGE)}`)
    await page.waitForSelector('#password')
    await page.waitForLoadState('networkidle')
    await page.locator('#username').click()
    await page.keyboard.type(ACCOUNT.username, { delay: 60 })
    await page.locator('#password').click()
    await page.keyboard.type(ACCOUNT.password, { delay: 60 })
    await page.locator('button[type=submit]').first().click()
    await page.waitForFunction(() => typeof window.__bench.rowAt === 'number', null, { timeout: 30_000 })
    const signIn = await readBench(page)
    const signInFall = (await waterfall(page)).filter((e) => e.start >= signIn.clickAt - 5)
    await page.waitForLoadState('networkidle')

    // 2. reload of the signed-in list page (cache still off: a cold reload)
    if (TRACE) {
      traceEvents.length = 0
      cdp.on('Tracing.dataCollected', (e) => traceEvents.push(...e.value))
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' })
    }
    if (PROFILE) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    await page.reload()
    await page.waitForFunction(() => typeof window.__bench.rowAt === 'number', null, { timeout: 30_000 })
    const reload = await readBench(page)
    if (PROFILE) profiles.push((await cdp.send('Profiler.stop')).profile)
    if (TRACE) {
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
      await cdp.send('Tracing.end')
      await done
      traces.push(summariseTrace(traceEvents, reload.rowAt))
    }
    const fall = await waterfall(page)
    const list = fall.find((e) => e.url.startsWith(LIST_REQUEST))
    await page.waitForLoadState('networkidle')
    const afterIdle = await readBench(page)
    return {
      signInMs: Math.round(signIn.rowAt - signIn.clickAt),
      signInRequests: signInFall.map((e) => ({ ...e, start: e.start - Math.round(signIn.clickAt), end: e.end - Math.round(signIn.clickAt) })),
      signInLoadingViews: signIn.loadingViews,
      reloadMs: Math.round(reload.rowAt),
      listStartMs: list ? list.start : NaN,
      listEndMs: list ? list.end : NaN,
      rowsMountedOnReload: afterIdle.rowsMounted,
      longTasksOnReload: reload.longTasks,
      longTasksOnSignIn: signIn.longTasks.filter(([t]) => t >= signIn.clickAt - 5).map(([t, d]) => [t - Math.round(signIn.clickAt), d]),
      loadingViewsOnReload: afterIdle.loadingViews,
      waterfall: fall,
    }
  } finally {
    await close()
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

const runs = []
try {
  await run() // warm-up (Chromium binary, OS file cache, nginx and backend); not counted
  for (let i = 0; i < RUNS; i++) runs.push(await run())
} finally {
  await shutdown()
}

const summary = {
  api: API,
  page: PAGE,
  runs: RUNS,
  signInMs: Math.round(median(runs.map((r) => r.signInMs))),
  signInMsAll: runs.map((r) => r.signInMs),
  reloadMs: Math.round(median(runs.map((r) => r.reloadMs))),
  reloadMsAll: runs.map((r) => r.reloadMs),
  listStartMs: Math.round(median(runs.map((r) => r.listStartMs))),
  listStartMsAll: runs.map((r) => r.listStartMs),
  dataToRowMs: Math.round(median(runs.map((r) => r.reloadMs - r.listEndMs))),
  requestsOnReload: Math.round(median(runs.map((r) => r.waterfall.length))),
  scriptsOnReload: Math.round(median(runs.map((r) => r.waterfall.filter((e) => /\.js$/.test(e.url)).length))),
  rowsMountedOnReload: Math.max(...runs.map((r) => r.rowsMountedOnReload)),
  loadingViewsOnReload: Math.max(...runs.map((r) => r.loadingViewsOnReload)),
  signInLoadingViews: Math.max(...runs.map((r) => r.signInLoadingViews)),
  at: new Date().toISOString(),
}
// The waterfall of the run whose reload is the median one.
const typical = [...runs].sort((a, b) => a.reloadMs - b.reloadMs)[Math.floor(runs.length / 2)]
mkdirSync('.bench', { recursive: true })
writeFileSync('.bench/startup.json', JSON.stringify({ ...summary, typical, runs }, null, 2))

if (args.includes('--json')) console.log(JSON.stringify(summary))
if (TRACE) {
  const sum = new Map()
  for (const t of traces) for (const [k, v] of t) sum.set(k, (sum.get(k) ?? 0) + v / traces.length)
  console.log(`\nMain-thread time per reload until the first row, by trace event (nested events overlap):`)
  for (const [k, v] of [...sum].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`)
}
if (PROFILE) {
  // Self time per function and per script, summed over the profiled reloads.
  const byFn = new Map()
  const byUrl = new Map()
  for (const p of profiles) {
    const nodes = new Map(p.nodes.map((n) => [n.id, n]))
    const dt = new Map()
    p.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000))
    for (const [id, ms] of dt) {
      const { functionName, url, lineNumber } = nodes.get(id).callFrame
      const file = url.split('/').pop() || '(native)'
      const key = `${functionName || '(anonymous)'} ${file}:${lineNumber}`
      byFn.set(key, (byFn.get(key) ?? 0) + ms / profiles.length)
      byUrl.set(file, (byUrl.get(file) ?? 0) + ms / profiles.length)
    }
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n')
  console.log(`\nCPU self time per reload, by script:\n${top(byUrl, 15)}\nby function:\n${top(byFn, 25)}`)
}
const short = (url) => url.replace(/^\/portal\/assets\//, '').replace(/\?.*$/, (q) => (q.length > 40 ? `${q.slice(0, 40)}…` : q))
console.log(`\nReload of ${PAGE}, request waterfall of the median run (ms after navigation start; ${typical.waterfall.length} requests):`)
for (const e of [...typical.waterfall].sort((a, b) => a.start - b.start)) {
  console.log(`  ${String(e.start).padStart(5)} → ${String(e.end).padStart(5)}  ${short(e.url)}`)
}
console.log(`  first data row painted at ${typical.reloadMs} ms; long tasks (start+duration): ${typical.longTasksOnReload.map(([t, d]) => `${t}+${d}`).join(', ')}`)
console.log(`\nSign-in → ${PAGE}, requests after the click (ms after the click):`)
for (const e of [...typical.signInRequests].sort((a, b) => a.start - b.start)) {
  console.log(`  ${String(e.start).padStart(5)} → ${String(e.end).padStart(5)}  ${short(e.url)}`)
}
console.log(`  first data row painted at ${typical.signInMs} ms; long tasks (start+duration): ${typical.longTasksOnSignIn.map(([t, d]) => `${t}+${d}`).join(', ')}`)
console.log(
  `\n${PAGE}, production build (${API === 'msw' ? 'demo build, msw in the browser' : 'remote build + demo backend'}) behind nginx, cold cache, ${RUNS} runs (median):`,
)
console.log(
  `  reload: ${summary.requestsOnReload} requests (${summary.scriptsOnReload} scripts); data → first row ${summary.dataToRowMs} ms; ` +
    `loading views mounted ${summary.loadingViewsOnReload}, data rows mounted ${summary.rowsMountedOnReload}; sign-in loading views ${summary.signInLoadingViews}`,
)
const ok = report([
  [`sign-in → first data row (runs ${summary.signInMsAll.join(', ')})`, summary.signInMs, B.signInToRowMs, ' ms'],
  [`reload → first data row (runs ${summary.reloadMsAll.join(', ')})`, summary.reloadMs, B.reloadToRowMs, ' ms'],
  [`list request leaves after navigation start (runs ${summary.listStartMsAll.join(', ')})`, summary.listStartMs, B.listRequestStartMs, ' ms'],
  // Nothing renders twice on start-up (issue 13): no loading view on the way, the table's first row mounted once.
  ['loading views shown on a sign-in or a reload, worst run', summary.signInLoadingViews + summary.loadingViewsOnReload, B.loadingViews, ''],
  ['times the first data row was mounted on a reload, worst run', summary.rowsMountedOnReload, B.rowsMounted, ''],
])
process.exit(ok ? 0 : 1)
