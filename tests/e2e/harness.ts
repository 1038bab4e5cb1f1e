import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeEach, expect, inject, type RunnerTestCase } from 'vitest'
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs'
import type { RuntimeConfig } from '../../src/config'

export const baseUrl = () => inject('baseUrl') // e.g. http://127.0.0.1:4180/portal

export interface App {
  context: BrowserContext
  page: Page
  /** Absolute URL of an app path ('/entrance' → http://…/portal/entrance). */
  url(path: string): string
  /**
   * Every Content-Security-Policy violation of every page of this context, from its first byte (issue 11). Each journey
   * fails on any (see afterEach below); a test that provokes one on purpose removes what it checked.
   */
  cspViolations: string[]
  /**
   * Every uncaught error of every page of this context (issue 22): a `pageerror`, a console error the app's global
   * `unhandledrejection`/`error` listener logs as `[uncaught] …`, or a page its boundary caught (`[page-crash] …`: the
   * boundary limits the damage, the page still broke). Each journey fails on any (afterEach below).
   */
  uncaught: string[]
  close(): Promise<void>
}

/** One Chromium per journey file (a launch costs ≈ 1 s more than a context); each journey gets its own context. */
let browser: Promise<Browser> | undefined
let launchBrowser = () => chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
const sharedBrowser = () => (browser ??= launchBrowser())
/** This file's journeys run in another browser (the floor's older builds, issue 50: tests/e2e/oldChromium.ts). */
export function runIn(launch: () => Promise<Browser>) {
  launchBrowser = launch
}
afterAll(async () => {
  const b = browser
  browser = undefined
  await (await b)?.close()
})

/** The test running (or just finished): a failed one leaves screenshots when its app closes. */
let currentTest: RunnerTestCase | undefined
beforeEach(({ task }) => {
  currentTest = task
})

/** Apps not yet checked to the end: one opened in a beforeAll serves several tests, each answering for its own part. */
const watched = new Set<App>()
afterEach(() => {
  // The journeys run under the production policy (tests/e2e/serve.ts serves the build with deploy/serve.sh's nginx).
  const violations = [...watched].flatMap((a) => a.cspViolations.splice(0))
  const uncaught = [...watched].flatMap((a) => a.uncaught.splice(0))
  for (const a of watched) if (a.page.isClosed()) watched.delete(a)
  expect(violations, 'Content-Security-Policy violations').toEqual([])
  expect(uncaught, 'uncaught errors (pageerror, console [uncaught] / [page-crash])').toEqual([])
})

/** Reports every `securitypolicyviolation` of a document to the test (installed before any of the page's scripts). */
function reportViolations() {
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation
      report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} on ${location.pathname}`)
    },
    true,
  )
}

/**
 * A fresh browser context (own storage, own msw worker, like a fresh profile) per journey. `config` gives start-up
 * settings as an operator does (what deploy/render.sh writes into config.js), e.g. the captcha on.
 */
export async function openApp(
  options: { viewport?: { width: number; height: number }; config?: RuntimeConfig; locale?: string } = {},
): Promise<App> {
  const context = await (await sharedBrowser()).newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    // The browser's language (navigator.languages): the app's first language follows it (issue 25).
    locale: options.locale ?? 'zh-CN',
  })
  const cspViolations: string[] = []
  const uncaught: string[] = []
  await context.exposeFunction('__reportCspViolation', (v: string) => cspViolations.push(v))
  await context.addInitScript(reportViolations)
  // config.js's own assignment is ignored: these settings win, as a rendered config.js would.
  if (options.config)
    await context.addInitScript((config) => {
      Object.defineProperty(window, '__PORTAL_CONFIG__', { get: () => config, set: () => undefined })
    }, options.config)
  // `npm run test:e2e:stress` slows every page's CPU (E2E_CPU_THROTTLE=2): the journeys must hold on a slow machine.
  const throttle = Number(process.env.E2E_CPU_THROTTLE || 1)
  const prepare = async (p: Page) => {
    p.on('pageerror', (e) => {
      console.error('[pageerror]', e.message)
      uncaught.push(`pageerror on ${p.url()}: ${e.message}`)
    })
    // What the browser logs too: a violation inside a worker fires no document event.
    p.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(`console: ${m.text()}`)
      // The app's last-resort listener (unhandled rejections, errors outside React) says `[uncaught] …`, a page's
      // boundary `[page-crash] …` (src/components/uncaught.ts, src/layout/PageBoundary.tsx).
      if (m.type() === 'error' && /^\[(uncaught|page-crash)\]/.test(m.text())) uncaught.push(`${m.text()} (on ${p.url()})`)
    })
    if (throttle > 1) await (await context.newCDPSession(p)).send('Emulation.setCPUThrottlingRate', { rate: throttle })
  }
  const prepared = new Map<Page, Promise<void>>()
  context.on('page', (p) => prepared.set(p, prepare(p))) // every page: the first and those the journey opens later (other tabs)
  const page = await context.newPage()
  await prepared.get(page)
  const app: App = {
    context,
    page,
    url: (path) => `${baseUrl()}${path.startsWith('/') ? path : `/${path}`}`,
    cspViolations,
    uncaught,
    async close() {
      // Closed from the test's afterEach, which runs before vitest's onTestFailed: the test's state is known by now.
      if (currentTest?.result?.state === 'fail') await snapOnFailure(context, currentTest.name)
      await context.close()
    },
  }
  watched.add(app)
  return app
}

/** A failed journey leaves a screenshot of each of its pages and prints the messages on screen, to say what went wrong. */
async function snapOnFailure(context: BrowserContext, testName: string) {
  const name = testName.replace(/\W+/g, '-').slice(0, 80)
  for (const [i, p] of context.pages().entries()) {
    if (p.isClosed()) continue
    await snap(p, `failed-${name}-${i + 1}`).catch(() => undefined)
    const shown = await p
      .locator('.ant-message-notice, .pf-toast, .ant-notification-notice, .ant-form-item-explain-error')
      .allInnerTexts()
      .catch(() => [])
    console.error(`[failed] ${testName}, page ${i + 1} at ${p.url()}; messages on screen: ${JSON.stringify(shown)}`)
  }
}

export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123' },
  company: { username: 'company', password: 'company123' },
  user: { username: 'user', password: 'user123' },
} as const

/**
 * Signs in through the demo API (no form, no captcha) and opens `path` in the shell. For journeys whose subject is
 * not the entrance itself.
 */
export async function signIn(app: App, account: keyof typeof DEMO_ACCOUNTS = 'admin', path = '/index') {
  const { page } = app
  await page.goto(app.url('/entrance'))
  // The app mounts only after the demo API's worker has started (main.tsx); until then #root holds index.html's loading view.
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!document.querySelector('#root > :not([data-boot])'))
  const res = await page.evaluate(async (body) => {
    const r = await fetch('/admin-api/system/auth/portal-login', { method: 'POST', headers: { 'Content-Type': 'application/json', 'tenant-id': '1' }, body: JSON.stringify(body) })
    return (await r.json()) as { code: number; msg: string; data: { accessToken: string; refreshToken: string } }
  }, DEMO_ACCOUNTS[account])
  if (res.code !== 0) throw new Error(`sign-in as ${account} refused: ${res.msg}`)
  await page.evaluate((t) => {
    localStorage.setItem('ACCESS_TOKEN', t.accessToken)
    localStorage.setItem('REFRESH_TOKEN', t.refreshToken)
  }, res.data)
  await page.goto(app.url(path))
  await page.waitForSelector('[data-testid=tabs-bar]')
}

/** Signs in through the entrance form and waits for the layout. */
export async function login(app: App, account: keyof typeof DEMO_ACCOUNTS = 'admin', redirect?: string) {
  const { username, password } = DEMO_ACCOUNTS[account]
  await app.page.goto(app.url(`/entrance${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`))
  await app.page.locator('#username').fill(username)
  await app.page.locator('#password').fill(password)
  await app.page.locator('button[type=submit]').first().click()
  await app.page.waitForURL((url) => !url.pathname.endsWith('/entrance'))
}

/**
 * Drags the slider captcha's handle by `dx` pixels with the mouse, as a person would. It presses once the puzzle's
 * pictures are decoded and the handle is still: a CI run's screenshot showed the handle unmoved after a drag (cause
 * not found; the press may have come too early).
 */
export async function dragSlider(page: Page, dx: number) {
  const handle = page.getByRole('slider')
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.slider-captcha img')].every((i) => i.complete && i.naturalWidth > 0))
  await handle.hover() // waits until the handle is stable
  const box = (await handle.boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width / 2, y)
  await page.mouse.down()
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width / 2 + (dx * i) / 10, y)
  await page.mouse.up()
}

/** Screenshot for a person to look at (tests/e2e/.artifacts). */
export async function snap(page: Page, name: string) {
  mkdirSync('tests/e2e/.artifacts', { recursive: true })
  await page.screenshot({ path: `tests/e2e/.artifacts/${name}.png` })
}

/** Calls the demo API's test-only hook in the page (fault injection, settings, captcha answers). */
export const demoApi = <T>(page: Page, fn: string, ...args: unknown[]) =>
  page.evaluate(([f, a]) => (window as unknown as { __demoApi: Record<string, (...x: unknown[]) => T> }).__demoApi[f as string](...(a as unknown[])), [fn, args] as const)

/**
 * In-app navigation to an app path (no reload), as a click on a menu entry does: keep-alive keeps the other pages. The
 * history entry gets a key of its own, like the router's: the shell tells navigations apart by it (useTabSync).
 */
export async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', p)
    dispatchEvent(new PopStateEvent('popstate'))
  }, `/portal${path}`)
  await page.waitForURL((u) => u.pathname + u.search === `/portal${path}`)
}

/** The app path of the page's URL, without the /portal base ('/system/dict'). */
export const appPath = (page: Page) => new URL(page.url()).pathname.replace(/^\/portal(?=\/|$)/, '') || '/'

/**
 * How many lines an element's text is set on. Runs in the page: `locator.evaluate(textLines)`. The text's boxes on one
 * line share their middle.
 */
export function textLines(element: Element): number {
  const range = document.createRange()
  range.selectNodeContents(element)
  const middles = [...range.getClientRects()]
    .filter((r) => r.width > 0)
    .map((r) => (r.top + r.bottom) / 2)
    .sort((a, b) => a - b)
  return middles.filter((middle, i) => i === 0 || middle - middles[i - 1] > 4).length
}

/**
 * The page on screen, and only it. In the shell, keep-alive keeps visited pages in the DOM (hidden): this is the pane
 * of the current URL's path (`data-page-pane`, written in the same commit as the route), so a lookup can never reach a
 * hidden page, and a lookup made right after a navigation waits for the new page instead of taking the old one.
 * Outside the shell (entrance, portal, errors) it is the app's root. Call it for every lookup: it reads the URL now.
 */
export function activePage(page: Page): Locator {
  const pane = `main.app-main > [data-page-pane="${appPath(page).replace(/["\\]/g, '\\$&')}"]:not([hidden])`
  return page.locator(`${pane}, #root:not(:has(main.app-main))`)
}

/**
 * Popups and dialogs that have finished opening. While antd animates one in, it carries rc-motion's classes, and a
 * click is lost: the zoom or slide starts paused and invisible at the panel's final place (where Playwright finds the
 * button), then runs from elsewhere, so the click lands on the empty wrap (seen four times under stress: 确定 or a menu
 * item did nothing). OPENED: the -appear / -enter classes are gone (dropdowns, selects); SETTLED: not closing either
 * (-leave), so a dialog on its way out is no target.
 */
const OPENED = ':not([class*="-appear"]):not([class*="-enter"])'
const SETTLED = `${OPENED}:not([class*="-leave"])`
const SETTLED_MODAL = `.ant-modal${SETTLED}`
const SETTLED_DRAWER = `.ant-drawer-open .ant-drawer-content-wrapper${SETTLED} .ant-drawer-content`

/** The open dialog (antd modal or drawer) on screen, once it has finished opening; optionally the one with this title. */
export function openDialog(page: Page, title?: string): Locator {
  const open = page.locator(`.ant-modal-wrap:not([style*="display: none"]) ${SETTLED_MODAL}, ${SETTLED_DRAWER}`).filter({ visible: true })
  return title ? open.filter({ has: page.locator('.ant-modal-title, .ant-drawer-title', { hasText: title }) }) : open
}

/** The open confirmation (modal.confirm) on screen, once it has finished opening. */
export const confirmDialog = (page: Page) => page.locator(`${SETTLED_MODAL}.ant-modal-confirm`).filter({ visible: true })

/**
 * The sidebar's submenus that have finished opening (rc-motion's ant-motion-collapse-enter classes gone): an item clicked
 * while its submenu still unfolds may do nothing (a notices journey stayed on /index after 系统管理 → 通知公告).
 */
export const openedSubmenus = (page: Page) => page.locator(`.ant-menu-sub${OPENED}`).filter({ visible: true })

/** The open dropdown menu (context menus, avatar menu, size menu). */
export const openMenu = (page: Page) => page.locator(`.ant-dropdown:not(.ant-dropdown-hidden)${OPENED} .ant-dropdown-menu`).filter({ visible: true })

/**
 * A button by its text, inside a scope (`activePage(page)`, a dialog, a row): never the whole document, where a
 * kept-alive page's twin button hides. antd puts a space between two CJK characters of a button without icon (确 定), and an icon's
 * label comes first in the accessible name (plus 新增).
 */
export const button = (scope: Locator, text: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`) })

/** A data row of the table(s) in `scope` (holding `text`, when given). */
export const row = (scope: Locator, text?: string) => {
  const rows = scope.locator('.ant-table-tbody tr.ant-table-row')
  return text === undefined ? rows : rows.filter({ hasText: text })
}

/** An option of the open select dropdown (closed ones stay in the DOM). */
export const option = (page: Page, text: string) =>
  page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden)${OPENED} .ant-select-item-option`).filter({ hasText: text, visible: true })

/** The newest toast saying `text` (antd's, or the entrance's own before antd loads; an earlier one may still be fading out). */
export const toast = (page: Page, text: string) => page.locator('.ant-message-notice, .pf-toast').filter({ hasText: text }).last()

/** A tab of the tabs bar by its title, or by its page's path (`{ path: '/index' }`: titles may contain each other). */
export const tab = (page: Page, title: string | { path: string }) =>
  typeof title === 'string'
    ? page.locator('.tags-view-item', { hasText: title })
    : page.locator(`.tags-view-item[data-path="${title.path.replace(/["\\]/g, '\\$&')}"]`)

/**
 * Opens a tab's context menu and returns the open menu, ready for a click. rc-trigger closes a menu opened at the pointer on any scroll
 * (alignPoint), and the tabs bar scrolls with the page (fixed header off): a right-click that first scrolled the tab into
 * view saw its menu close when that scroll event arrived a frame later. So the page is put at the top first, and the
 * click waits until the scroll event has been dispatched (scroll events fire before the next frame's callbacks).
 */
export async function openTabMenu(page: Page, title: string | { path: string }): Promise<Locator> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, 0)
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      }),
  )
  await tab(page, title).click({ button: 'right' })
  // Aligned on screen and done zooming in: clicked earlier, Playwright scrolled the window to reach an item still at
  // rc-trigger's off-screen start, and that scroll closed the menu.
  await page.waitForFunction(() => {
    const popup = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')
    if (!popup) return false
    const r = popup.getBoundingClientRect()
    const onScreen = r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight
    // Not just "no animation running": the opening one starts paused (rc-motion's prepare step), so wait for its classes to go.
    const opened = !/-(appear|enter)\b/.test(popup.className)
    return onScreen && opened && popup.getAnimations({ subtree: true }).every((a) => a.playState !== 'running')
  })
  return openMenu(page)
}
