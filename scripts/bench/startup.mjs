#!/usr/bin/env node
// Start-up benchmark (issues 13, 23): what a user waits for between signing in (or reloading) and the first data row of
// a list page, every time — p90 over cold runs, not a median. Production build behind deploy/serve.sh (Debian nginx, the
// container's configuration: brotli/gzip static, CSP) and the demo backend (scripts/demo-backend.mjs, msw's handlers
// over HTTP), once answering at once and once with 30 ms added to every API answer (a real backend's latency); `--api
// msw` serves the demo build (dist-demo) instead, whose API answers inside the browser (service worker). Each run is a
// fresh browser profile with the HTTP cache off (on for its last reload only).
//   node scripts/bench/startup.mjs [--runs 10] [--latency 0,30] [--no-build | --dist DIR] [--compare DIR] [--api backend|msw]
//                                  [--page /infra/config] [--json] [--profile] [--trace] [--cpu 4] [--vue2 DIR]
// --out FILE: where the figures go as JSON (default .bench/startup.json).
// --save-data: the same build measured in turns a second time (label save-data) in a browser that says Save-Data
// (navigator.connection.saveData): the entrance then fetches the layout's code only when the user starts to sign in
// (issue 46), so this prints what that costs a sign-in.
// --dist DIR: a build made elsewhere (e.g. of an older commit). --compare DIR: a second build measured in turns with the
// first (a before/after at the same machine load). --vue2 DIR: a production build of yudao-ui-admin-vue2, the spec's
// base (issue 23's ratio), measured in turns too, on the same backend — its public path /yudao-admin/, VUE_APP_BASE_API
// '' and captcha and tenant off (.env.prod) — with the ratios of the medians and p90s printed.
// Per latency, --runs runs of each way of signing in, alternating (so a change in the machine's load hits both alike):
//   at once: /portal/entrance?redirect=<page>; as soon as the form is usable both fields are filled at once (a password
//            manager) and Enter pressed;
//   pause:   the same, with 1.5 s on the filled form before Enter;
// Enter → first data row painted; then a reload of that signed-in page: navigation start → first data row painted
// (2 × runs reloads), with the HTTP cache off (every file fetched again) and then on, as a user's reload is (hashed
// files from the cache; index.html and config.js asked again: they are no-cache), and on once more ("again": the first
// reload from the cache is when Chromium writes V8's code cache, which every later one starts from). "data → row": the list
// request's answer is in → its first row painted. "layout's code on the entrance": the entrance asked for the layout's
// chunks → they have run (at a sign-in with Enter at once the first page waits for what is left of it).
// Prints median, p90, p10, min–max per flow and latency, the sign-ins at once sorted by what the entrance had ready at
// Enter (the layout's code, its rehearsal), the request waterfall of the median reload and of the slowest sign-in at
// once, and PASS/FAIL against scripts/bench/lib/budgets.mjs (p90 on the loopback backend); exits 1 on a miss.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ensureChromium } from '../chromium.mjs'
import { BUDGETS, report } from './lib/budgets.mjs'
import { coldPage } from './lib/coldPage.mjs'

const args = process.argv.slice(2)
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const RUNS = Number(opt('--runs', 10))
const API = opt('--api', 'backend') === 'msw' ? 'msw' : 'backend'
// ms added to every API answer by the demo backend; the first is the one the budgets apply to.
const LATENCIES = API === 'msw' ? [0] : opt('--latency', '0,30').split(',').map(Number)
const PAGE = opt('--page', '/infra/config') // 配置管理: the seeded admin's list page (menu infra → config)
const LIST_REQUEST = opt('--list-request', '/admin-api/infra/config/page')
const ACCOUNT = { username: 'admin', password: 'admin123' }
const PAUSE_MS = 1500
// --cpu N: the renderer's CPU slowed N times (DevTools' throttling): the main thread's work outweighs the noise of the
// other processes, so a change in what the page computes shows in fewer runs. Budgets are for --cpu 1.
const CPU = Number(opt('--cpu', 1))
const B = BUDGETS.startup
// --profile: a CPU profile of each reload until the first row; prints where the main thread spent its time.
const PROFILE = args.includes('--profile') || args.includes('--profile-sign-in') || args.includes('--profile-again')
// --profile-sign-in: the same for each sign-in, from Enter until the first row, instead of the reload.
const PROFILE_SIGNIN = args.includes('--profile-sign-in')
// --profile-again: the same for the last reload (cache on, again: scripts start from V8's code cache), without the
// compiling that the cold reload's profile is full of.
const PROFILE_AGAIN = args.includes('--profile-again')
const profiles = []
// --trace: main-thread time by trace event (script, style, layout, paint, compile) from navigation start to the first row.
const TRACE = args.includes('--trace') || args.includes('--trace-again')
// --trace-again: the same for the last reload (cache on, again) instead of the cold one.
const TRACE_AGAIN = args.includes('--trace-again')
// --net: per request of each reload, when the renderer asked for it, when it was sent on a connection, headers back.
const NET = args.includes('--net')
const traceEvents = []
const traces = []
/**
 * Where the longest task on `thread` after `from` spent its time: each traced event's own time (its duration less the
 * events nested in it), summed by name — e.g. compiling (V8.CompileLazy …), style, layout, GC and script in between.
 */
function selfTimeOfLongestTask(events, thread, from) {
  const onThread = events.filter((e) => e.tid === thread && e.ph === 'X' && e.dur && e.ts >= from).sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const task = onThread.filter((e) => e.name === 'RunTask').sort((a, b) => b.dur - a.dur)[0]
  if (!task) return '    (no task)'
  const inside = onThread.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
  const self = new Map()
  const open = [] // the events enclosing the current one, innermost last
  for (const e of inside) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop()
    const parent = open.at(-1)
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur)
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur)
    open.push(e)
  }
  const lines = [...self].filter(([, us]) => us >= 500).sort((a, b) => b[1] - a[1])
  return [`    ${(task.dur / 1000).toFixed(0).padStart(5)} ms  the task, at ${((task.ts - from) / 1000).toFixed(0)} ms`, ...lines.map(([name, us]) => `    ${(us / 1000).toFixed(1).padStart(7)}  ${name}`)].join('\n')
}

/** The renderer's main thread that did the most work (a reload may start a new renderer; the old one idles). */
function rendererMain(events) {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  const busy = new Map()
  for (const e of events) if (e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`)) busy.set(e.tid, (busy.get(e.tid) ?? 0) + e.dur)
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0]
}
function summariseTrace(events, untilMs) {
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')
  const main = events.filter((e) => e.ph === 'X' && e.dur && (e.cat.includes('devtools.timeline') || e.cat.includes('v8')))
  const start = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts), nav?.ts ?? Infinity)
  const byName = new Map()
  // Only events on the renderer's main thread that are not nested in another of the same thread (top level time).
  const thread = rendererMain(events)
  for (const e of main) {
    if (e.tid !== thread || e.ts < start || (e.ts - start) / 1000 > untilMs) continue
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000)
  }
  return byName
}

ensureChromium()

// ---- build: a folder of its own, so a build running elsewhere in the tree can't change it under the bench ----
const DIST = resolve(opt('--dist', API === 'msw' ? '.bench/startup-dist-demo' : '.bench/startup-dist'))
if (!args.includes('--dist') && (!args.includes('--no-build') || !existsSync(join(DIST, 'index.html')))) {
  console.log(`Building the ${API === 'msw' ? 'demo' : 'remote'} production bundle into ${DIST} …`)
  const res = spawnSync('npx', ['vite', 'build', '--outDir', DIST], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_API_MODE: API === 'msw' ? 'demo' : 'remote', VITE_APP_CAPTCHA_ENABLE: 'false' },
  })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

// --compare DIR: another build (e.g. of the code before a change) run beside this one, run for run in turns, so both
// meet the same machine load; the table gives both, the budgets apply to this one.
const COMPARE = opt('--compare', undefined)
const VUE2 = opt('--vue2', undefined)
const SAVE_DATA = args.includes('--save-data')
const BUILDS = [
  ...(COMPARE ? [{ label: 'compare', dir: resolve(COMPARE) }] : []),
  ...(VUE2 ? [{ label: 'vue2', dir: resolve(VUE2) }] : []),
  ...(SAVE_DATA ? [{ label: 'save-data', dir: DIST }] : []),
  { label: 'this', dir: DIST },
]

/** How each app is signed in and shows its list: ours, and yudao-ui-admin-vue2 (element-ui; --vue2). */
const APPS = {
  ours: {
    entrance: '/entrance',
    usable: 'button[type=submit]:not([disabled])',
    username: '#username',
    password: '#password',
    row: 'tr.ant-table-row[data-row-key]',
  },
  vue2: {
    entrance: '/login',
    usable: '.login-form button.el-button--primary:not([disabled]):not(.is-loading)',
    username: '.login-form input[placeholder="账号"]',
    password: '.login-form input[placeholder="密码"]',
    row: 'tr.el-table__row',
  },
}
APPS.saveData = { ...APPS.ours, saveData: true }
const appOf = (label) => (label === 'vue2' ? APPS.vue2 : label === 'save-data' ? APPS.saveData : APPS.ours)

// ---- backend and nginx, one backend per latency ----
const freePort = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => ok(port))
    })
  })

/**
 * The demo backend in a process of its own: in the bench's process it would answer only when Playwright's event loop
 * (busy with the browser's protocol messages) lets it, which added up to ≈100 ms to a call.
 */
async function startBackend(latencyMs) {
  const port = await freePort()
  const child = spawn(process.execPath, ['scripts/demo-backend.mjs', '--port', String(port), '--latency', String(latencyMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  await new Promise((ok, fail) => {
    child.stdout.on('data', (c) => {
      out += c
      if (out.includes('Demo backend')) ok()
    })
    child.once('exit', (code) => fail(new Error(`the demo backend exited (${code}):\n${out}`)))
  })
  child.stdout.resume()
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((ok) => {
        if (child.exitCode !== null) return ok()
        child.once('exit', ok)
        child.kill('SIGTERM')
      }),
  }
}

/** nginx (deploy/serve.sh) serving a copy of one build, in front of the backend. */
async function startNginx(dir, backendUrl) {
  // A copy nginx's workers (nobody, when run as root) can read.
  const work = mkdtempSync(join(tmpdir(), 'sme-startup-'))
  chmodSync(work, 0o755)
  cpSync(dir, join(work, 'dist'), { recursive: true })
  const port = await freePort()
  const nginxLog = []
  const nginx = spawn('deploy/serve.sh', [join(work, 'dist'), String(port), backendUrl], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORTAL_CAPTCHA_ENABLE: 'false' },
  })
  nginx.stderr.on('data', (c) => nginxLog.push(c.toString()))
  return waitForNginx(nginx, `http://127.0.0.1:${port}/portal`, work, nginxLog)
}

/** Once `nginx` answers at `base`: `{ base, stop }`; `stop` also removes its folder `work`. */
async function waitForNginx(nginx, base, work, nginxLog) {
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((r) => nginx.once('exit', r))
      nginx.kill('SIGTERM')
      await exited
    }
    rmSync(work, { recursive: true, force: true })
  }
  for (let i = 0; ; i++) {
    const exited = nginx.exitCode !== null
    const ok = !exited && (await fetch(`${base}/`).then((r) => r.ok, () => false))
    if (ok) break
    if (exited || i > 100) {
      await stop()
      throw new Error(`nginx ${exited ? 'exited' : 'never answered'}:\n${nginxLog.join('')}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { base, stop }
}

/**
 * nginx serving a yudao-ui-admin-vue2 build under /yudao-admin/ (gzip, history-mode fallback) in front of the same
 * backend, which answers two of the names that yudao's admin uses under others, with the same bodies and answers: its
 * sign-in (auth/login → portal-login) and the newer dict-data/simple-list (→ list-all-simple).
 */
async function startVue2Nginx(dir, backendUrl) {
  const work = mkdtempSync(join(tmpdir(), 'sme-vue2-'))
  chmodSync(work, 0o755)
  cpSync(dir, join(work, 'www', 'yudao-admin'), { recursive: true })
  mkdirSync(join(work, 'tmp'))
  chmodSync(join(work, 'tmp'), 0o777) // nginx's workers (nobody, when run as root) buffer there
  const port = await freePort()
  const proxy = (to) => `proxy_http_version 1.1; proxy_set_header Connection ""; proxy_pass ${backendUrl}${to};`
  writeFileSync(
    join(work, 'nginx.conf'),
    `daemon off; worker_processes 2; pid ${work}/nginx.pid; error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off; sendfile on;
  client_body_temp_path ${work}/tmp/body; proxy_temp_path ${work}/tmp/proxy; fastcgi_temp_path ${work}/tmp/fastcgi;
  uwsgi_temp_path ${work}/tmp/uwsgi; scgi_temp_path ${work}/tmp/scgi;
  gzip_static on; gzip on; gzip_types text/css application/javascript application/json image/svg+xml;
  server {
    listen 127.0.0.1:${port}; root ${work}/www; absolute_redirect off;
    location /yudao-admin/static/ { add_header Cache-Control "public, max-age=31536000, immutable"; try_files $uri =404; }
    location /yudao-admin/ { add_header Cache-Control "no-cache"; try_files $uri /yudao-admin/index.html; }
    location = /admin-api/system/auth/login { ${proxy('/admin-api/system/auth/portal-login')} }
    location = /admin-api/system/dict-data/simple-list { ${proxy('/admin-api/system/dict-data/list-all-simple')} }
    location /admin-api/ { ${proxy('')} }
  }
}
`,
  )
  const nginxLog = []
  const nginx = spawn(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-p', work, '-c', 'nginx.conf', '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  nginx.stderr.on('data', (c) => nginxLog.push(c.toString()))
  return waitForNginx(nginx, `http://127.0.0.1:${port}/yudao-admin`, work, nginxLog)
}

/** One backend with `latencyMs`, and an nginx in front of it for each build. */
async function serve(latencyMs) {
  const backend = API === 'backend' ? await startBackend(latencyMs) : null
  const servers = []
  const shutdown = async () => {
    for (const s of servers) await s.stop()
    await backend?.close()
  }
  try {
    for (const build of BUILDS) {
      const start = build.label === 'vue2' ? startVue2Nginx : startNginx
      servers.push({ label: build.label, ...(await start(build.dir, backend?.url ?? 'http://127.0.0.1:9')) })
    }
  } catch (error) {
    await shutdown()
    throw error
  }
  return { bases: new Map(servers.map((s) => [s.label, s.base])), shutdown }
}

// ---- in the page: when the first data row is painted, how often a loading view and the first row were mounted ----
function observe({ rowSelector, ROW_PAINTED }) {
  performance.setResourceTimingBufferSize(2000)
  const w = window
  w.__bench = { rowAt: undefined, enterAt: undefined, rowsMounted: 0, loadingViews: 0, longTasks: [], sends: [] }
  // When the page's code sent each API call (XMLHttpRequest.send), for --net.
  const open = XMLHttpRequest.prototype.open
  const send = XMLHttpRequest.prototype.send
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__url = String(url)
    return open.call(this, method, url, ...rest)
  }
  XMLHttpRequest.prototype.send = function (...a) {
    w.__bench.sends.push([Math.round(performance.now()), this.__url])
    return send.apply(this, a)
  }
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
    const row = document.querySelector(rowSelector)
    if (row && row !== firstRow) {
      w.__bench.rowsMounted++
      if (w.__bench.rowAt === undefined) {
        w.__bench.rowAt = null
        // Painted: the frame after the row entered the DOM. Said on the console too: the bench waits for that line
        // (rowPainted) rather than evaluating in the page, whose first evaluation in a new document (Playwright's
        // injected script, 8–15 ms) otherwise lands between the first render and its frame.
        requestAnimationFrame(() => {
          w.__bench.rowAt = performance.now()
          console.debug(ROW_PAINTED)
        })
      }
    }
    firstRow = row
  }).observe(document, { childList: true, subtree: true })
  // The moment the user signs in: Enter in the form (or a click on its button).
  const signIn = () => (w.__bench.enterAt ??= performance.now())
  document.addEventListener('keydown', (e) => e.key === 'Enter' && signIn(), true)
  document.addEventListener('click', (e) => e.target instanceof Element && e.target.closest('button[type=submit]') && signIn(), true)
}

const readBench = (page) => page.evaluate(() => window.__bench)
const ROW_PAINTED = 'bench: first data row painted'
/** Resolves when the page says its first data row is painted; ask before the navigation that shows it. */
const rowPainted = (page) => page.waitForEvent('console', { predicate: (m) => m.text() === ROW_PAINTED, timeout: 30_000 })

/**
 * How far the entrance had got with the layout when Enter was pressed, from the app's performance marks
 * (src/router/AppRouter.tsx, src/components/rehearsal.tsx): a sign-in with Enter at once waits for what was not ready.
 * And how long the layout's code took to load on the entrance (asked for → run), which decides the first.
 */
const READY = ['layout rehearsed', 'rehearsal under way', 'layout loaded', 'layout still loading']
async function entranceMarks(page, enterAt) {
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]))
  const at = (name) => marks.find(([n]) => n === name)?.[1] ?? NaN
  const before = (name) => at(name) <= enterAt
  const readyAtEnter = before('sme:rehearsal-committed')
    ? READY[0]
    : before('sme:rehearsal-start')
      ? READY[1]
      : READY[before('sme:layout-ready') ? 2 : 3]
  return { readyAtEnter, layoutLoadMs: Math.round(at('sme:layout-ready') - at('sme:layout-preload')) }
}
const waterfall = (page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      url: e.name.replace(location.origin, ''),
      type: e.initiatorType,
      start: Math.round(e.startTime),
      end: Math.round(e.responseEnd),
    })),
  )

/** How many API calls of a waterfall were asked for again with the same URL. */
const askedTwice = (fall) => {
  const calls = fall.filter((e) => e.url.includes('/admin-api/')).map((e) => e.url)
  return calls.length - new Set(calls).size
}

/** One cold browser: sign in to `app` (`mode` 'now' or 'pause'), then reload the page it lands on. */
async function run(base, mode, app = APPS.ours) {
  const { page, cdp, close } = await coldPage()
  // --profile…: one CPU profile (200 µs samples) from here to stopProfile, kept for the summary at the end.
  const startProfile = async () => {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
  }
  const stopProfile = async () => profiles.push((await cdp.send('Profiler.stop')).profile)
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
  try {
    await page.addInitScript(observe, { rowSelector: app.row, ROW_PAINTED })
    // What Chromium says with its data saver on (--save-data).
    if (app.saveData)
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }))
    // A run that never shows its row says why: the page's errors and warnings go to the bench's output.
    page.on('pageerror', (e) => console.log(`[page error] ${e.message}`))
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(`[page ${m.type()}] ${m.text()}`))

    // 1. sign-in: fields filled as soon as the form is usable, Enter at once or after a pause
    await page.goto(`${base}${app.entrance}?redirect=${encodeURIComponent(PAGE)}`)
    await page.waitForSelector(app.usable)
    await page.locator(app.username).fill(ACCOUNT.username)
    await page.locator(app.password).fill(ACCOUNT.password)
    if (mode === 'pause') await page.waitForTimeout(PAUSE_MS)
    // Debugging aid: SIGNIN_TRACE=1 prints the main thread's events of 3 ms or more from Enter to the row (=args: with
    // each event's arguments, e.g. how many elements a style recalculation or layout touched).
    const signInEvents = []
    const onData = (e) => signInEvents.push(...e.value)
    if (process.env.SIGNIN_TRACE) {
      cdp.on('Tracing.dataCollected', onData)
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,disabled-by-default-devtools.timeline,disabled-by-default-v8.compile', transferMode: 'ReportEvents' })
    }
    if (PROFILE_SIGNIN) await startProfile()
    await page.locator(app.password).press('Enter')
    await page
      .waitForFunction(() => typeof window.__bench.rowAt === 'number', null, { timeout: 30_000 })
      .catch(async (error) => {
        // Say what the page shows instead of the row, and keep a screenshot of it.
        mkdirSync('.bench', { recursive: true })
        const shot = `.bench/startup-no-row-${Date.now()}.png`
        await page.screenshot({ path: shot }).catch(() => undefined)
        const text = await page.evaluate(() => document.body.innerText.slice(0, 300)).catch(() => '?')
        console.log(`[no row] sign-in (${mode}) at ${base}: ${page.url()} shows ${JSON.stringify(text)}; ${shot}`)
        throw error
      })
    if (PROFILE_SIGNIN) await stopProfile()
    const signIn = await readBench(page)
    const at = Math.round(signIn.enterAt)
    if (process.env.SIGNIN_TRACE) {
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
      await cdp.send('Tracing.end')
      await done
      cdp.off('Tracing.dataCollected', onData)
      const enter = signInEvents.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
      const thread = enter?.tid
      console.log(`\nSIGNIN_TRACE (${mode}): row at ${Math.round(signIn.rowAt - signIn.enterAt)} ms after Enter`)
      for (const e of signInEvents.filter((x) => x.tid === thread && x.ph === 'X' && x.dur >= 3000).sort((a, b) => a.ts - b.ts)) {
        const d = e.args?.data ?? {}
        const what = d.url ? d.url.split('/').pop() : (d.functionName ?? d.type ?? d.timerId ?? '')
        console.log(`  ${((e.ts - enter.ts) / 1000).toFixed(0).padStart(5)} +${(e.dur / 1000).toFixed(0).padStart(4)}  ${e.name} ${what}${process.env.SIGNIN_TRACE === 'args' ? ` ${JSON.stringify(e.args).slice(0, 300)}` : ''}`)
      }
      console.log(`  the longest task after Enter, self time by event:\n${selfTimeOfLongestTask(signInEvents, thread, enter.ts)}`)
    }
    const signInFall = (await waterfall(page)).filter((e) => e.end >= at - 5).map((e) => ({ ...e, start: e.start - at, end: e.end - at }))
    const signInList = signInFall.find((e) => e.url.startsWith(LIST_REQUEST))
    const signInMs = Math.round(signIn.rowAt - signIn.enterAt)
    const { readyAtEnter, layoutLoadMs } = app !== APPS.vue2 ? await entranceMarks(page, signIn.enterAt) : { layoutLoadMs: NaN }
    await page.waitForLoadState('networkidle')
    const signInRowsMounted = (await readBench(page)).rowsMounted

    // 2. reload of the signed-in list page (cache still off: a cold reload)
    const startTrace = async () => {
      traceEvents.length = 0
      cdp.on('Tracing.dataCollected', (e) => traceEvents.push(...e.value))
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' })
    }
    const endTrace = async (rowAt) => {
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
      await cdp.send('Tracing.end')
      await done
      traces.push(summariseTrace(traceEvents, rowAt))
      // Debugging aid: TRACE_DUMP=PREFIX writes each reload's raw trace events to PREFIX.<n>.json, for a closer look (which
      // resource finished when, what the main thread did meanwhile).
      if (process.env.TRACE_DUMP) writeFileSync(`${process.env.TRACE_DUMP}.${traces.length}.json`, JSON.stringify(traceEvents))
      if (process.env.TRACE_WINDOW) {
        // Debugging aid: the main thread's events of 3 ms (TRACE_MIN_US=…: another length) or more inside TRACE_WINDOW=from,to
        // (ms after navigation start).
        const [from, to] = process.env.TRACE_WINDOW.split(',').map(Number)
        // navigationStart is not in the traced categories: the document's request is the start.
        const start = Math.min(...traceEvents.filter((e) => e.name === 'navigationStart' || e.name === 'ResourceSendRequest').map((e) => e.ts))
        const thread = rendererMain(traceEvents)
        for (const e of traceEvents.filter((x) => x.tid === thread && x.ph === 'X' && x.dur >= Number(process.env.TRACE_MIN_US ?? 3000)).sort((a, b) => a.ts - b.ts)) {
          const at = (e.ts - start) / 1000
          if (at < from || at > to) continue
          const d = e.args?.data ?? {}
          console.log(`  ${at.toFixed(0).padStart(5)} +${(e.dur / 1000).toFixed(0).padStart(4)}  ${e.name} ${d.url ?? d.functionName ?? d.type ?? ''} ${d.lineNumber ?? ''}`)
        }
      }
    }
    if (TRACE && !TRACE_AGAIN) await startTrace()
    if (PROFILE && !PROFILE_SIGNIN && !PROFILE_AGAIN) await startProfile()
    const net = new Map()
    const onWill = (e) => NET && net.set(e.requestId, { url: e.request.url, will: e.timestamp })
    const onResp = (e) => {
      const r = net.get(e.requestId)
      if (r && e.response.timing) Object.assign(r, { sent: e.response.timing.requestTime + e.response.timing.sendStart / 1000, head: e.response.timing.requestTime + e.response.timing.receiveHeadersEnd / 1000 })
    }
    cdp.on('Network.requestWillBeSent', onWill)
    cdp.on('Network.responseReceived', onResp)
    await Promise.all([rowPainted(page), page.reload()])
    const reload = await readBench(page)
    if (PROFILE && !PROFILE_SIGNIN && !PROFILE_AGAIN) await stopProfile()
    if (TRACE && !TRACE_AGAIN) await endTrace(reload.rowAt)
    const fall = await waterfall(page)
    const list = fall.find((e) => e.url.startsWith(LIST_REQUEST))
    cdp.off('Network.requestWillBeSent', onWill)
    cdp.off('Network.responseReceived', onResp)
    if (NET) {
      // Asked for (the renderer) → sent on a connection → headers back, ms after the document was asked for.
      const all = [...net.values()].sort((a, b) => a.will - b.will)
      const t0 = all[0]?.will ?? 0
      const ms = (t) => (t === undefined ? '   -' : String(Math.round((t - t0) * 1000)).padStart(4))
      console.log(`\n--net: reload, asked → sent → headers (ms), row at ${Math.round(reload.rowAt)} after navigation start`)
      const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => `${Math.round(m.startTime)} ${m.name}`))
      if (marks.length) console.log(`  marks: ${marks.join(', ')}`)
      console.log(`  XMLHttpRequest.send in the page (ms after navigation start): ${reload.sends.map(([t, u]) => `${t} ${u.replace(/\?.*/, '')}`).join(', ')}`)
      for (const r of all) console.log(`  ${ms(r.will)} ${ms(r.sent)} ${ms(r.head)}  ${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)}`)
    }
    await page.waitForLoadState('networkidle')
    const afterIdle = await readBench(page)

    // 3. the reload a user gets (F5): the HTTP cache on, holding what the sign-in and the cold reload fetched
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
    await Promise.all([rowPainted(page), page.reload()])
    const warmReloadMs = Math.round((await readBench(page)).rowAt)
    // 4. the same F5 once more, as on a user's every later reload: Chromium compiles a script from the HTTP cache into
    // V8's code cache at its second load (step 3 pays for that, on the main thread), and from then on starts from it.
    await page.waitForLoadState('networkidle')
    if (TRACE_AGAIN) await startTrace()
    if (PROFILE_AGAIN) await startProfile()
    await Promise.all([rowPainted(page), page.reload()])
    if (PROFILE_AGAIN) await stopProfile()
    const codeCacheReloadMs = Math.round((await readBench(page)).rowAt)
    if (TRACE_AGAIN) await endTrace(codeCacheReloadMs)
    return {
      mode,
      signInMs,
      signInDataToRowMs: signInList ? signInMs - signInList.end : NaN,
      signInRequests: signInFall,
      signInLoadingViews: signIn.loadingViews,
      signInRowsMounted,
      readyAtEnter,
      layoutLoadMs,
      longTasksOnSignIn: signIn.longTasks.filter(([t]) => t >= at - 5).map(([t, d]) => [t - at, d]),
      reloadMs: Math.round(reload.rowAt),
      warmReloadMs,
      codeCacheReloadMs,
      reloadDataToRowMs: list ? Math.round(reload.rowAt) - list.end : NaN,
      listStartMs: list ? list.start : NaN,
      // The reload's calls that prefs.js sent ahead (issue 51) are taken, not asked again by the app.
      callsAskedTwice: askedTwice(fall),
      rowsMountedOnReload: afterIdle.rowsMounted,
      longTasksOnReload: reload.longTasks,
      loadingViewsOnReload: afterIdle.loadingViews,
      waterfall: fall,
    }
  } finally {
    await close()
  }
}

// ---- statistics ----
const sorted = (xs) => xs.filter(Number.isFinite).sort((a, b) => a - b)
/** Nearest-rank percentile (p90 of 10 runs is the 9th fastest); NaN when a run has no figure. */
const pct = (xs, p) => {
  const s = sorted(xs)
  return s.length === xs.length && s.length ? s[Math.max(0, Math.ceil(p * s.length) - 1)] : NaN
}
const median = (xs) => {
  const s = sorted(xs)
  if (s.length !== xs.length || !s.length) return NaN
  return Math.round(s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2)
}
const stats = (xs) => ({ median: median(xs), p90: pct(xs, 0.9), p10: pct(xs, 0.1), min: sorted(xs)[0], max: sorted(xs).at(-1), n: xs.length, all: xs })

const loadNow = () => loadavg().map((l) => l.toFixed(2)).join(' ')
const results = []
for (const latencyMs of LATENCIES) {
  const { bases, shutdown } = await serve(latencyMs)
  const loadBefore = loadNow()
  const runsOf = new Map(BUILDS.map((b) => [b.label, []]))
  try {
    // Warm-up (Chromium binary, OS file cache, nginx and backend); not counted.
    for (const b of BUILDS) await run(bases.get(b.label), 'now', appOf(b.label))
    for (let i = 0; i < RUNS; i++) {
      for (const mode of ['now', 'pause']) {
        for (const b of i % 2 ? [...BUILDS].reverse() : BUILDS) runsOf.get(b.label).push(await run(bases.get(b.label), mode, appOf(b.label)))
      }
    }
  } finally {
    await shutdown()
  }
  const load = { before: loadBefore, after: loadNow() }
  for (const { label } of BUILDS) {
    const runs = runsOf.get(label)
    const now = runs.filter((r) => r.mode === 'now')
    const pause = runs.filter((r) => r.mode === 'pause')
    results.push({
      latencyMs,
      label,
      load,
      flows: {
        'sign-in, Enter at once': stats(now.map((r) => r.signInMs)),
        [`sign-in, after a ${PAUSE_MS / 1000} s pause`]: stats(pause.map((r) => r.signInMs)),
        reload: stats(runs.map((r) => r.reloadMs)),
        'reload, HTTP cache on': stats(runs.map((r) => r.warmReloadMs)),
        'reload, cache on, again': stats(runs.map((r) => r.codeCacheReloadMs)),
        'data → row, sign-in': stats(runs.map((r) => r.signInDataToRowMs)),
        'data → row, reload': stats(runs.map((r) => r.reloadDataToRowMs)),
        'list request leaves (reload)': stats(runs.map((r) => r.listStartMs)),
        "layout's code on the entrance": stats(runs.map((r) => r.layoutLoadMs)),
      },
      requestsOnReload: median(runs.map((r) => r.waterfall.length)),
      scriptsOnReload: median(runs.map((r) => r.waterfall.filter((e) => /\.js$/.test(e.url)).length)),
      rowsMountedOnReload: Math.max(...runs.map((r) => r.rowsMountedOnReload)),
      callsAskedTwice: Math.max(...runs.map((r) => r.callsAskedTwice)),
      rowsMountedOnSignIn: Math.max(...runs.map((r) => r.signInRowsMounted)),
      loadingViews: Math.max(...runs.map((r) => r.signInLoadingViews + r.loadingViewsOnReload)),
      runs,
    })
  }
}

mkdirSync('.bench', { recursive: true })
writeFileSync(opt('--out', '.bench/startup.json'), JSON.stringify({ api: API, builds: BUILDS, page: PAGE, runs: RUNS, at: new Date().toISOString(), results }, null, 2))
if (args.includes('--json')) console.log(JSON.stringify(results.map((r) => ({ ...r, runs: undefined }))))

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
  // Total time per function: a sample counts for every function on its stack, once (a component's own render, with
  // what it calls, but not its children: React calls those from its work loop). Clearest on a build without minifying.
  const totalByFn = new Map()
  for (const p of profiles) {
    const nodes = new Map(p.nodes.map((n) => [n.id, n]))
    const parent = new Map()
    for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
    p.samples.forEach((id, i) => {
      const seen = new Set()
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const { functionName, url, lineNumber } = nodes.get(at).callFrame
        const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`
        if (seen.has(key)) continue
        seen.add(key)
        totalByFn.set(key, (totalByFn.get(key) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000 / profiles.length)
      }
    })
    const dt = new Map()
    p.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000))
    for (const [id, ms] of dt) {
      const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame
      const file = url.split('/').pop() || '(native)'
      const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`
      byFn.set(key, (byFn.get(key) ?? 0) + ms / profiles.length)
      byUrl.set(file, (byUrl.get(file) ?? 0) + ms / profiles.length)
    }
  }
  // The raw profiles too, for a closer look (chrome://inspect or speedscope open them).
  mkdirSync('.bench', { recursive: true })
  writeFileSync('.bench/profiles.json', JSON.stringify(profiles))
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n')
  console.log(`\nCPU self time per ${PROFILE_SIGNIN ? 'sign-in' : 'reload'}, by script:\n${top(byUrl, 15)}\nby function:\n${top(byFn, 25)}\ntotal (self and callees) by function:\n${top(totalByFn, 60)}`)
}

const short = (url) => url.replace(/^\/portal\/assets\//, '').replace(/\?.*$/, (q) => (q.length > 40 ? `${q.slice(0, 40)}…` : q))
const printFall = (entries) => {
  for (const e of [...entries].sort((a, b) => a.start - b.start)) console.log(`  ${String(e.start).padStart(5)} → ${String(e.end).padStart(5)}  ${short(e.url)}`)
}
const tasks = (list) => list.map(([t, d]) => `${t}+${d}`).join(', ')
for (const r of results.filter((x) => x.label === 'this')) {
  const typical = [...r.runs].sort((a, b) => a.reloadMs - b.reloadMs)[Math.floor(r.runs.length / 2)]
  const now = r.runs.filter((x) => x.mode === 'now').sort((a, b) => a.signInMs - b.signInMs)
  const slow = now.at(-1)
  console.log(`\n[API +${r.latencyMs} ms] reload of ${PAGE}, request waterfall of the median run (ms after navigation start; ${typical.waterfall.length} requests):`)
  printFall(typical.waterfall)
  console.log(`  first data row painted at ${typical.reloadMs} ms; long tasks (start+duration): ${tasks(typical.longTasksOnReload)}`)
  console.log(`\n[API +${r.latencyMs} ms] sign-in (Enter at once) → ${PAGE}, slowest run, requests still under way at Enter or later (ms after Enter):`)
  printFall(slow.signInRequests)
  console.log(`  first data row painted at ${slow.signInMs} ms; long tasks (start+duration): ${tasks(slow.longTasksOnSignIn)}`)
}

const pad = (v, n = 6) => String(v).padStart(n)
console.log(
  `\n${PAGE}, production build (${API === 'msw' ? 'demo build, msw in the browser' : 'remote build + demo backend'}) behind nginx, cold cache; ` +
    `${RUNS} sign-ins each way and ${2 * RUNS} reloads per latency (ms):`,
)
if (COMPARE) console.log(`  build "compare": ${resolve(COMPARE)}; build "this": ${DIST}`)
console.log(`  ${'flow'.padEnd(34)}${pad('build', 8)}${pad('API +')} ${pad('median')} ${pad('p90')} ${pad('p10')} ${pad('min')} ${pad('max')}  runs`)
for (const r of results) {
  for (const [flow, s] of Object.entries(r.flows)) {
    if (!s.all.some(Number.isFinite)) continue // a figure this app has no mark for (vue2)
    console.log(`  ${flow.padEnd(34)}${pad(r.label, 8)}${pad(r.latencyMs)} ${pad(s.median)} ${pad(s.p90)} ${pad(s.p10)} ${pad(s.min)} ${pad(s.max)}  ${s.all.join(' ')}`)
  }
  const now = r.runs.filter((x) => x.mode === 'now')
  const byReady = READY.map((state) => [state, now.filter((x) => x.readyAtEnter === state).map((x) => x.signInMs)]).filter(([, ms]) => ms.length)
  if (byReady.length)
    console.log(
      `  ${r.label}, API +${r.latencyMs} ms, Enter at once by what was ready at Enter: ` +
        byReady.map(([state, ms]) => `${state} ${ms.length}× (median ${median(ms)}, max ${Math.max(...ms)})`).join(' · '),
    )
  console.log(
    `  ${r.label}, API +${r.latencyMs} ms: load average ${r.load.before} before, ${r.load.after} after; reload ${r.requestsOnReload} requests ` +
      `(${r.scriptsOnReload} scripts, ${r.callsAskedTwice} API calls asked twice); loading views ${r.loadingViews}, first row mounted ${r.rowsMountedOnReload}× on a reload, ` +
      `${r.rowsMountedOnSignIn}× at a sign-in (worst runs)`,
  )
}

// Issue 23's ratio: this build against yudao-ui-admin-vue2 in the same run (target ≤ 0.6 for sign-in and reload).
for (const latencyMs of LATENCIES) {
  const ours = results.find((r) => r.label === 'this' && r.latencyMs === latencyMs)
  const vue2 = results.find((r) => r.label === 'vue2' && r.latencyMs === latencyMs)
  if (!vue2) continue
  const ratio = (flow, key) => (ours.flows[flow][key] / vue2.flows[flow][key]).toFixed(2)
  const flows = ['sign-in, Enter at once', `sign-in, after a ${PAUSE_MS / 1000} s pause`, 'reload', 'reload, HTTP cache on', 'reload, cache on, again']
  console.log(`  this ÷ vue2, API +${latencyMs} ms, median / p90: ${flows.map((flow) => `${flow} ${ratio(flow, 'median')} / ${ratio(flow, 'p90')}`).join(' · ')}`)
}

/** With --vue2: a reload's median and p90, cache off and on, as a share of the base's (loopback backend). */
function reloadRatios() {
  const vue2 = results.find((r) => r.label === 'vue2' && r.latencyMs === LATENCIES[0])
  if (!vue2) return []
  const ours = results.find((r) => r.label === 'this' && r.latencyMs === LATENCIES[0])
  return ['reload', 'reload, HTTP cache on'].flatMap((flow) =>
    ['median', 'p90'].map((key) => [`${flow}, ${key} ÷ vue2's`, Number((ours.flows[flow][key] / vue2.flows[flow][key]).toFixed(2)), B.reloadRatioToVue2, '×']),
  )
}

// Budgets: p90 of the loopback backend (the first latency); the other latencies are printed for comparison.
const main = results.find((r) => r.label === 'this')
if (CPU > 1) {
  console.log(`\nNo budgets at --cpu ${CPU} (they are for an unthrottled CPU).`)
  process.exit(0)
}
const f = main.flows
const spread = (s) => s.p90 - s.p10
const ok = report([
  [`sign-in, Enter at once → first data row, p90`, f['sign-in, Enter at once'].p90, B.signInToRowP90Ms, ' ms'],
  [`sign-in after a pause → first data row, p90`, f[`sign-in, after a ${PAUSE_MS / 1000} s pause`].p90, B.signInPauseToRowP90Ms, ' ms'],
  [`reload → first data row, p90`, f.reload.p90, B.reloadToRowP90Ms, ' ms'],
  [`sign-in at once, p90 − p10 (one mode, not two)`, spread(f['sign-in, Enter at once']), B.spreadMs, ' ms'],
  [`sign-in after a pause, p90 − p10`, spread(f[`sign-in, after a ${PAUSE_MS / 1000} s pause`]), B.spreadMs, ' ms'],
  [`reload, p90 − p10`, spread(f.reload), B.spreadMs, ' ms'],
  [`data back → row painted, sign-in, p90`, f['data → row, sign-in'].p90, B.dataToRowP90Ms, ' ms'],
  [`data back → row painted, reload, p90`, f['data → row, reload'].p90, B.dataToRowP90Ms, ' ms'],
  [`list request leaves after navigation start (reload), p90`, f['list request leaves (reload)'].p90, B.listRequestStartP90Ms, ' ms'],
  // Nothing renders twice on start-up (issue 13): no loading view on the way, the table's first row mounted once.
  ['loading views shown on a sign-in or a reload, worst run', main.loadingViews, B.loadingViews, ''],
  ['times the first data row was mounted on a reload, worst run', main.rowsMountedOnReload, B.rowsMounted, ''],
  ['times the first data row was mounted at a sign-in, worst run', main.rowsMountedOnSignIn, B.rowsMounted, ''],
  ['API calls asked twice on a reload (sent ahead, then again), worst run', main.callsAskedTwice, B.callsAskedTwice, ''],
  // Issue 51: a reload against the base's, measured in turns (--vue2).
  ...reloadRatios(),
])
process.exit(ok ? 0 : 1)
