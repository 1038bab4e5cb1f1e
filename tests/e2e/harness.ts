import { mkdtempSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs'

export const baseUrl = () => inject('baseUrl') // e.g. http://127.0.0.1:4180/portal

export interface App {
  context: BrowserContext
  page: Page
  /** Absolute URL of an app path ('/entrance' → http://…/portal/entrance). */
  url(path: string): string
  close(): Promise<void>
}

/** A fresh Chromium profile (own storage, own msw worker) per journey. */
export async function openApp(options: { viewport?: { width: number; height: number } } = {}): Promise<App> {
  const dir = mkdtempSync(join(tmpdir(), 'sme-e2e-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1440, height: 900 },
    locale: 'zh-CN',
  })
  const page = context.pages()[0] ?? (await context.newPage())
  page.on('pageerror', (e) => console.error('[pageerror]', e.message))
  return {
    context,
    page,
    url: (path) => `${baseUrl()}${path.startsWith('/') ? path : `/${path}`}`,
    async close() {
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123' },
  company: { username: 'company', password: 'company123' },
  user: { username: 'user', password: 'user123' },
} as const

/** Signs in through the entrance form and waits for the layout. */
export async function login(app: App, account: keyof typeof DEMO_ACCOUNTS = 'admin', redirect?: string) {
  const { username, password } = DEMO_ACCOUNTS[account]
  await app.page.goto(app.url(`/entrance${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`))
  await app.page.locator('#username').fill(username)
  await app.page.locator('#password').fill(password)
  await app.page.locator('button[type=submit]').first().click()
  await app.page.waitForURL((url) => !url.pathname.endsWith('/entrance'))
}

/** Screenshot for a person to look at (tests/e2e/.artifacts). */
export async function snap(page: Page, name: string) {
  mkdirSync('tests/e2e/.artifacts', { recursive: true })
  await page.screenshot({ path: `tests/e2e/.artifacts/${name}.png` })
}

/** Calls the demo API's test-only hook in the page (fault injection, settings, captcha answers). */
export const demoApi = <T>(page: Page, fn: string, ...args: unknown[]) =>
  page.evaluate(([f, a]) => (window as unknown as { __demoApi: Record<string, (...x: unknown[]) => T> }).__demoApi[f as string](...(a as unknown[])), [fn, args] as const)
