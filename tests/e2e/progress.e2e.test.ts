// Feedback while a page loads (issue 16): a thin bar at the top while a route's code or first data loads, in the
// theme's colour, still under reduced motion, announced once; the content area never blank. Tab and browser titles.
import type { Page, Route } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { activePage, demoApi, openApp, signIn, tab, type App } from './harness'

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const bar = (page: Page) => page.getByTestId('route-progress')
const status = (page: Page) => page.locator('.route-progress-status')
const barState = (page: Page) =>
  bar(page).evaluate((el) => {
    const css = getComputedStyle(el)
    return { loading: el.classList.contains('route-progress--loading'), opacity: css.opacity, color: css.backgroundColor, animation: css.animationName }
  })

/** antd's primary colour token as the page renders it (rgb), read through antd's own CSS variable. */
const themePrimary = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span')
    probe.style.color = 'var(--ant-color-primary)'
    document.querySelector('.ant-app')!.appendChild(probe)
    const color = getComputedStyle(probe).color
    probe.remove()
    return color
  })

/** Holds every script requested from now on until `release()`: a route whose code isn't loaded yet stays loading. */
async function holdScripts(app: App) {
  const held: Route[] = []
  let open = false
  // On the context: the demo API's service worker fetches the scripts, and only context routes see its requests.
  await app.context.route(/\/assets\/.*\.js$/, (route) => (open ? route.continue() : void held.push(route)))
  return {
    release: async () => {
      open = true
      await Promise.all(held.map((r) => r.continue()))
    },
  }
}

/** Client-side navigation, as a menu click does. */
const go = (page: Page, path: string) =>
  page.evaluate((p) => {
    history.pushState(null, '', p)
    dispatchEvent(new PopStateEvent('popstate'))
  }, `/portal${path}`)

describe('route progress bar (issue 16)', () => {
  it('shows while the page code loads, in the theme colour, says so once, and the content area is not blank', { timeout: 180_000 }, async () => {
    app = await openApp()
    const { page } = app
    await signIn(app, 'admin', '/index')
    const scripts = await holdScripts(app)
    await go(page, '/system/dict')

    await expect.poll(() => barState(page), { timeout: 20_000 }).toMatchObject({ loading: true, opacity: '1' })
    expect((await barState(page)).color).toBe(await themePrimary(page))
    await expect.poll(() => status(page).textContent()).toBe('页面加载中')
    await expect.poll(() => page.locator('[role=status]').filter({ hasText: '页面加载中' }).count()).toBe(1)
    // Something is shown where the page will be: the page's loading view, not an empty area.
    expect((await page.locator('main.app-main').innerText()).trim()).not.toBe('')

    await scripts.release()
    await activePage(page).getByText('字典名称').first().waitFor()
    await expect.poll(() => barState(page), { timeout: 20_000 }).toMatchObject({ loading: false, opacity: '0' })
    expect(await status(page).textContent()).toBe('')
  })

  it('waits for the page’s first data too', { timeout: 180_000 }, async () => {
    app = await openApp()
    const { page } = app
    await signIn(app, 'admin', '/index')
    // The configuration page's list answers late: its code is there, its data is not.
    await demoApi(page, 'injectFault', { hang: true, ms: 12_000, path: '/infra/config/page' })
    await go(page, '/infra/config')
    await activePage(page).getByText('参数名称').first().waitFor()
    expect((await barState(page)).loading).toBe(true)
    await activePage(page).locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 })
    await expect.poll(() => barState(page), { timeout: 20_000 }).toMatchObject({ loading: false })
  })

  it('stays still under prefers-reduced-motion', { timeout: 180_000 }, async () => {
    app = await openApp()
    const { page } = app
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await signIn(app, 'admin', '/index')
    const scripts = await holdScripts(app)
    await go(page, '/infra/config')
    await expect.poll(() => barState(page), { timeout: 20_000 }).toMatchObject({ loading: true, opacity: '1', animation: 'none' })
    await scripts.release()
    await expect.poll(() => barState(page), { timeout: 20_000 }).toMatchObject({ loading: false })
  })
})

describe('tab and browser titles (issue 16)', () => {
  it('the survey home is 首页（企业调研） beside the portal’s 首页, a BPM page known twice keeps its own title; the browser title follows the active tab', { timeout: 180_000 }, async () => {
    app = await openApp()
    const { page } = app
    await signIn(app, 'admin', '/index')
    await page.evaluate(() => {
      // 动态标题 on (spec §3 setting), saved as the settings drawer saves it.
      const raw = JSON.parse(localStorage.getItem('layout-setting') ?? '{"state":{},"version":2}')
      raw.state = { ...raw.state, saved: { ...(raw.state.saved ?? {}), dynamicTitle: true } }
      localStorage.setItem('layout-setting', JSON.stringify(raw))
    })
    await page.reload()
    await page.locator('[data-testid=tabs-bar]').waitFor()
    await go(page, '/survey/index')
    await tab(page, '首页（企业调研）').waitFor()
    expect(await page.locator('.tags-view-item').allInnerTexts()).toEqual(['首页', '首页（企业调研）'])
    await expect.poll(() => page.title()).toMatch(/^首页（企业调研） - /)
    // A static route and the server's menu name the same page (issue 46: it read 流程管理流程模型).
    await go(page, '/bpm/manager/model')
    await tab(page, { path: '/bpm/manager/model' }).waitFor()
    expect(await page.locator('.tags-view-item').allInnerTexts()).toEqual(['首页', '首页（企业调研）', '流程模型'])
    await expect.poll(() => page.title()).toMatch(/^流程模型 - /)
    await tab(page, '首页').first().click()
    await expect.poll(() => page.title()).toMatch(/^首页 - /)
  })
})
