// One session across browser tabs, and nothing lost when it ends mid-work (issue 10): three pages of one browser
// context against the demo production build, whose demo API accepts a refresh token once (the strict case).
import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  activePage,
  appPath,
  button,
  confirmDialog,
  demoApi,
  login,
  openApp,
  openDialog,
  openMenu,
  row,
  snap,
  toast,
  type App,
} from './harness'

let app: App | undefined
/** Three pages of a busy 2-core machine: generous limits, never sleeps. */
const SLOW = { timeout: 900_000 }
const POLL = { timeout: 90_000 }
async function open() {
  app = await openApp()
  app.context.setDefaultTimeout(90_000)
  return app
}
afterEach(async () => {
  await app?.close()
  app = undefined
})

const view = activePage
const EXPIRED = '登录状态已过期，您可以继续留在该页面，或者重新登录'
const REFRESH = '/admin-api/system/auth/refresh-token'

/** The session-expired prompts on screen in a page. */
const expiredPrompts = (page: Page) => page.locator('.ant-modal-confirm').filter({ hasText: EXPIRED, visible: true })

/** Every refresh call of every page of the context (the demo API answers them in each page's own copy). */
function countRefreshCalls(app: App) {
  const calls: string[] = []
  app.context.on('request', (r) => {
    if (new URL(r.url()).pathname === REFRESH) calls.push(r.url())
  })
  return calls
}

/** A list page on screen with its rows. */
const listShown = (page: Page) => row(view(page)).first().waitFor()

/**
 * The unread-message count answered: the one background call of the browser at start (issue 24: one tab polls for all
 * of them and shares the count; the next call is 120 s later).
 */
const unreadPolled = (app: App) =>
  app.context.waitForEvent('response', (r) => r.url().includes('/notify-message/get-unread-count'))
/** The bell of `page` has the shared count (the admin has unread messages). */
const countShown = (page: Page) =>
  page.getByTestId('unread-status').filter({ hasText: '条未读' }).waitFor({ state: 'attached' })

/**
 * Signs in as admin on page 1, then opens the other two pages of the same context, each on its own list page. Returns
 * once every page is quiet: with a request in flight when a test expires the tokens, that request's refresh could
 * still be under way when the test reloads the page, and the strict demo API has spent the refresh token by then.
 */
async function threeTabs(app: App, paths: [string, string, string]): Promise<Page[]> {
  const polled = unreadPolled(app)
  await login(app, 'admin', paths[0])
  const pages = [app.page, await app.context.newPage(), await app.context.newPage()]
  await Promise.all(
    pages.map((p, i) => (i === 0 ? p.waitForURL((u) => u.pathname.endsWith(paths[0])) : p.goto(app!.url(paths[i])))),
  )
  await Promise.all([...pages.map(listShown), polled, ...pages.map(countShown)])
  return pages
}

const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))

/** Waits until this page's copy of the demo API refuses the access token (tabs share the tables a moment late). */
const refusedBy = (page: Page, token: string | null) =>
  page.waitForFunction(
    (t) =>
      !(window as never as { __demoApi: { acceptsAccessToken(t: string): boolean } }).__demoApi.acceptsAccessToken(t),
    token ?? '',
  )

/**
 * Every access token expires now; waits until each page's copy of the demo API has heard of it. Returns the token that
 * expired: a tab's own background call (the unread-message poll) may refresh it before the test's next step.
 */
async function expireTokensTogether(pages: Page[]) {
  const token = await accessToken(pages[0])
  await demoApi(pages[0], 'expireAccessTokens')
  for (const p of pages) {
    await refusedBy(p, token)
  }
  return token
}

/** Fills the entrance form of `page` and submits it. */
async function signInOn(page: Page) {
  await page.locator('#username').fill('admin')
  await page.locator('#password').fill('admin123')
  await page.locator('button[type=submit]').first().click()
}

/** Clicks 搜索 on a list page (one authenticated request). */
const searchOn = (page: Page) => button(view(page).getByRole('form', { name: '搜索' }), '搜索').click()

describe('one session across three tabs', SLOW, () => {
  it('tokens expired together in three tabs: exactly one refresh call each time, four times in a row', async () => {
    app = await open()
    const refreshCalls = countRefreshCalls(app)
    const pages = await threeTabs(app, ['/system/dict', '/infra/config', '/system/dict'])
    const ROUNDS = 4
    for (let round = 1; round <= ROUNDS; round++) {
      const before = await expireTokensTogether(pages)
      // The reported case first: the three tabs reloaded at once; then each tab's next request at once.
      if (round === 1) await Promise.all(pages.map((p) => p.reload()))
      else await Promise.all(pages.map(searchOn))
      await Promise.all(pages.map(listShown))
      // All three end with one token, a new one.
      const settled = (t: (string | null)[]) => new Set(t).size === 1 && t[0] !== before
      await expect.poll(() => Promise.all(pages.map(accessToken)).then(settled), POLL).toBe(true)
      // Every tab carries on signed in with the one new token; nobody was sent to the entrance or asked to sign in.
      await expect.poll(() => refreshCalls.length, POLL).toBe(round)
      for (const p of pages) {
        expect(appPath(p)).not.toBe('/entrance')
        expect(await expiredPrompts(p).count()).toBe(0)
      }
    }
    // No late second refresh from a request still waiting somewhere.
    await Promise.all(pages.map(searchOn))
    await Promise.all(pages.map(listShown))
    expect(refreshCalls).toHaveLength(ROUNDS)
  })

  it('a refresh in one tab: the others use its token without refreshing themselves', async () => {
    app = await open()
    const refreshCalls = countRefreshCalls(app)
    const pages = await threeTabs(app, ['/system/dict', '/infra/config', '/system/dict'])
    const before = await expireTokensTogether(pages)
    await searchOn(pages[0])
    // The other tabs' copies follow through storage events: all three hold the one new token, nobody else refreshed.
    const settled = (t: (string | null)[]) => new Set(t).size === 1 && t[0] !== before
    await expect.poll(() => Promise.all(pages.map(accessToken)).then(settled), POLL).toBe(true)
    const fresh = await accessToken(pages[0])
    const sent: string[] = []
    for (const p of pages.slice(1)) {
      p.on('request', (r) => r.url().includes('/admin-api/') && sent.push(r.headers().authorization ?? ''))
    }
    await Promise.all(pages.slice(1).map(searchOn))
    await Promise.all(pages.slice(1).map(listShown))
    await expect.poll(() => sent.length, POLL).toBeGreaterThanOrEqual(2)
    expect(new Set(sent)).toEqual(new Set([`Bearer ${fresh}`]))
    expect(refreshCalls).toHaveLength(1)
  })

  it('sign-out in one tab sends every tab to the entrance at once, each with its own page as the redirect; sign-in in one tab takes the others back', async () => {
    app = await open()
    const pages = await threeTabs(app, ['/system/dict', '/infra/config', '/system/dict'])
    await pages[2].goto(app.url('/index'))
    await pages[2].getByTestId('avatar-menu').waitFor()

    // sign out in the third tab
    await pages[2].getByTestId('avatar-menu').click()
    await openMenu(pages[2]).getByText('退出登录').click()
    await confirmDialog(pages[2]).locator('.ant-btn-primary').click()
    await expect.poll(() => accessToken(pages[2]), POLL).toBeNull()
    await pages[0].waitForURL(
      (u) => u.pathname.endsWith('/entrance') && u.searchParams.get('redirect') === '/system/dict',
    )
    await pages[1].waitForURL(
      (u) => u.pathname.endsWith('/entrance') && u.searchParams.get('redirect') === '/infra/config',
    )
    await snap(pages[1], 'session-signed-out-elsewhere')

    // sign in in the first tab: the entrances open in the others go on to their own redirects
    await signInOn(pages[0])
    await pages[0].waitForURL((u) => u.pathname.endsWith('/system/dict'))
    await pages[1].waitForURL((u) => u.pathname.endsWith('/infra/config'))
    await Promise.all(pages.slice(0, 2).map(listShown))
  })

  it('the session really ended: the expired prompt appears once in each tab, not again after 取消, and one refresh call was tried', async () => {
    app = await open()
    const refreshCalls = countRefreshCalls(app)
    const pages = await threeTabs(app, ['/system/dict', '/infra/config', '/system/dict'])
    const token = await accessToken(pages[0])
    await demoApi(pages[0], 'endSessions')
    for (const p of pages) {
      await refusedBy(p, token)
    }
    // two requests per tab (the second one clicked through the prompt's mask, as a second caller would be)
    await Promise.all(pages.map(searchOn))
    await Promise.all(pages.map((p) => expiredPrompts(p).waitFor()))
    const searchAgain = (p: Page) => button(view(p).getByRole('form', { name: '搜索' }), '搜索').dispatchEvent('click')
    await Promise.all(
      pages.map(async (p) => {
        const answered = p.waitForResponse((r) => r.url().includes('/admin-api/') && r.url().includes('/page'))
        await searchAgain(p)
        await answered
      }),
    )
    for (const p of pages) {
      await expect(expiredPrompts(p).count()).resolves.toBe(1)
      await expect(
        p.locator('.ant-modal-confirm .ant-modal-confirm-title').filter({ visible: true }).innerText(),
      ).resolves.toBe('系统提示')
    }
    await snap(pages[0], 'session-expired-prompt')
    expect(refreshCalls).toHaveLength(1) // the other tabs learnt from the shared store that it was refused
    // 取消 stays on the page; the next failing request does not ask again in this tab
    await button(confirmDialog(pages[1]), '取消').click()
    await expect.poll(() => expiredPrompts(pages[1]).count(), POLL).toBe(0)
    const answered = pages[1].waitForResponse((r) => r.url().includes('/admin-api/infra/config/page'))
    await searchOn(pages[1])
    await answered
    // No prompt came back: the page takes clicks (a prompt's mask would block this one) and shows none.
    await button(view(pages[1]), '新增').click()
    await openDialog(pages[1], '添加参数').waitFor()
    expect(await expiredPrompts(pages[1]).count()).toBe(0)
    expect(appPath(pages[1])).toBe('/infra/config')
  })
})

describe('nothing lost when the session ends mid-work', SLOW, () => {
  /** Ends the session on the server, then makes `act` fail with it; confirms 重新登录 and signs in again. */
  async function sessionEndsDuring(page: Page, act: () => Promise<void>, backTo: RegExp) {
    const token = await accessToken(page)
    await demoApi(page, 'endSessions')
    await refusedBy(page, token)
    await act()
    await expiredPrompts(page).waitFor()
    await button(confirmDialog(page), '重新登录').click()
    await page.waitForURL((u) => u.pathname.endsWith('/entrance') && backTo.test(u.searchParams.get('redirect') ?? ''))
    await signInOn(page)
    await page.waitForURL((u) => backTo.test(u.pathname.replace(/^\/portal/, '') + u.search))
  }

  it('a config dialog: signing in again brings the user back to the page, and the dialog gives the input back', async () => {
    app = await open()
    const { page } = app
    await login(app, 'admin', '/infra/config')
    await listShown(page)
    await button(view(page), '新增').click()
    let form: Locator = openDialog(page, '添加参数')
    await form.getByLabel('参数分类').fill('biz')
    await form.getByLabel('参数名称').fill('会话结束时正在填写')
    await form.getByLabel('参数键名').fill('portal.session.draft')
    await form.getByLabel('参数键值').fill('42')

    await sessionEndsDuring(page, () => button(openDialog(page, '添加参数'), '确定').click(), /^\/infra\/config/)
    await listShown(page)
    await button(view(page), '新增').click()
    form = openDialog(page, '添加参数')
    await form.getByText(/^已恢复 .+ 未提交的内容$/).waitFor()
    await expect(form.getByLabel('参数名称').inputValue()).resolves.toBe('会话结束时正在填写')
    await expect(form.getByLabel('参数键名').inputValue()).resolves.toBe('portal.session.draft')
    await expect(form.getByLabel('参数键值').inputValue()).resolves.toBe('42')
    await snap(page, 'session-draft-restored')
    // and now it saves
    await button(form, '确定').click()
    await toast(page, '新增成功').waitFor()
  })

  it('the designer: its autosaved draft is offered back on the same model after signing in again', async () => {
    app = await open()
    const { page } = app
    await login(app, 'admin', '/bpm/manager/model')
    await row(view(page), '采购审批').waitFor()
    await button(row(view(page), '采购审批'), '设计流程').click()
    await page.waitForURL(/\/bpm\/manager\/model\/design\?modelId=/)
    const designUrl = appPath(page) + new URL(page.url()).search
    await view(page).locator('.bpmn-properties-panel[data-element-id]').waitFor()
    await view(page).locator('.djs-element[data-element-id="manager"]').first().click()
    const name = view(page).locator('.bpmn-properties-panel [aria-label="名称"]')
    await name.fill('会话结束前的修改')
    await name.press('Tab')
    await page.waitForFunction(() =>
      Object.keys(localStorage).some(
        (k) => k.startsWith('bpmn-draft:') && localStorage.getItem(k)!.includes('会话结束前的修改'),
      ),
    )

    await sessionEndsDuring(
      page,
      () => button(view(page), '保存模型').click(),
      /^\/bpm\/manager\/model\/design\?modelId=/,
    )
    expect(appPath(page) + new URL(page.url()).search).toBe(designUrl)
    await button(view(page), '恢复草稿').click()
    await expect
      .poll(() => view(page).locator('.djs-element[data-element-id="manager"]').first().textContent(), POLL)
      .toContain('会话结束前的修改')
  })
})
