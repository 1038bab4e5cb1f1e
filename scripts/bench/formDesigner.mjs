#!/usr/bin/env node
// Form designer benchmark (issue 43), not a test: headless Chromium against a demo production build.
//   node scripts/bench/formDesigner.mjs [--dist DIR] [--runs N]
// A form of 100 fields (80 at the top, 20 in the columns of two grids) is opened in the designer; each run drags a
// canvas item down across the form with the mouse (40 steps) and cancels with Escape, so every run sees the same form.
// A drag step is timed in the page from the pointer event's timestamp to the end of the work it caused: dnd-kit's
// handler, React's render of what changed (a task React schedules during the handler, which runs before the message
// posted after it) and the style and layout that follow; and, from a trace, the main thread's CPU time per step (what
// the step costs, whatever else the machine runs). Median and p90 of the CPU figure over every step of every run
// against the budget (scripts/bench/lib/budgets.mjs); the wall-clock figures are printed beside, with the load
// average. Without --dist it builds the demo build into a temporary folder first.
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs'
import { BUDGETS, report } from './lib/budgets.mjs'
import { arg, demoDist } from './lib/demoBuild.mjs'
import { mainThread } from './lib/trace.mjs'

ensureChromium()
const runs = Number(arg('--runs', 12))
const dist = demoDist('sme-form-bench-')

const B = BUDGETS.formDesigner
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]
}

/** 100 value fields as yudao's designer writes them: 80 at the top level, 20 in two rows of two columns. */
function hundredFields() {
  const kinds = [
    { type: 'input', props: {} },
    { type: 'inputNumber', props: { min: 0 } },
    { type: 'select', props: {}, options: [{ label: '甲', value: 1 }, { label: '乙', value: 2 }] },
    { type: 'radio', options: [{ label: '是', value: 1 }, { label: '否', value: 0 }] },
    { type: 'switch', props: {} },
    { type: 'datePicker', props: { type: 'date' } },
    { type: 'input', props: { type: 'textarea' } },
    { type: 'checkbox', options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] },
  ]
  let n = 0
  const field = () => {
    const k = kinds[n % kinds.length]
    n++
    return { ...k, field: `f${n}`, title: `字段 ${n}`, info: '', $required: n % 5 === 0, _fc_id: `id_F${n}`, name: `ref_F${n}`, display: true, hidden: false, _fc_drag_tag: k.type }
  }
  const rules = Array.from({ length: 80 }, field)
  const col = () => ({ type: 'col', props: { span: 12 }, children: Array.from({ length: 5 }, field), _fc_drag_tag: 'col' })
  rules.splice(20, 0, { type: 'fcRow', props: {}, children: [col(), col()], _fc_drag_tag: 'row' })
  rules.splice(60, 0, { type: 'fcRow', props: {}, children: [col(), col()], _fc_drag_tag: 'row' })
  return rules.map((r) => JSON.stringify(r))
}

/**
 * Per drag step, the CPU time of the renderer's main thread from the task that dispatched a pointermove to the task
 * that dispatched the next one (or the run's end): the handler, React's render, style, layout and paint it caused.
 */
function stepCpuTimes(events) {
  const { own, tasks, taskAt } = mainThread(events)
  const moves = own.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove').map((e) => e.ts)
  const marks = own.filter((e) => e.name === 'TimeStamp' && /^fd-steps-/.test(e.args?.data?.message ?? '')).sort((a, b) => a.ts - b.ts)
  const out = []
  for (let i = 0; i + 1 < marks.length; i += 2) {
    const [start, end] = [marks[i].ts, marks[i + 1].ts]
    const starts = moves.filter((ts) => ts > start && ts < end).map((ts) => taskAt(ts)?.ts).filter((ts) => ts !== undefined)
    for (let k = 0; k < starts.length; k++) {
      const until = k + 1 < starts.length ? starts[k + 1] : end
      const cpu = tasks.filter((t) => t.ts >= starts[k] && t.ts < until).reduce((sum, t) => sum + t.tdur, 0)
      out.push(cpu / 1000)
    }
  }
  return out
}

const server = await preview({ logLevel: 'silent', build: { outDir: dist }, preview: { port: 4191, strictPort: false, host: '127.0.0.1' } })
const base = (server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4191/portal/').replace(/\/$/, '')
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'sme-bench-')), {
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_ARGS,
  viewport: { width: 1440, height: 900 },
})
const page = context.pages()[0] ?? (await context.newPage())
let ok // every budget met (set once the figures are in)
try {
  await page.goto(`${base}/entrance`)
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!document.querySelector('#root > :not([data-boot])'))
  const formId = await page.evaluate(async (fields) => {
    const r = await fetch('/admin-api/system/auth/portal-login', { method: 'POST', headers: { 'Content-Type': 'application/json', 'tenant-id': '1' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) })
    const { data } = await r.json()
    localStorage.setItem('ACCESS_TOKEN', data.accessToken)
    localStorage.setItem('REFRESH_TOKEN', data.refreshToken)
    const created = await fetch('/admin-api/bpm/form/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'tenant-id': '1', Authorization: `Bearer ${data.accessToken}` },
      body: JSON.stringify({ name: '百字段表单', status: 0, fields, conf: '{}' }),
    })
    return (await created.json()).data
  }, hundredFields())
  await page.goto(`${base}/bpm/manager/form/edit?id=${formId}`)
  await page.waitForFunction(() => document.querySelectorAll('.fd-canvas-root .fd-item').length >= 104, null, { timeout: 60_000 })
  const fields = await page.evaluate(() => document.querySelectorAll('.fd-canvas-root .fd-item-kind').length)
  await page.evaluate(() => {
    const w = /** @type {any} */ (window)
    w.__steps = []
    const channel = new MessageChannel()
    const pending = []
    channel.port1.onmessage = () => {
      const stamp = pending.shift()
      document.body.getBoundingClientRect() // the style and layout the step left
      w.__steps.push(performance.now() - stamp)
    }
    // bubbling on window: after dnd-kit's listener on the document
    window.addEventListener('pointermove', (e) => {
      if (!document.querySelector('.fd-overlay')) return // only steps of a drag
      pending.push(e.timeStamp)
      channel.port2.postMessage(0)
    })
  })

  // The main thread's CPU time per step, from a trace (RunTask's thread duration): what the step costs this page,
  // apart from waiting for a core on a busy machine (which the wall-clock figure above includes).
  const cdp = await context.newCDPSession(page)
  const trace = []
  cdp.on('Tracing.dataCollected', (e) => trace.push(...e.value))
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', { categories: 'disabled-by-default-devtools.timeline,devtools.timeline', transferMode: 'ReportEvents' })

  const all = []
  const perRun = []
  for (let run = 0; run < runs; run++) {
    const handle = page.locator('.fd-canvas-root .fd-handle').nth(run % 5)
    await handle.scrollIntoViewIfNeeded()
    const box = await handle.boundingBox()
    const canvas = await page.locator('.fd-center').boundingBox()
    await page.evaluate(() => (/** @type {any} */ (window).__steps = []))
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 16, box.y + box.height / 2 + 16, { steps: 2 })
    await page.locator('.fd-overlay').waitFor()
    await page.evaluate(() => console.timeStamp('fd-steps-start'))
    await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height - 20, { steps: 40 })
    await page.waitForFunction(() => /** @type {any} */ (window).__steps.length >= 30)
    await page.evaluate(() => console.timeStamp('fd-steps-end'))
    await page.keyboard.press('Escape')
    await page.mouse.up()
    await page.locator('.fd-overlay').waitFor({ state: 'detached' })
    const steps = await page.evaluate(() => /** @type {any} */ (window).__steps)
    all.push(...steps)
    perRun.push(quantile(steps, 0.5))
  }
  await cdp.send('Tracing.end')
  await traced
  const cpu = stepCpuTimes(trace)
  const fmt = (n) => Number(n.toFixed(2))
  const result = {
    fields,
    runs,
    steps: all.length,
    stepMedianMs: fmt(quantile(all, 0.5)),
    stepP90Ms: fmt(quantile(all, 0.9)),
    cpuSteps: cpu.length,
    stepCpuMedianMs: fmt(quantile(cpu, 0.5)),
    stepCpuP90Ms: fmt(quantile(cpu, 0.9)),
    loadAverage: Number(loadavg()[0].toFixed(1)),
    runMediansMs: perRun.map(fmt),
  }
  console.log('FORM_DESIGNER_BENCH_RESULT', JSON.stringify(result))
  console.log(`drag step, wall clock (event → rendered and laid out; load average ${result.loadAverage}): median ${result.stepMedianMs} ms, p90 ${result.stepP90Ms} ms`)
  ok = report([
    [`drag step, ${fields} fields, main-thread CPU, median of ${cpu.length} steps in ${runs} runs`, result.stepCpuMedianMs, B.dragStepMedianMs, ' ms'],
    [`drag step, ${fields} fields, main-thread CPU, p90`, result.stepCpuP90Ms, B.dragStepP90Ms, ' ms'],
  ])
} finally {
  await context.close()
  await server.close()
}
process.exit(ok ? 0 : 1)
