#!/usr/bin/env node
// Shell benchmark (issue 3), not a test: headless Chromium against the demo production build (npm run build:demo).
//   node scripts/bench/shell.mjs
// Measures switching back to a cached tab, the JS heap added by 20 cached tabs, and header search time per keystroke
// over 1,000 routes (the app's own search module bundled into the page); exits 1 over a budget (scripts/bench/lib/budgets.mjs).
// Builds the demo build (dist-demo) first when it is missing.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { build, preview } from 'vite'
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs'
import { BUDGETS, report } from './lib/budgets.mjs'

ensureChromium()
if (!existsSync('dist-demo/index.html')) {
  console.log('Building the demo build into dist-demo/ …')
  const res = spawnSync('npm', ['run', 'build:demo', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (res.status !== 0) process.exit(res.status ?? 1)
}
const B = BUDGETS.shell
let ok // every budget met (set once the figures are in)

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const fmt = (n) => n.toFixed(2)

// The app's route search (fuse.js with the spec's options) as a script the page can load.
const bundle = await build({
  logLevel: 'silent',
  configFile: false,
  build: { write: false, lib: { entry: 'src/layout/routeSearch.ts', formats: ['iife'], name: 'RouteSearch' }, minify: true },
})
const searchScript = bundle[0].output[0].code

const server = await preview({ logLevel: 'silent', build: { outDir: 'dist-demo' }, preview: { port: 4190, strictPort: false, host: '127.0.0.1' } })
const base = (server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4190/portal/').replace(/\/$/, '')
const dir = mkdtempSync(join(tmpdir(), 'sme-bench-'))
const context = await chromium.launchPersistentContext(dir, {
  executablePath: CHROMIUM,
  headless: true,
  args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
  viewport: { width: 1440, height: 900 },
})
const page = context.pages()[0] ?? (await context.newPage())
const cdp = await context.newCDPSession(page)

try {
  // Sign in through the demo API, then open the layout.
  await page.goto(`${base}/entrance`)
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!document.querySelector('#root > :not([data-boot])'))
  await page.evaluate(async () => {
    const r = await fetch('/admin-api/system/auth/portal-login', { method: 'POST', headers: { 'Content-Type': 'application/json', 'tenant-id': '1' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) })
    const { data } = await r.json()
    localStorage.setItem('ACCESS_TOKEN', data.accessToken)
    localStorage.setItem('REFRESH_TOKEN', data.refreshToken)
  })
  await page.goto(`${base}/index`)
  await page.waitForSelector('[data-testid=tabs-bar]')
  await page.waitForTimeout(1000)

  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    await page.waitForTimeout(200)
    await cdp.send('HeapProfiler.collectGarbage')
    return (await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024
  }
  // Client-side navigation, as a menu click does.
  const go = (path) =>
    page.evaluate((p) => {
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2), idx: history.length }, '', `/portal${p}`)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)

  // Warm up one page so its chunk is loaded before measuring.
  await go('/dict/type/data/100')
  await page.waitForSelector('.tags-view-item[data-path="/dict/type/data/100"]')
  await page.locator('.tags-view-item[data-path="/dict/type/data/100"]').click({ button: 'middle' })
  await go('/index')
  await page.waitForTimeout(500)

  const before = await heap()
  const pages = Array.from({ length: 20 }, (_, i) => `/dict/type/data/${i + 1}`)
  for (const p of pages) {
    await go(p)
    await page.waitForSelector(`.tags-view-item[data-path="${p}"]`)
    await page.waitForTimeout(250) // let the page load its data
  }
  await page.waitForTimeout(1000)
  const after = await heap()
  const cached = await page.evaluate(() => JSON.parse(sessionStorage.getItem('visited-tabs')).state.visited.length)

  // Switch back to cached tabs by clicking them; time from the click until the page is shown and painted.
  const switches = []
  for (let i = 0; i < 20; i++) {
    const target = pages[(i * 7) % pages.length]
    const ms = await page.evaluate(async (p) => {
      const label = document.querySelector(`.tags-view-item[data-path="${p}"]`)
      const t0 = performance.now()
      label.click()
      await new Promise((resolve) => {
        const check = () => (location.pathname.endsWith(p) ? requestAnimationFrame(() => setTimeout(resolve, 0)) : requestAnimationFrame(check))
        check()
      })
      return performance.now() - t0
    }, target)
    switches.push(ms)
    await page.waitForTimeout(50)
  }

  // Header search: 1,000 routes, every prefix of a few queries typed one key at a time.
  await page.addScriptTag({ content: searchScript })
  const search = await page.evaluate(() => {
    const words = ['系统管理', '字典管理', '配置管理', '流程模型', '待办任务', '企业调研', '站内信', '订单详情', '商品属性', '调度日志']
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      path: `/area${i % 37}/module${i}/page-${i}`,
      title: [words[i % words.length], `${words[(i * 3) % words.length]}${i}`],
      external: false,
    }))
    const run = window.RouteSearch.createRouteSearch(entries)
    const queries = ['字典管理', 'module42', '待办任务9', 'page-999', '企业']
    const times = []
    let first = 0
    for (let rep = 0; rep < 5; rep++)
      for (const q of queries)
        for (let k = 1; k <= q.length; k++) {
          const t0 = performance.now()
          run(q.slice(0, k))
          const t = performance.now() - t0
          if (!times.length && !first) first = t // the very first keystroke runs cold (JIT)
          else times.push(t)
        }
    times.sort((a, b) => a - b)
    return { first, keystrokes: times.length, median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], max: times.at(-1) }
  })

  console.log(`Chromium ${context.browser()?.version() ?? ''} headless, demo build, ${new Date().toISOString()}`)
  ok = report([
    [`cached-tab switch, median of ${switches.length} clicks (max ${fmt(Math.max(...switches))} ms)`, +fmt(median(switches)), B.tabSwitchMs, ' ms'],
    [`JS heap added by 20 cached pages (${fmt(before)} → ${fmt(after)} MB, ${cached} tabs)`, +fmt(after - before), B.heapMiB, ' MB'],
    [
      `route search over 1,000 routes, median of ${search.keystrokes} keystrokes (p95 ${fmt(search.p95)} ms, max ${fmt(search.max)} ms, first cold ${fmt(search.first)} ms)`,
      +fmt(search.median),
      B.searchKeystrokeMs,
      ' ms',
    ],
  ])
} finally {
  await context.close()
  await server.close()
  rmSync(dir, { recursive: true, force: true })
}
process.exit(ok ? 0 : 1)
