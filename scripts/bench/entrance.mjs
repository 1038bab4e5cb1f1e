#!/usr/bin/env node
// Entrance performance (issue 2): the production build (remote mode, dist/) served locally with gzip, a cold cache per
// run, headless Chromium. Measures the JS transferred on /portal/entrance, the first contentful paint and the time from
// navigation start until the sign-in form is usable (unthrottled and at 4× CPU throttle), and checks that nothing of
// bpmn-js, msw or other routes' pages is loaded there. Budgets: scripts/bench/lib/budgets.mjs.
//   node scripts/bench/entrance.mjs [--runs 5] [--no-build | --dist DIR] [--json]
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ensureChromium } from '../chromium.mjs'
import { BUDGETS, report } from './lib/budgets.mjs'
import { coldPage } from './lib/coldPage.mjs'

const args = process.argv.slice(2)
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const RUNS = Number(opt('--runs', 5))
// --dist DIR: a build made elsewhere with --manifest (e.g. of an older commit, for a before/after).
const DIST = resolve(opt('--dist', 'dist'))
const BUDGET = BUDGETS.entrance

ensureChromium()

// ---- build ----
if (!args.includes('--dist') && (!args.includes('--no-build') || !existsSync(join(DIST, '.vite/manifest.json')))) {
  console.log('Building the production bundle (remote mode) into dist/ …')
  const res = spawnSync('npx', ['vite', 'build', '--outDir', 'dist', '--manifest'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_API_MODE: 'remote' },
  })
  if (res.status !== 0) process.exit(res.status ?? 1)
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'))

// ---- static server: like a production web server (gzip, SPA fallback, no caching) ----
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.ico': 'image/x-icon', '.woff2': 'font/woff2' }
const gz = new Map()
const apiCalls = []
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x')
  if (url.pathname.startsWith('/admin-api/')) {
    // No backend here: record the call (the entrance should need none to show its form) and answer like yudao.
    apiCalls.push(url.pathname)
    res.writeHead(200, { 'Content-Type': 'application/json' })
    return res.end(JSON.stringify({ code: 401, msg: '账号未登录', data: null }))
  }
  if (!url.pathname.startsWith('/portal')) {
    res.writeHead(302, { Location: '/portal/' })
    return res.end()
  }
  let file = normalize(join(DIST, decodeURIComponent(url.pathname.slice('/portal'.length)) || '/'))
  if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = join(DIST, 'index.html')
  const type = TYPES[extname(file)] ?? 'application/octet-stream'
  const headers = { 'Content-Type': type, 'Cache-Control': 'no-store' }
  let body = readFileSync(file)
  if (/gzip/.test(req.headers['accept-encoding'] ?? '') && /javascript|css|html|svg|json/.test(type)) {
    if (!gz.has(file)) gz.set(file, gzipSync(body, { level: 6 }))
    body = gz.get(file)
    headers['Content-Encoding'] = 'gzip'
  }
  headers['Content-Length'] = body.length
  res.writeHead(200, headers)
  res.end(body)
})
await new Promise((r) => server.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${server.address().port}`

// ---- what the entrance may load ----
const byFile = new Map() // asset file → manifest entries
for (const [key, entry] of Object.entries(manifest)) {
  if (!byFile.has(entry.file)) byFile.set(entry.file, [])
  byFile.get(entry.file).push({ key, ...entry })
}
const FORBIDDEN_CODE = /setupWorker|mockServiceWorker|__demoApi|djs-container|bpmn-js|bjs-powered-by/
function violationsOf(scriptUrls) {
  const out = []
  for (const url of scriptUrls) {
    const file = new URL(url).pathname.replace(/^\/portal\//, '')
    for (const e of byFile.get(file) ?? []) {
      // Another route's page (a lazily loaded module of its own) must not load on the entrance; the entrance's own
      // messages in the user's language do (issue 25), and only those.
      const own = /src\/features\/portal\/pages\/Entrance\.tsx$|src\/messages\/entrance\.[\w-]+\.ts$/
      if (e.isDynamicEntry && e.src && !own.test(e.src)) out.push(`${file}: page ${e.src}`)
      if (e.src && /node_modules\/(bpmn-js|diagram-js|msw)\//.test(e.src)) out.push(`${file}: ${e.src}`)
    }
    const text = readFileSync(join(DIST, file), 'utf8')
    const hit = FORBIDDEN_CODE.exec(text)
    if (hit) out.push(`${file}: contains "${hit[0]}"`)
  }
  return out
}

// ---- one cold-cache visit ----
async function visit(rate) {
  const { page, cdp, close } = await coldPage()
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const types = new Map()
    const scripts = []
    let jsBytes = 0 // gzip bodies only
    let jsWireBytes = 0 // with HTTP headers
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }))
    cdp.on('Network.dataReceived', (e) => {
      if (types.get(e.requestId)?.type === 'Script') jsBytes += e.encodedDataLength
    })
    cdp.on('Network.loadingFinished', (e) => {
      const r = types.get(e.requestId)
      if (r?.type === 'Script') {
        jsWireBytes += e.encodedDataLength
        scripts.push(r.url)
      }
    })
    // "Usable": the account and password fields and an enabled submit button are in the DOM (React has attached its
    // handlers at commit), timed at the next frame, i.e. when they are painted.
    await page.addInitScript(() => {
      const ready = () => {
        const button = document.querySelector('button[type=submit]')
        return document.querySelector('#username') && document.querySelector('#password') && button && !button.disabled
      }
      const mark = () => requestAnimationFrame(() => (window.__formReadyMs ??= performance.now()))
      const observer = new MutationObserver(() => {
        if (ready()) {
          observer.disconnect()
          mark()
        }
      })
      observer.observe(document, { childList: true, subtree: true, attributes: true })
    })
    await page.goto(`${origin}/portal/entrance`)
    await page.waitForFunction(() => window.__formReadyMs !== undefined, null, { timeout: 30_000 })
    // Let anything the entrance loads after showing the form (prefetches, lazy chunks) arrive too.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    const readyMs = await page.evaluate(() => window.__formReadyMs)
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
    // What the entrance loaded for itself: the JS requested before it started fetching the layout for the sign-in
    // (src/router/AppRouter.tsx marks 'sme:layout-preload' once the entrance has painted and is idle, issue 23).
    const own = await page.evaluate(() => {
      const mark = performance.getEntriesByName('sme:layout-preload')[0]?.startTime ?? Infinity
      const js = performance.getEntriesByType('resource').filter((e) => /\.js$/.test(new URL(e.name).pathname))
      const before = js.filter((e) => e.startTime < mark)
      return {
        mark: Number.isFinite(mark) ? mark : null,
        bytes: before.reduce((n, e) => n + e.encodedBodySize, 0),
        scripts: before.map((e) => e.name),
        laterKiB: js.filter((e) => e.startTime >= mark).reduce((n, e) => n + e.encodedBodySize, 0) / 1024,
      }
    })
    const ownScripts = new Set(own.scripts)
    const loaded = {
      jsBytes: own.bytes,
      jsWireBytes,
      scripts: scripts.filter((u) => ownScripts.has(u)),
      preloadMarkMs: own.mark,
      preloadedKiB: own.laterKiB,
      allJsBytes: jsBytes,
    }
    // The form really works: typing is accepted.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await page.locator('#username').fill('admin')
    const typed = (await page.locator('#username').inputValue()) === 'admin'
    return { readyMs, fcp, ...loaded, typed }
  } finally {
    await close()
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

await visit(1) // warm-up (Chromium binary and OS caches); not counted
const results = { unthrottled: [], throttled4x: [] }
for (let i = 0; i < RUNS; i++) {
  results.unthrottled.push(await visit(1))
  results.throttled4x.push(await visit(4))
}
server.close()

const all = [...results.unthrottled, ...results.throttled4x]
const scripts = [...new Set(all.flatMap((r) => r.scripts))]
const violations = violationsOf(scripts)
const summary = {
  runs: RUNS,
  jsKiB: +(median(all.map((r) => r.jsBytes)) / 1024).toFixed(1),
  jsWireKiB: +(median(all.map((r) => r.jsWireBytes)) / 1024).toFixed(1),
  // The layout's chunks, fetched once the entrance is idle (not counted above).
  preloadMarkMs: Math.round(median(results.unthrottled.map((r) => r.preloadMarkMs ?? NaN))),
  preloadedKiB: +median(all.map((r) => r.preloadedKiB)).toFixed(1),
  scripts: scripts.length,
  readyMs: Math.round(median(results.unthrottled.map((r) => r.readyMs))),
  readyMsAll: results.unthrottled.map((r) => Math.round(r.readyMs)),
  readyThrottledMs: Math.round(median(results.throttled4x.map((r) => r.readyMs))),
  readyThrottledMsAll: results.throttled4x.map((r) => Math.round(r.readyMs)),
  // No paint recorded in a run is a miss, not 0 ms.
  fcpMs: results.unthrottled.every((r) => r.fcp != null) ? Math.round(median(results.unthrottled.map((r) => r.fcp))) : NaN,
  fcpMsAll: results.unthrottled.map((r) => (r.fcp == null ? 'none' : Math.round(r.fcp))),
  apiCallsBeforeSignIn: [...new Set(apiCalls)],
  formAcceptsInput: all.every((r) => r.typed),
  violations,
  at: new Date().toISOString(),
}
mkdirSync('.bench', { recursive: true })
writeFileSync('.bench/entrance.json', JSON.stringify({ ...summary, scriptFiles: scripts.map((u) => new URL(u).pathname) }, null, 2))

if (args.includes('--json')) console.log(JSON.stringify(summary))
console.log(`\n/portal/entrance, production build (remote), cold cache, ${RUNS} runs each (median):`)
console.log(`  JS loaded: ${scripts.length} files; ${scripts.map((u) => new URL(u).pathname.split('/').pop()).join(', ')}`)
if (summary.apiCallsBeforeSignIn.length) console.log(`  API calls before sign-in: ${summary.apiCallsBeforeSignIn.join(', ')}`)
const checks = [
  [
    `JS transferred before the idle layout preload (gzip bodies; then ${summary.preloadedKiB} KiB of layout from ${summary.preloadMarkMs} ms)`,
    summary.jsKiB,
    BUDGET.jsKiB,
    ' KiB',
  ],
  [`first contentful paint, unthrottled (runs ${summary.fcpMsAll.join(', ')})`, summary.fcpMs, BUDGET.fcpMs, ' ms'],
  [`sign-in form usable, unthrottled (runs ${summary.readyMsAll.join(', ')})`, summary.readyMs, BUDGET.readyMs, ' ms'],
  [`sign-in form usable, 4× CPU throttle (runs ${summary.readyThrottledMsAll.join(', ')})`, summary.readyThrottledMs, BUDGET.readyThrottledMs, ' ms'],
]
let ok = report(checks)
const clean = violations.length === 0 && summary.formAcceptsInput
ok &&= clean
console.log(`${violations.length ? 'FAIL' : 'PASS'}  no bpmn-js, msw or other routes' pages on the entrance${violations.length ? `:\n        ${violations.join('\n        ')}` : ''}`)
if (!summary.formAcceptsInput) console.log('FAIL  the form did not accept input')
process.exit(ok ? 0 : 1)
