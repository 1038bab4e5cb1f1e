// Foundation journeys (issue 2): sign-in redirect, each demo account, wrong password, reload, silent token refresh,
// logout — Debian's Chromium against the demo production build.
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { activePage, confirmDialog, DEMO_ACCOUNTS, demoApi, openApp, signIn, snap, type App } from './harness'

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** The app path with its query ('/infra/config?pageNo=2'). */
const appPath = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname.replace(/^\/portal/, '') + url.search
}

/** Types into the entrance form and submits (the harness's login() does the same from a fresh /entrance). */
async function submitSignIn(page: Page, username: string, password: string) {
  await page.locator('#username').fill(username)
  await page.locator('#password').fill(password)
  await page.locator('button[type=submit]').first().click()
}

const nickname = (page: Page) => page.locator('[data-testid=avatar-menu] .user-nickname')
const NICKNAMES = { admin: '管理员', company: '陈云帆', user: '张晓明' } as const
/** Where each account is sent before signing in: server-menu pages (built after sign-in) and a static page. */
const TARGETS = { admin: '/system/dict', company: '/user/profile', user: '/infra/config?pageNo=2' } as const

describe('foundation journeys', () => {
  it('an unauthenticated visit to /portal/ lands on the entrance with the encoded redirect', async () => {
    app = await openApp()
    const { page } = app
    await page.goto(app.url('/'))
    await page.waitForURL(/\/portal\/entrance\?/)
    expect(appPath(page)).toBe(`/entrance?redirect=${encodeURIComponent('/')}`)
    await page.goto(app.url('/system/dict?type=sex'))
    await page.waitForURL(/\/portal\/entrance\?/)
    expect(appPath(page)).toBe(`/entrance?redirect=${encodeURIComponent('/system/dict?type=sex')}`)
    await expect.poll(() => page.locator('#username').isVisible()).toBe(true)
  })

  for (const account of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
    it(`signs in as ${account} and lands on the redirect target`, async () => {
      app = await openApp()
      const { page } = app
      const target = TARGETS[account]
      await page.goto(app.url(target))
      await page.waitForURL((u) => u.pathname.endsWith('/entrance'))
      expect(appPath(page)).toBe(`/entrance?redirect=${encodeURIComponent(target)}`)
      const { username, password } = DEMO_ACCOUNTS[account]
      await submitSignIn(page, username, password)
      await page.waitForURL((u) => u.pathname + u.search === `/portal${target}`)
      await expect.poll(() => nickname(page).innerText()).toBe(NICKNAMES[account])
      // The page's own content is on screen, so the session has loaded: still there (no late /404).
      await activePage(page).locator('.ant-table-tbody tr:not(.ant-table-measure-row), [data-testid=profile-card]').first().waitFor()
      expect(appPath(page)).toBe(target)
      expect(await page.evaluate(() => !!localStorage.getItem('ACCESS_TOKEN'))).toBe(true)
    })
  }

  it('a redirect to another site falls back to the app root', async () => {
    app = await openApp()
    const { page } = app
    await page.goto(app.url(`/entrance?redirect=${encodeURIComponent('//evil.example/steal')}`))
    await submitSignIn(page, 'admin', 'admin123')
    await page.waitForURL((u) => u.host === new URL(app!.url('/')).host && !u.pathname.endsWith('/entrance'))
    await expect.poll(() => nickname(page).innerText()).toBe('管理员')
    expect(new URL(page.url()).host).toBe(new URL(app.url('/')).host)
  })

  it("a wrong password shows the backend's message and keeps the typed username", async () => {
    app = await openApp()
    const { page } = app
    await page.goto(app.url('/entrance'))
    await submitSignIn(page, 'admin', 'wrong-password')
    await expect.poll(() => page.getByText('登录失败，账号密码不正确').count()).toBeGreaterThan(0)
    expect(await page.locator('#username').inputValue()).toBe('admin')
    expect(appPath(page)).toBe('/entrance')
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull()
  })

  it('a reload keeps the session and the page', async () => {
    app = await openApp()
    const { page } = app
    await page.goto(app.url('/entrance?redirect=%2Fsystem%2Fdict'))
    await submitSignIn(page, 'admin', 'admin123')
    await page.waitForURL(/\/portal\/system\/dict$/)
    await expect.poll(() => nickname(page).innerText()).toBe('管理员')
    await page.reload()
    await expect.poll(() => nickname(page).innerText()).toBe('管理员')
    expect(appPath(page)).toBe('/system/dict')
  })

  it('an expired access token is refreshed without the user noticing', async () => {
    app = await openApp()
    const { page } = app
    await page.goto(app.url('/entrance?redirect=%2Fuser%2Fprofile'))
    // yudao's own refresh (the refresh token stays): the old page may send a refresh as the reload begins (its socket
    // closing or its unread poll meets the expiry), whose answer the reload cuts off. With the strict demo default the
    // server had used that refresh token up, and the reloaded page was signed out (session.e2e covers that case).
    await page.locator('#username').waitFor() // the demo API is up once the entrance shows
    await demoApi(page, 'settings', { refreshTokenUse: 'keep' })
    await submitSignIn(page, 'company', 'company123')
    await page.waitForURL(/\/portal\/user\/profile$/)
    await expect.poll(() => nickname(page).innerText()).toBe('陈云帆')
    const before = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))
    // Refresh calls answered: one the old page sent just as the reload began is cut off by it, and the new page asks again.
    const refreshCalls: string[] = []
    page.on('requestfinished', (r) => {
      if (r.url().includes('/admin-api/system/auth/refresh-token')) refreshCalls.push(r.url())
    })
    // The server lets the access token expire (refresh tokens stay valid) — a state, not a short lifetime that a busy
    // machine could outrun during the sign-in itself.
    await demoApi(page, 'expireAccessTokens')
    // Until the server refuses the token (asked directly, so the app's refresh isn't involved).
    const status = (token: string | null) =>
      page.evaluate(async (t) => {
        const r = await fetch('/admin-api/system/notify-message/get-unread-count', { headers: { Authorization: `Bearer ${t}`, 'tenant-id': '1' } })
        return ((await r.json()) as { code: number }).code
      }, token)
    await expect.poll(() => status(before)).toBe(401)

    // A reload loads user info and dictionaries with the expired token: both get 401, one refresh answers both (or
    // the unread-count poll met the expiry first and refreshed once; then the reload needs none).
    await page.reload()
    await expect.poll(() => nickname(page).innerText()).toBe('陈云帆')
    expect(appPath(page)).toBe('/user/profile')
    const after = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    // One refresh answered both calls of the reload — or none was needed: the old page's refresh, cut off from the
    // test's view by the reload, had already stored the new pair.
    expect(refreshCalls.length).toBeLessThanOrEqual(1)
    // Nothing told the user: no session-expired prompt, no error message.
    expect(await page.getByText('登录状态已过期').count()).toBe(0)
    expect(await page.locator('.ant-message-error, .ant-notification-notice-error').count()).toBe(0)
  })

  it('logout asks, then ends the session and lands on the entrance for /index', async () => {
    app = await openApp()
    const { page } = app
    await page.goto(app.url('/entrance'))
    await submitSignIn(page, 'user', 'user123')
    await expect.poll(() => nickname(page).innerText()).toBe('张晓明')
    await page.getByTestId('avatar-menu').click()
    await page.locator('.ant-dropdown-menu-item', { hasText: '退出登录' }).click()
    await expect.poll(() => page.getByText('确定注销并退出系统吗？').isVisible()).toBe(true)
    await confirmDialog(page).locator('.ant-btn-primary').click()
    await page.waitForURL(/\/portal\/entrance\?redirect=%2Findex$/, { timeout: 10_000 }).catch(async (e) => {
      await snap(page, 'foundation-logout-failed')
      throw new Error(`after logout at ${page.url()}: ${(e as Error).message}`)
    })
    await page.locator('#username').waitFor() // the entrance's form, not a blank page
    expect(await page.evaluate(() => [localStorage.getItem('ACCESS_TOKEN'), localStorage.getItem('REFRESH_TOKEN')])).toEqual([null, null])
    // The old session is gone for good: going back does not reopen it.
    await page.goto(app.url('/user/profile'))
    await page.waitForURL(/\/entrance\?redirect=%2Fuser%2Fprofile$/)
    await snap(page, 'foundation-after-logout')
  })
})

describe('the back office’s code on the entrance (issue 46)', () => {
  /** The layout's chunks (vite.config.ts appChunks: layout; antd's two). */
  const LAYOUT_CODE = /\/assets\/(layout|antd|antdBase)-[\w-]+\.js$/
  const layoutRequests = (page: Page) => {
    const asked: string[] = []
    page.on('request', (r) => LAYOUT_CODE.test(r.url()) && asked.push(r.url()))
    return asked
  }

  it('is fetched ahead once the entrance is idle, without the user doing anything', async () => {
    app = await openApp()
    const { page } = app
    const layout = page.waitForRequest((r) => LAYOUT_CODE.test(r.url()))
    await page.goto(app.url('/entrance'))
    await layout
    await page.waitForFunction(() => performance.getEntriesByName('sme:entrance-idle').length > 0)
  })

  it('with Save-Data, only when the user starts to sign in: the sign-in still lands on its page', async () => {
    app = await openApp()
    const { page } = app
    // What Chromium says when the user turned its data saver on (navigator.connection, Network Information API).
    await app.context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }),
    )
    const asked = layoutRequests(page)
    await page.goto(app.url('/entrance?redirect=%2Fsystem%2Fdict'))
    // The entrance's idle moment (the tenant look-up and the first page's light module go then), and one idle period more.
    await page.waitForFunction(() => performance.getEntriesByName('sme:entrance-idle').length > 0)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    expect(asked).toEqual([])
    const layout = page.waitForRequest((r) => LAYOUT_CODE.test(r.url()))
    await page.locator('#username').focus()
    await layout
    await submitSignIn(page, 'admin', 'admin123')
    await page.waitForURL((u) => u.pathname + u.search === '/portal/system/dict')
    await expect.poll(() => nickname(page).innerText()).toBe(NICKNAMES.admin)
  })
})

describe('what a reload waits for (issue 51)', () => {
  /** Chunks of parts the first row does without (components/lateLazy.tsx): the date picker, the shell's chrome, DOMPurify. */
  const LATE_PARTS = ['date-picker', 'TabStrip', 'SettingsDrawer', 'SafeHtml', 'TopBarTools', 'Breadcrumb', 'SidebarMenu']

  it('a list page paints its first row before it asks for the code of the parts that wait for that paint', async () => {
    app = await openApp()
    const { page } = app
    // The frame that paints the first data row, as performance.now().
    await app.context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main.app-main tr.ant-table-row')) return
        observer.disconnect()
        requestAnimationFrame((at) => performance.mark('test:row-frame', { startTime: at }))
      }).observe(document, { childList: true, subtree: true })
    })
    await signIn(app, 'admin', '/infra/config') // the page loads with a session, as on a reload
    await page.locator('.tags-view-item').first().waitFor()
    await activePage(page).locator('.ant-picker').first().waitFor()
    const fetched = await page.evaluate((names) => {
      const row = performance.getEntriesByName('test:row-frame')[0].startTime
      return names.map((name) => {
        const script = performance
          .getEntriesByType('resource')
          .find((r) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(r.name))
        return [name, script ? script.startTime > row : 'not fetched']
      })
    }, LATE_PARTS)
    expect(fetched).toEqual(LATE_PARTS.map((name) => [name, true]))
  })
})
