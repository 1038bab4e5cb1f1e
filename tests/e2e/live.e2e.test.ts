// Live notices (issue 24): one WebSocket and one unread poll per browser, however many tabs.
//
// Mostly on the remote build behind nginx (deploy/serve.sh) in front of the demo backend (scripts/demo-backend.mjs,
// which speaks yudao's /infra/ws with the `ws` package): real sockets cross nginx's /infra/ws proxy under the
// production CSP, Playwright sees each one, the backend counts what it accepts and the unread calls it answers, and the
// backend can be stopped and started again (its data kept in a file, so the sessions survive it). One journey runs the
// demo build (msw's WebSocket interception), the way `npm start` does.
//
// Each test opens tabs of one browser context (one browser profile). Times are read from the tabs' own clocks (a
// MutationObserver stamps when a notice or a status shows) and the backend's, all on this machine.
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, WebSocket } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { backoffCeiling, FIRST_RETRY_MS } from '../../src/api/live/backoff'
import { activePage, baseUrl, button, confirmDialog, DEMO_ACCOUNTS, go, openApp, openDialog, openMenu, row, signIn, snap, toast, type App } from './harness'
import { freePort, REMOTE_SOURCE } from './remote'

const NOTICE = '平台系统升级维护通知'
const NOTICE_2 = '2024 年度中小企业发展专项资金申报公告'
/** Busy 2-core machine: generous limits for page loads; the live checks measure their own times. */
const SLOW = { timeout: 600_000 }

// ---- the stack: nginx + a demo backend that can be stopped and started ----

interface LiveCounts {
  /** Sockets open now, accepted and refused since the backend started; unread-count calls answered; last push (ms). */
  open: number
  opened: number
  refused: number
  unreadPolls: number
  lastPushAt: number
}

let work: string
let dist: string
let base: string
let backendPort: number
let dataFile: string
let backend: ChildProcess | undefined
let nginx: ChildProcess
const nginxLog: string[] = []

const url = (path: string) => `${base}/portal${path}`
const backendUrl = () => `http://127.0.0.1:${backendPort}`
const liveCounts = async (): Promise<LiveCounts> => (await fetch(`${backendUrl()}/__demo/live`)).json() as Promise<LiveCounts>

/** Starts the demo backend on its fixed port and data file; resolves once it listens. */
async function startBackend() {
  const child = spawn(process.execPath, ['scripts/demo-backend.mjs', '--port', String(backendPort), '--data', dataFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  backend = child
  await new Promise<void>((resolve, reject) => {
    let seen = ''
    child.stdout!.on('data', (c: Buffer) => {
      seen += c.toString()
      if (seen.includes('Demo backend')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`demo backend exited (${code}):\n${seen}`)))
  })
}
async function stopBackend() {
  const child = backend
  backend = undefined
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

beforeAll(async () => {
  if (!existsSync(`${REMOTE_SOURCE}/index.html`)) throw new Error(`${REMOTE_SOURCE} is missing: run \`VITE_API_MODE=remote npx vite build --outDir ${REMOTE_SOURCE}\` first`)
  if (existsSync(`${REMOTE_SOURCE}/mockServiceWorker.js`)) throw new Error(`${REMOTE_SOURCE} is a demo build: this journey needs the remote build`)
  work = mkdtempSync(join(tmpdir(), 'sme-live-'))
  chmodSync(work, 0o755) // run as root, nginx's workers are `nobody`: they must read the copy
  dist = join(work, 'dist')
  cpSync(REMOTE_SOURCE, dist, { recursive: true })
  dataFile = join(work, 'demo-data.json')
  backendPort = await freePort()
  await startBackend()
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  nginx = spawn('deploy/serve.sh', [dist, String(port), backendUrl()], { stdio: ['ignore', 'ignore', 'pipe'] })
  nginx.stderr!.on('data', (c: Buffer) => nginxLog.push(c.toString()))
  const until = Date.now() + 20_000
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`serve.sh exited (${nginx.exitCode}):\n${nginxLog.join('')}`)
    if (await fetch(url('/')).then((r) => r.ok, () => false)) break
    if (Date.now() > until) throw new Error(`nginx did not answer:\n${nginxLog.join('')}`)
    await new Promise((r) => setTimeout(r, 100)) // polling a port that is not bound yet
  }
}, 120_000)

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve))
    nginx.kill('SIGTERM')
    await exited
  }
  await stopBackend()
  if (work) rmSync(work, { recursive: true, force: true })
})

// ---- what the tabs do, seen from outside ----

interface LiveLog {
  notices: { at: number; text: string }[]
  status: { at: number; leader: string; socket: string; attempt: string }[]
}
declare global {
  interface Window {
    __liveLog: LiveLog
  }
}

/** In every page from its first byte: when a notice shows, and each change of the tab's live status, by the tab's clock. */
function recordLive() {
  const log: LiveLog = { notices: [], status: [] }
  window.__liveLog = log
  let last = ''
  const isNotice = (el: Element) => el.matches('[data-testid=live-notice]')
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes)
        if (n instanceof Element)
          for (const el of [n, ...n.querySelectorAll('[data-testid=live-notice]')])
            if (isNotice(el)) log.notices.push({ at: Date.now(), text: el.textContent ?? '' })
    const s = document.querySelector('[data-testid=live-status]')
    const now = s ? ['data-leader', 'data-socket', 'data-attempt'].map((a) => s.getAttribute(a)).join('|') : '||'
    if (now === last) return
    last = now
    const [leader, socket, attempt] = now.split('|')
    log.status.push({ at: Date.now(), leader, socket, attempt })
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-leader', 'data-socket', 'data-attempt'] })
}

interface Watch {
  /** Every WebSocket any page of the context opened, with the page and when (this process's clock). */
  sockets: { page: Page; socket: WebSocket; at: number }[]
  /** Every unread-count call any page made. */
  polls: { page: Page; at: number }[]
}

/** Counts sockets and unread polls of every page of the app's context, the first included. */
async function watch(app: App): Promise<Watch> {
  const w: Watch = { sockets: [], polls: [] }
  const follow = (page: Page) => {
    page.on('websocket', (socket) => w.sockets.push({ page, socket, at: Date.now() }))
    page.on('request', (r) => {
      if (r.url().includes('/notify-message/get-unread-count')) w.polls.push({ page, at: Date.now() })
    })
  }
  follow(app.page)
  app.context.on('page', follow)
  await app.context.addInitScript(recordLive)
  await app.page.reload() // the first page existed before the init script: give it the recorder too
  return w
}

const status = (page: Page) => page.getByTestId('live-status')
const isLeader = async (page: Page) => (await status(page).getAttribute('data-leader')) === 'true'
const socketState = (page: Page) => status(page).getAttribute('data-socket')
const liveLog = (page: Page) => page.evaluate(() => window.__liveLog)
/** The bell of `page` has the browser's shared count (the admin has unread messages). */
const countShown = (page: Page) => page.getByTestId('unread-status').filter({ hasText: '条未读' }).waitFor({ state: 'attached' })
/** A pushed notice's notification on screen in `page`. */
const noticeShown = (page: Page, title: string) => page.getByTestId('live-notice').filter({ hasText: title })

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** Signs admin in through the API, then opens one tab per path in one browser context. */
async function tabs(paths: string[]): Promise<{ pages: Page[]; seen: Watch }> {
  app = await openApp()
  app.context.setDefaultTimeout(90_000)
  const res = await fetch(`${base}/admin-api/system/auth/portal-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify(DEMO_ACCOUNTS.admin),
  })
  const { data } = (await res.json()) as { data: { accessToken: string; refreshToken: string } }
  await app.page.goto(url('/entrance'))
  const seen = await watch(app)
  await app.page.evaluate((t) => {
    localStorage.setItem('ACCESS_TOKEN', t.accessToken)
    localStorage.setItem('REFRESH_TOKEN', t.refreshToken)
  }, data)
  const pages = [app.page]
  for (let i = 1; i < paths.length; i++) pages.push(await app.context.newPage())
  // one after the other, as a person opens tabs; each waits for its shell
  for (const [i, p] of pages.entries()) {
    await p.goto(url(paths[i]))
    await p.getByTestId('tabs-bar').waitFor()
  }
  await settled(pages)
  return { pages, seen }
}

/** One leader with an open socket, every other tab following, every bell with the count, the backend with one socket. */
async function settled(pages: Page[]) {
  await expect.poll(async () => (await Promise.all(pages.map(isLeader))).filter(Boolean).length).toBe(1)
  const leader = (await leaderOf(pages))!
  await expect.poll(() => socketState(leader)).toBe('open')
  await expect.poll(async () => (await liveCounts()).open).toBe(1)
  await Promise.all(pages.map(countShown))
}
const leaderOf = async (pages: Page[]) => {
  for (const p of pages) if (!p.isClosed() && (await isLeader(p))) return p
  return undefined
}

/** 推送 on a notice's row in `page` (on 通知公告), confirmed. */
async function push(page: Page, title: string) {
  const line = row(activePage(page), title).first()
  await line.waitFor()
  await button(line, '推送').click()
  const ask = confirmDialog(page)
  await ask.filter({ hasText: '是否推送所选中通知？' }).waitFor()
  await button(ask, '确定').click()
  await toast(page, '推送成功').waitFor()
}

/** The time from the backend sending the push to the notice showing in each page (their clocks are this machine's). */
async function deliveryTimes(pages: Page[], title: string) {
  await Promise.all(pages.map((p) => noticeShown(p, title).first().waitFor()))
  const { lastPushAt } = await liveCounts()
  return Promise.all(pages.map(async (p) => (await liveLog(p)).notices.find((n) => n.text.includes(title))!.at - lastPushAt))
}

describe('one connection and one poll per browser (remote build, nginx, demo backend)', SLOW, () => {
  it('three tabs: one socket and one poll; 推送 in one tab shows the notice in all three within 1 s; 查看 opens it and closes it everywhere', async () => {
    const before = await liveCounts()
    const { pages, seen } = await tabs(['/index', '/system/dict', '/system/notice'])
    expect(seen.sockets).toHaveLength(1)
    expect(seen.sockets[0].socket.url()).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:\\d+/infra/ws\\?token=`))
    expect(seen.polls).toHaveLength(1)
    const after = await liveCounts()
    expect(after.opened - before.opened).toBe(1)
    expect(after.unreadPolls - before.unreadPolls).toBe(1)

    // 推送 from the third tab (a follower: the first tab leads)
    expect(await isLeader(pages[2])).toBe(false)
    await push(pages[2], NOTICE)
    const times = await deliveryTimes(pages, NOTICE)
    console.log(`[live] push → notice on screen, per tab: ${times.map((t) => `${t} ms`).join(', ')}`)
    for (const t of times) expect(t).toBeLessThan(1000)
    for (const p of pages) {
      const notice = noticeShown(p, NOTICE)
      await expect.poll(() => notice.count()).toBe(1)
      await notice.getByText('通知', { exact: true }).waitFor() // the type's DictTag
      await notice.getByText(/本周六 22:00 至 24:00 平台升级/).waitFor()
      await expect.poll(() => p.getByTestId('live-announcement').textContent()).toBe(`新通知公告：${NOTICE}`)
    }
    await pages[0].waitForFunction(() => {
      const notice = document.querySelector('[data-testid=live-notice]')
      return notice && notice.getAnimations({ subtree: true }).length === 0 && !/-(appear|enter)\b/.test(notice.className)
    })
    await snap(pages[0], 'live-notice')

    // 查看 in the second tab: the notice opens there, and its notification closes in every tab
    await button(noticeShown(pages[1], NOTICE), '查看').click()
    const dialog = openDialog(pages[1], NOTICE)
    await dialog.getByText(/本周六 22:00 至 24:00 平台升级/).waitFor()
    for (const p of pages) await noticeShown(p, NOTICE).waitFor({ state: 'detached' })
    await snap(pages[1], 'live-notice-opened')
    expect(seen.sockets).toHaveLength(1)
  })

  it('the leader tab closes: another takes over within a second, and the next push still arrives', async () => {
    const { pages, seen } = await tabs(['/index', '/system/notice', '/system/dict'])
    const leader = (await leaderOf(pages))!
    const rest = pages.filter((p) => p !== leader)
    const closedAt = Date.now()
    await leader.close()
    await expect.poll(async () => (await Promise.all(rest.map(isLeader))).filter(Boolean).length).toBe(1)
    const next = (await leaderOf(rest))!
    await expect.poll(() => socketState(next)).toBe('open')
    const log = await liveLog(next)
    const took = log.status.find((s) => s.leader === 'true')!.at - closedAt
    const open = log.status.find((s) => s.leader === 'true' && s.socket === 'open')!.at - closedAt
    console.log(`[live] leader closed → next tab leads after ${took} ms, its socket open after ${open} ms`)
    expect(took).toBeLessThan(1000)
    await expect.poll(async () => (await liveCounts()).open).toBe(1)
    // A closed page's socket gets no close event in Playwright: count the sockets of the pages still open.
    expect(seen.sockets.filter((s) => !s.page.isClosed() && !s.socket.isClosed())).toHaveLength(1)
    expect(seen.sockets.filter((s) => s.page === next)).toHaveLength(1)

    await push(pages[1], NOTICE_2)
    const times = await deliveryTimes(rest, NOTICE_2)
    console.log(`[live] after the takeover, push → notice: ${times.map((t) => `${t} ms`).join(', ')}`)
    for (const t of times) expect(t).toBeLessThan(1000)

    // The new leader reloads: the other tab takes over as quickly, and the reloaded one follows it.
    const other = rest.find((p) => p !== next)!
    const reloadedAt = Date.now()
    await next.reload()
    await expect.poll(() => isLeader(other)).toBe(true)
    await expect.poll(() => socketState(other)).toBe('open')
    const handover = (await liveLog(other)).status.find((s) => s.leader === 'true')!.at - reloadedAt
    console.log(`[live] leader reloaded → the other tab leads after ${handover} ms`)
    expect(handover).toBeLessThan(1000)
    await settled(rest)
  })

  it('a token refreshed in another tab: the leader reconnects with the new one', async () => {
    const { pages, seen } = await tabs(['/index', '/system/dict', '/system/notice'])
    const leader = (await leaderOf(pages))!
    const follower = pages.find((p) => p !== leader && p.url().endsWith('/system/dict')) ?? pages.find((p) => p !== leader)!
    const token = () => leader.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))
    const before = await token()
    expect(seen.sockets[0].socket.url()).toContain(`token=${before}`)
    await fetch(`${backendUrl()}/__demo/expire-tokens`, { method: 'POST' })
    // The follower's next call meets the expiry and refreshes, for every tab (issue 10).
    await go(follower, '/system/dict')
    await button(activePage(follower).getByRole('form', { name: '搜索' }), '搜索').click()
    await expect.poll(token).not.toBe(before)
    const after = (await token())!
    await expect.poll(() => seen.sockets.length).toBe(2)
    expect(seen.sockets[1].page).toBe(leader)
    expect(seen.sockets[1].socket.url()).toContain(`token=${after}`)
    await expect.poll(() => seen.sockets[0].socket.isClosed()).toBe(true)
    await expect.poll(async () => (await liveCounts()).open).toBe(1)
    await expect.poll(() => socketState(leader)).toBe('open')
  })

  it('sign-out in one tab closes the socket, and no tab opens another', async () => {
    const { pages, seen } = await tabs(['/index', '/system/dict', '/system/notice'])
    const leader = (await leaderOf(pages))!
    const follower = pages.find((p) => p !== leader)!
    const socket = seen.sockets[0].socket
    await follower.getByTestId('avatar-menu').click()
    await openMenu(follower).getByText('退出登录').click()
    await confirmDialog(follower).locator('.ant-btn-primary').click()
    for (const p of pages) await p.waitForURL((u) => u.pathname.endsWith('/entrance'))
    await expect.poll(() => socket.isClosed()).toBe(true)
    await expect.poll(async () => (await liveCounts()).open).toBe(0)
    // No tab holds or waits for the leader lock any more: nothing is left to open a socket. (The browser frees a lock
    // a moment after its holder lets go: polled.)
    for (const p of pages) {
      const locks = () =>
        p.evaluate(async () => {
          const { held = [], pending = [] } = await navigator.locks.query()
          return [...held, ...pending].map((l) => l.name).filter((n) => n?.startsWith('sme-portal:live'))
        })
      await expect.poll(locks).toEqual([])
      await expect.poll(() => p.getByTestId('live-status').count()).toBe(0)
    }
    expect(seen.sockets).toHaveLength(1)
  })

  it('the backend stopped and started: one attempt per backoff step while down, then connected again within the step', async () => {
    const { pages, seen } = await tabs(['/index', '/system/dict', '/system/notice'])
    const leader = (await leaderOf(pages))!
    const first = seen.sockets.length
    await stopBackend()
    // Down until the leader has failed three times in a row (1 s, 1–2 s, 2–4 s).
    await expect.poll(() => status(leader).getAttribute('data-attempt'), { timeout: 60_000 }).toBe('3')
    const startedAt = Date.now()
    await startBackend()
    const readyAt = Date.now()
    await expect.poll(async () => (await liveCounts()).open, { timeout: 90_000 }).toBe(1)
    await expect.poll(() => socketState(leader)).toBe('open')

    const attempts = seen.sockets.slice(first)
    expect(attempts.every((a) => a.page === leader)).toBe(true) // only the leader tries
    const log = await liveLog(leader)
    const dropped = log.status.findLast((s) => s.socket === 'retrying' && s.attempt === '1')!.at
    const reopened = log.status.findLast((s) => s.socket === 'open')!.at
    const gaps = attempts.map((a, i) => a.at - (i === 0 ? dropped : attempts[i - 1].at))
    console.log(
      `[live] backend down ${startedAt - dropped} ms (+${readyAt - startedAt} ms to start): ${attempts.length} attempts, gaps ${gaps.join(', ')} ms; socket open ${reopened - readyAt} ms after the backend was ready`,
    )
    // No storm: each attempt waited at least its step's floor (half the step, never under 1 s; 200 ms for timer slack).
    gaps.forEach((gap, i) => expect(gap, `gap before attempt ${i + 1}`).toBeGreaterThanOrEqual(Math.max(FIRST_RETRY_MS, backoffCeiling(i) / 2) - 200))
    // Back within the step that was waiting when the backend came back (its ceiling, with a second of slack).
    expect(reopened - readyAt).toBeLessThanOrEqual(backoffCeiling(attempts.length - 1) + 1000)
    // The session survived (the data file): the bells still have their count, nobody was signed out.
    for (const p of pages) await countShown(p)
    expect(pages.every((p) => !p.url().includes('/entrance'))).toBe(true)
  })

  it('a proxy that refuses the WebSocket: the bells keep the count from the poll, nothing alarming is said', async () => {
    app = await openApp()
    // Every socket to /infra/ws is closed as soon as it opens, as a gateway without upgrade makes it fail.
    await app.context.routeWebSocket(/\/infra\/ws/, (ws) => ws.close({ code: 1011, reason: 'no upgrade' }))
    app.context.setDefaultTimeout(90_000)
    const res = await fetch(`${base}/admin-api/system/auth/portal-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'tenant-id': '1' },
      body: JSON.stringify(DEMO_ACCOUNTS.admin),
    })
    const { data } = (await res.json()) as { data: { accessToken: string; refreshToken: string } }
    const { page } = app
    await page.goto(url('/entrance'))
    await page.evaluate((t) => {
      localStorage.setItem('ACCESS_TOKEN', t.accessToken)
      localStorage.setItem('REFRESH_TOKEN', t.refreshToken)
    }, data)
    await page.goto(url('/system/dict'))
    await expect.poll(() => status(page).getAttribute('data-attempt'), { timeout: 60_000 }).toBe('2')
    await countShown(page)
    await row(activePage(page)).first().waitFor()
    await expect(page.locator('.ant-message-notice, .ant-notification-notice, .pf-toast, .ant-alert-error').count()).resolves.toBe(0)
  })
})

describe('sockets and polls with 1, 3 and 10 tabs', SLOW, () => {
  it('stays one socket and one poll', async () => {
    const figures: string[] = []
    const before = await liveCounts()
    const { pages, seen } = await tabs(['/index'])
    const count = async (n: number) => {
      await settled(pages)
      const now = await liveCounts()
      const open = seen.sockets.filter((s) => !s.socket.isClosed()).length
      figures.push(
        `${n} tab(s): ${open} socket(s) open in the browser (${seen.sockets.length} opened), ${now.open} at the backend; ${seen.polls.length} unread poll(s) from ${new Set(seen.polls.map((p) => p.page)).size} tab(s), ${now.unreadPolls - before.unreadPolls} answered`,
      )
      expect(open).toBe(1)
      expect(seen.polls).toHaveLength(1)
    }
    await count(1)
    for (const n of [3, 10]) {
      while (pages.length < n) {
        const p = await app!.context.newPage()
        await p.goto(url('/index'))
        await p.getByTestId('tabs-bar').waitFor()
        pages.push(p)
      }
      await count(n)
    }
    console.log(`[live] ${figures.join('\n[live] ')}`)
  })
})

describe('the demo build (msw WebSocket interception, as npm start)', SLOW, () => {
  it('推送 in one tab shows the notice in both tabs of the browser', async () => {
    app = await openApp()
    app.context.setDefaultTimeout(90_000)
    await signIn(app, 'admin', '/system/notice')
    const other = await app.context.newPage()
    await other.goto(`${baseUrl()}/index`)
    await other.getByTestId('tabs-bar').waitFor()
    const pages = [app.page, other]
    await expect.poll(async () => (await Promise.all(pages.map(isLeader))).filter(Boolean).length).toBe(1)
    await expect.poll(async () => (await leaderOf(pages))!.getByTestId('live-status').getAttribute('data-socket')).toBe('open')
    await push(app.page, NOTICE)
    for (const p of pages) await noticeShown(p, NOTICE).waitFor()
    await snap(other, 'live-demo-notice')
  })
})

