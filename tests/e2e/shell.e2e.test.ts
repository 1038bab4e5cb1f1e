import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { activePage, appPath, openApp, openDialog, openedSubmenus, openMenu, openTabMenu, option, signIn, snap, tab, toast, type App } from './harness'

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const tabTitles = (page: Page) => page.locator('.tags-view-item').allInnerTexts()
const sidebar = (page: Page) => page.getByTestId('sidebar')
// The top bar and the tabs: the shell's own controls, outside every page (a page's query form has a 搜索 too).
const topBar = (page: Page) => page.locator('.main-container > header')

/**
 * Opens a page from the sidebar and waits until it is shown with its tab. The URL changes at once, but the page renders
 * in a transition: a second click before that commits merges both navigations, and the first page never gets a tab.
 */
async function openFromSidebar(page: Page, url: RegExp, ...titles: string[]) {
  // After the first title, each is an item of the submenu the title before it opened.
  for (const [i, t] of titles.entries()) await (i ? openedSubmenus(page) : sidebar(page)).getByText(t, { exact: true }).click()
  await page.waitForURL(url)
  await activePage(page).waitFor()
  await page.locator(`.tags-view-item[data-path="${appPath(page)}"]`).waitFor()
}

/** Opens a tab's context menu and picks `action`; returns once the menu has closed again. */
async function tabAction(page: Page, title: string, action: string) {
  await page.locator('.route-progress--loading').waitFor({ state: 'detached' })
  await (await openTabMenu(page, title)).locator('.ant-dropdown-menu-item', { hasText: action }).click()
  await openMenu(page).waitFor({ state: 'detached' })
}

describe('shell journeys', () => {
  it('signs in, opens three pages as tabs with a breadcrumb, and uses every tab context-menu action', async () => {
    app = await openApp()
    const { page } = app
    await signIn(app)
    await expect.poll(() => tabTitles(page)).toEqual(['首页'])

    await openFromSidebar(page, /\/system\/dict$/, '系统管理', '字典管理')
    await expect.poll(() => page.locator('.app-breadcrumb').innerText()).toMatch(/首页\s*\/\s*系统管理\s*\/\s*字典管理/)
    expect(await page.locator('.app-breadcrumb a').allInnerTexts()).toEqual(['首页'])
    await openFromSidebar(page, /\/infra\/config$/, '配置管理')
    await openFromSidebar(page, /\/message\/my-message$/, '我的站内信')
    await page.getByTestId('avatar-menu').click()
    await openMenu(page).getByText('个人中心', { exact: true }).click()
    await page.waitForURL(/\/user\/profile$/)
    await activePage(page).getByTestId('profile-card').waitFor()
    // The admin's roles (super_admin, survey_boss) as tags with a gap between them (antd 6's tags have no margin).
    const roleTags = activePage(page).getByTestId('profile-card').locator('.ant-tag')
    expect(await roleTags.allInnerTexts()).toEqual(['super_admin', 'survey_boss'])
    const [first, second] = [(await roleTags.nth(0).boundingBox())!, (await roleTags.nth(1).boundingBox())!]
    expect(second.x - (first.x + first.width)).toBeGreaterThanOrEqual(4)
    // 我的站内信 is also the title of /user/notify-message: the menu's tab names its parent (issue 16).
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '字典管理', '配置管理', '我的站内信（消息中心）', '个人中心'])
    await snap(page, 'shell-tabs')

    // 刷新页面: stays on the page, the tabs unchanged.
    await tabAction(page, '个人中心', '刷新页面')
    await page.waitForURL(/\/user\/profile$/)
    await activePage(page).getByTestId('profile-card').waitFor()
    await expect.poll(() => tabTitles(page)).toHaveLength(5)

    // 关闭左侧 of 配置管理 closes 字典管理 only (首页 is affixed).
    await tabAction(page, '配置管理', '关闭左侧')
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '配置管理', '我的站内信（消息中心）', '个人中心'])
    expect(appPath(page)).toBe('/user/profile')

    // 关闭右侧 of 配置管理 closes the active tab: go to the last remaining one.
    await tabAction(page, '配置管理', '关闭右侧')
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '配置管理'])
    await page.waitForURL(/\/infra\/config$/)

    // 关闭当前 of the active tab goes to the last remaining tab.
    await openFromSidebar(page, /\/message\/my-message$/, '我的站内信')
    await tabAction(page, '我的站内信', '关闭当前')
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '配置管理'])
    await page.waitForURL(/\/infra\/config$/)

    // 关闭其他 from 首页 keeps only the affixed tab and goes there.
    await openFromSidebar(page, /\/message\/my-message$/, '我的站内信')
    await tabAction(page, '首页', '关闭其他')
    await expect.poll(() => tabTitles(page)).toEqual(['首页'])
    await page.waitForURL(/\/index$/)

    // 全部关闭 leaves the affixed home tab; the affixed tab has no close action.
    await openFromSidebar(page, /\/infra\/config$/, '配置管理')
    await tabAction(page, '配置管理', '全部关闭')
    await expect.poll(() => tabTitles(page)).toEqual(['首页'])
    await page.waitForURL(/\/index$/)
    const closeCurrent = (await openTabMenu(page, '首页')).locator('.ant-dropdown-menu-item', { hasText: '关闭当前' })
    await expect.poll(() => closeCurrent.getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.press('Escape')
    await openMenu(page).waitFor({ state: 'detached' })

    // Middle-click closes; visited tabs survive a reload.
    await openFromSidebar(page, /\/infra\/config$/, '配置管理')
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '配置管理'])
    await openFromSidebar(page, /\/message\/my-message$/, '我的站内信')
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '配置管理', '我的站内信（消息中心）'])
    await tab(page, '配置管理').click({ button: 'middle' })
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '我的站内信（消息中心）'])
    await page.reload()
    await page.waitForSelector('[data-testid=tabs-bar]')
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '我的站内信（消息中心）'])
  })

  it('keeps a cached page’s state across tab switches and forgets it when its tab closes', async () => {
    app = await openApp()
    const { page } = app
    await signIn(app, 'admin', '/user/notify-message')
    const unreadFilter = async () => {
      await activePage(page).getByLabel('是否已读').click()
      await option(page, '否').click()
    }
    await unreadFilter()
    await openFromSidebar(page, /\/infra\/config$/, '配置管理')
    await tab(page, '我的站内信').click()
    await page.waitForURL(/\/user\/notify-message$/)
    await expect.poll(() => activePage(page).locator('.ant-form').first().innerText()).toContain('否')

    await tabAction(page, '我的站内信', '关闭当前')
    await page.waitForURL(/\/infra\/config$/)
    await page.goto(app.url('/user/notify-message')) // reopen
    await page.waitForSelector('[data-testid=tabs-bar]')
    await expect.poll(() => activePage(page).locator('.ant-form').first().innerText()).toContain('请选择状态')
  })

  it('switches the theme colour from the settings drawer and sees it applied; 保存配置 keeps it over a reload', async () => {
    app = await openApp()
    const { page } = app
    await signIn(app)
    await page.getByTestId('avatar-menu').click()
    await openMenu(page).getByText('布局设置', { exact: true }).click()
    const drawer = page.getByTestId('settings-drawer')
    await drawer.waitFor()
    const save = drawer.getByRole('button', { name: /保存配置/ })
    // Each colour shows in its nearest shade that text reads on (src/themeContrast.ts, issue 12): #409EFF → #2d70b5.
    expect(await save.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(45, 112, 181)')
    await drawer.getByRole('button', { name: '#f5222d' }).click()
    await expect.poll(() => save.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(218, 30, 40)')
    // The sidebar's active entry follows the colour too (lighter there: the sidebar is dark).
    await expect.poll(() => sidebar(page).locator('.ant-menu-item-selected').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(250, 138, 144)')
    await snap(page, 'shell-settings-red')
    await save.click()
    // Clicking outside (the mask) closes the panel.
    await page.mouse.click(200, 600)
    await drawer.waitFor({ state: 'hidden' })
    await page.reload()
    await page.waitForSelector('[data-testid=tabs-bar]')
    await expect.poll(() => sidebar(page).locator('.ant-menu-item-selected').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(250, 138, 144)')
  })

  it('searches a page by its title and lands on it', async () => {
    app = await openApp()
    const { page } = app
    await signIn(app)
    await topBar(page).getByRole('button', { name: '搜索' }).click()
    await page.keyboard.type('字典')
    await option(page, '系统管理 > 字典管理').click()
    await page.waitForURL(/\/system\/dict$/)
    await expect.poll(() => tabTitles(page)).toContain('字典管理')
  })

  it('notification popover → 查看全部 → mark one read', async () => {
    app = await openApp()
    const { page } = app
    await signIn(app)
    const dot = page.locator('[data-testid=notify-bell] .ant-badge-dot[data-show=true]')
    await dot.waitFor()
    await page.getByTestId('notify-bell').click()
    const popover = page.getByTestId('notify-popover')
    await popover.locator('.ant-table-row').first().waitFor()
    const unreadInPopover = await popover.locator('.ant-table-row').count()
    expect(unreadInPopover).toBeGreaterThan(0)
    await expect.poll(() => dot.count()).toBe(0)
    await snap(page, 'shell-notify')
    await popover.getByRole('button', { name: '查看全部' }).click()
    await page.waitForURL(/\/user\/notify-message$/)

    const readButtons = activePage(page).locator('.ant-table-row button', { hasText: '已读' })
    await readButtons.first().waitFor()
    const before = await readButtons.count()
    await readButtons.first().click()
    await openDialog(page, '消息详情').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => readButtons.count()).toBe(before - 1)
    const unread = await page.evaluate(async () => {
      const r = await fetch('/admin-api/system/notify-message/get-unread-count', { headers: { Authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}`, 'tenant-id': '1' } })
      return ((await r.json()) as { data: number }).data
    })
    expect(unread).toBe(unreadInPopover - 1)
    await snap(page, 'shell-my-messages')
  })

  it('below 992 px hides the sidebar, opens it over the page with a click-away overlay, and closes it on navigation', async () => {
    app = await openApp({ viewport: { width: 800, height: 900 } })
    const { page } = app
    await signIn(app)
    const overlay = page.getByTestId('sidebar-overlay')
    await expect.poll(() => sidebar(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(0)
    expect(await topBar(page).getByRole('button', { name: '搜索' }).count()).toBe(0) // some top icons are hidden
    await page.getByTestId('hamburger').click()
    await overlay.waitFor()
    await expect.poll(() => sidebar(page).evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBeGreaterThan(100)
    await snap(page, 'shell-mobile-open')
    await overlay.click({ position: { x: 700, y: 400 } })
    await overlay.waitFor({ state: 'detached' })
    await expect.poll(() => sidebar(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(0)

    await page.getByTestId('hamburger').click()
    await openFromSidebar(page, /\/infra\/config$/, '配置管理')
    await overlay.waitFor({ state: 'detached' })
    await snap(page, 'shell-mobile-closed')
  })

  it('top-menu mode fills the sidebar from the chosen entry and hides it for one without children; the size selector', async () => {
    app = await openApp()
    const { page } = app
    await signIn(app)
    await page.getByTestId('avatar-menu').click()
    await openMenu(page).getByText('布局设置', { exact: true }).click()
    await page.getByRole('switch', { name: '开启 TopNav' }).click()
    await page.mouse.click(200, 600) // outside: the panel closes
    const top = page.locator('.topmenu-container')
    await top.waitFor()
    // 1440 / 3 / 85 → 5 entries, the rest under 更多菜单.
    expect(await top.locator(':scope > .ant-menu-item, :scope > .ant-menu-submenu').count()).toBe(6)
    await expect.poll(() => top.innerText()).toContain('更多菜单')
    expect(await sidebar(page).count()).toBe(0) // 首页 has no children
    await top.getByText('系统管理').click()
    await sidebar(page).getByText('字典管理').click()
    await page.waitForURL(/\/system\/dict$/)
    await snap(page, 'shell-topnav')

    await page.getByRole('button', { name: '布局大小' }).click()
    await openMenu(page).locator('.ant-dropdown-menu-item', { hasText: 'Small' }).click()
    await toast(page, 'Switch Size Success').waitFor()
    await page.reload()
    await page.waitForSelector('[data-testid=tabs-bar]')
    expect(await page.evaluate(() => localStorage.getItem('size'))).toBe('small')
  })
})
