// Dark mode, 关怀模式 (elder-friendly mode) and reduced motion (issue 12) in Debian's Chromium on the demo build.
// One browser for the whole file (issue 52): each test starts from a first visit's display preferences (none saved,
// the system light, motion allowed) with a full load, since what they check is how a load reads the preferences and how
// the app switches them while open; none depends on a fresh profile. English alone needs its own (the browser's language).
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activePage, button, go, openApp, openMenu, openTabMenu, signIn, snap, type App } from './harness'

// src/styles/theme.css: --sme-bg of each scheme
const DARK_BG = 'rgb(13, 15, 18)'
const LIGHT_BG = 'rgb(245, 247, 250)'

const htmlData = (page: Page) => page.evaluate(() => ({ ...document.documentElement.dataset }))
const bodyBg = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const style = (el: Locator, prop: string) => el.evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), prop)
const height = async (el: Locator) => (await el.boundingBox())!.height
/** The colour an element is seen on: its own background or the nearest painted one above it. */
const surface = (el: Locator) =>
  el.evaluate((e) => {
    for (let n: Element | null = e; n; n = n.parentElement) {
      const bg = getComputedStyle(n).backgroundColor
      if (bg !== 'rgba(0, 0, 0, 0)') return bg
    }
    return ''
  })
/** The machine is busy: state checks poll for a while. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 })

async function openSettings(page: Page) {
  await page.getByTestId('avatar-menu').click()
  await openMenu(page).getByText('布局设置', { exact: true }).click()
  const drawer = page.getByTestId('settings-drawer')
  await drawer.waitFor()
  return drawer
}

/**
 * Records, from the start of every document: <html data-theme> when the app's module script is parsed and when the
 * parser finishes (module scripts run only after that), and at DOMContentLoaded the body's colour, whether the app
 * had mounted anything yet and how index.html's loading view is displayed.
 */
const FIRST_PAINT_PROBE = () => {
  const w = window as unknown as { __firstPaint: Record<string, unknown> }
  w.__firstPaint = {}
  new MutationObserver((records, observer) => {
    for (const r of records)
      for (const n of r.addedNodes)
        if (n instanceof HTMLScriptElement && n.type === 'module') {
          w.__firstPaint.atModuleScript = document.documentElement.dataset.theme ?? null
          observer.disconnect()
        }
  }).observe(document, { childList: true, subtree: true })
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') w.__firstPaint.atInteractive = document.documentElement.dataset.theme ?? null
  })
  document.addEventListener('DOMContentLoaded', () => {
    w.__firstPaint.bodyBg = getComputedStyle(document.body).backgroundColor
    w.__firstPaint.bodyColor = getComputedStyle(document.body).color
    w.__firstPaint.mounted = document.querySelectorAll('#root > :not([data-boot])').length
    // index.html's loading view (issue 13), styled by the entry CSS before any script has run
    const boot = document.querySelector('#root > [data-boot]')
    w.__firstPaint.bootView = boot ? getComputedStyle(boot).display : null
  })
}
const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { __firstPaint: Record<string, unknown> }).__firstPaint)


const SIZE = { width: 1440, height: 900 }
let app: App
let page: Page
beforeAll(async () => {
  app = await openApp()
  page = app.page
  await app.context.addInitScript(FIRST_PAINT_PROBE) // every load records its first frame
})
afterAll(async () => app?.close())

/**
 * A first visit's display preferences (`prefs` saved as the drawer and the toggle save them, settings store version 2;
 * none by default), the system's scheme `system` and motion allowed, the window 1440 × 900: `path` opened with a full
 * load, signed in as admin.
 */
async function startFresh({ path = '/index', system = 'light', prefs }: { path?: string; system?: 'light' | 'dark'; prefs?: object } = {}) {
  await page.setViewportSize(SIZE)
  await page.emulateMedia({ colorScheme: system, reducedMotion: 'no-preference' })
  if (page.url() === 'about:blank') await page.goto(app.url('/entrance')) // the app's storage, even if the first test failed early
  const signedIn = await page.evaluate((prefs) => {
    if (prefs) localStorage.setItem('layout-setting', JSON.stringify({ state: prefs, version: 2 }))
    else localStorage.removeItem('layout-setting')
    return !!localStorage.getItem('ACCESS_TOKEN')
  }, prefs)
  if (!signedIn) return signIn(app, 'admin', path)
  await page.goto(app.url(path))
  await page.waitForSelector('[data-testid=tabs-bar]')
}

/** 字典管理's whole trail shown (`trail`), then 关怀模式 switched on in the top bar: the trail's items. */
async function dictTrailInCare(page: Page, trail: string[]) {
  const crumbs = page.locator('.app-breadcrumb li')
  await poll(() => crumbs.allInnerTexts()).toEqual(trail)
  await page.locator('.navbar').getByTestId('care-toggle').click()
  await poll(() => htmlData(page)).toMatchObject({ care: '1' })
  return crumbs
}

describe('关怀模式 on the open pages', () => {
  it('the entrance header carries the switch: 18 px fields and 44 px inputs and button, kept over a reload; dark keeps its light card', async () => {
    await page.goto(app.url('/entrance'))
    const username = page.locator('#username')
    await username.waitFor()
    const field = page.locator('.pf-input').first()
    const submit = page.locator('button[type=submit]').first()
    const toggle = page.locator('.entrance__header').getByTestId('care-toggle')
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    expect(parseFloat(await style(field, 'font-size'))).toBeLessThan(18)

    await toggle.click()
    await poll(() => htmlData(page)).toMatchObject({ care: '1' })
    expect(parseFloat(await style(field, 'font-size'))).toBeGreaterThanOrEqual(18)
    expect(await height(field)).toBeGreaterThanOrEqual(44)
    expect(await height(submit)).toBeGreaterThanOrEqual(44)
    expect(await height(toggle)).toBeGreaterThanOrEqual(44)
    await snap(page, 'theme-care-entrance')

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await username.waitFor()
    expect(await htmlData(page)).toEqual({ theme: 'dark', care: '1' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    expect(await style(page.locator('.entrance-card'), 'background-color')).toBe('rgb(255, 255, 255)')
    await snap(page, 'theme-dark-care-entrance')
  })
})

describe('dark mode', () => {
  it('chosen in the settings drawer, applies at once (antd too) and the next load is dark from its first frame', async () => {
    await startFresh()
    expect(await htmlData(page)).toEqual({ theme: 'light' })
    expect(await bodyBg(page)).toBe(LIGHT_BG)

    const drawer = await openSettings(page)
    await drawer.getByText('深色', { exact: true }).click()
    await poll(() => htmlData(page)).toEqual({ theme: 'dark' })
    expect(await bodyBg(page)).toBe(DARK_BG)
    // antd's dark algorithm: the drawer's own surface and text
    await poll(() => surface(drawer)).toBe('rgb(31, 31, 31)')
    expect(await style(page.locator('.navbar'), 'background-color')).toBe('rgb(23, 25, 29)')
    await snap(page, 'theme-dark-drawer')

    // no 保存配置 needed: the scheme is saved at once
    await page.reload()
    const first = await firstPaint(page)
    expect(first).toMatchObject({ atModuleScript: 'dark', atInteractive: 'dark', bodyBg: DARK_BG, bodyColor: 'rgb(230, 233, 238)', mounted: 0, bootView: 'grid' })
    await page.waitForSelector('[data-testid=tabs-bar]')
    expect(await htmlData(page)).toEqual({ theme: 'dark' })
    await poll(() => style(page.locator('.ant-layout-sider').first(), 'background-color')).toBe('rgb(20, 20, 20)')
  })

  it('跟随系统 follows the system colour scheme, also while the app is open; 浅色 overrides it', async () => {
    await startFresh({ system: 'dark' })
    expect(await htmlData(page)).toEqual({ theme: 'dark' })
    expect(await bodyBg(page)).toBe(DARK_BG)

    await page.emulateMedia({ colorScheme: 'light' })
    await poll(() => htmlData(page)).toEqual({ theme: 'light' })
    expect(await bodyBg(page)).toBe(LIGHT_BG)

    await page.emulateMedia({ colorScheme: 'dark' })
    await poll(() => htmlData(page)).toEqual({ theme: 'dark' })
    const drawer = await openSettings(page)
    expect(await drawer.getByRole('radio', { name: '跟随系统' }).isChecked()).toBe(true)
    await drawer.getByText('浅色', { exact: true }).click()
    await poll(() => htmlData(page)).toEqual({ theme: 'light' })
    await page.reload()
    expect(await firstPaint(page)).toMatchObject({ atModuleScript: 'light', bodyBg: LIGHT_BG, mounted: 0, bootView: 'grid' })
  })
})

describe('关怀模式 (elder-friendly mode)', () => {
  it('from the top bar: 18 px text, 44 px targets, kept over a reload, and the one switch on the portal home', async () => {
    await startFresh({ path: '/system/dict' })
    const toggle = page.locator('.navbar').getByTestId('care-toggle')
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    const search = button(activePage(page), '搜索')
    expect(await height(search)).toBeLessThan(44)

    await toggle.click()
    await poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
    expect(await htmlData(page)).toEqual({ theme: 'light', care: '1' })
    await poll(async () => parseFloat(await style(page.locator('body'), 'font-size'))).toBeGreaterThanOrEqual(18)
    await poll(() => height(search)).toBeGreaterThanOrEqual(44)
    expect(parseFloat(await style(search, 'font-size'))).toBeGreaterThanOrEqual(18)
    const menuItem = page.getByTestId('sidebar').locator('.ant-menu-item').first()
    expect(await height(menuItem)).toBeGreaterThanOrEqual(44)
    expect(await height(toggle)).toBeGreaterThanOrEqual(44)
    // the active menu entry is marked by weight and a bar, not by colour alone
    expect(await style(page.getByTestId('sidebar').locator('.ant-menu-item-selected'), 'font-weight')).toBe('700')
    await snap(page, 'theme-care-shell')

    await page.reload()
    expect(await firstPaint(page)).toMatchObject({ mounted: 0 })
    expect(await htmlData(page)).toEqual({ theme: 'light', care: '1' })
    await page.waitForSelector('[data-testid=tabs-bar]')
    await poll(() => height(button(activePage(page), '搜索'))).toBeGreaterThanOrEqual(44)

    // the portal home, a page of the shell: one switch, the top bar's (issue 51: its header had a second one)
    await page.goto(app.url('/index'))
    const toggles = page.getByTestId('care-toggle')
    await activePage(page).locator('.portal-news li').first().waitFor()
    await toggle.waitFor() // the top bar may come a moment after the page's news (seen once: no switch counted yet)
    expect(await toggles.count()).toBe(1)
    expect(await toggles.getAttribute('aria-pressed')).toBe('true')
    expect(parseFloat(await style(activePage(page).locator('.portal-news li').first(), 'font-size'))).toBeGreaterThanOrEqual(18)
    await snap(page, 'theme-care-portal')
    await toggle.click()
    await poll(() => htmlData(page)).toEqual({ theme: 'light' })
    expect(await toggles.getAttribute('aria-pressed')).toBe('false')
    expect(parseFloat(await style(page.locator('body'), 'font-size'))).toBeLessThan(18)
  })
})

describe('the survey summary’s charts', () => {
  it('in dark mode the bars’ track is dark; in 关怀模式 their names are 18 px and a four-character name is whole', async () => {
    await startFresh({ path: '/survey/overAll' })
    const chart = activePage(page).locator('.ant-card').filter({ hasText: '按行业分布' }).getByRole('list')
    const rows = chart.getByRole('listitem')
    await rows.first().waitFor()
    const drawer = await openSettings(page)
    await drawer.getByText('深色', { exact: true }).click()
    await poll(() => htmlData(page)).toMatchObject({ theme: 'dark' })
    await page.keyboard.press('Escape')
    // The track’s colour: no channel above 100 (it was rgb(240, 243, 248), a light stripe on the dark card).
    const track = rows.first().locator('span').nth(1)
    await poll(async () => Math.max(...(await style(track, 'background-color')).match(/\d+/g)!.slice(0, 3).map(Number))).toBeLessThan(100)

    await page.locator('.navbar').getByTestId('care-toggle').click()
    await poll(() => htmlData(page)).toMatchObject({ care: '1' })
    const name = rows.first().locator('span').first()
    await poll(async () => parseFloat(await style(name, 'font-size'))).toBeGreaterThanOrEqual(18)
    const cut = await rows
      .locator('span[title]')
      .evaluateAll((names) => names.filter((n) => [...(n.textContent ?? '')].length <= 4 && n.scrollWidth > n.clientWidth).map((n) => n.textContent))
    expect(cut).toEqual([])
    await snap(page, 'theme-survey-charts-dark-care')
  })
})

describe('关怀模式 on a narrow window', () => {
  it('the top bar shows the current page’s title alone when the trail has no room, never titles drawn over each other', async () => {
    await startFresh({ path: '/system/dict' })
    await page.setViewportSize({ width: 1000, height: 700 })
    const crumbs = await dictTrailInCare(page, ['首页', '/', '系统管理', '/', '字典管理'])
    // The trail no longer fits beside 18 px icons and switches: only 字典管理 is shown. Each shown item is drawn before
    // the next begins (an item narrower than its title drew the title over the separator and the next title).
    const shown = () =>
      crumbs.evaluateAll((items) => {
        const extent = (li: Element) => {
          const boxes = [li, ...li.querySelectorAll('*')].map((e) => e.getBoundingClientRect())
          return { left: Math.min(...boxes.map((b) => b.left)), right: Math.max(...boxes.map((b) => b.right)) }
        }
        const visible = items.filter((li) => li.getBoundingClientRect().width > 0)
        return visible.map((li, i) => {
          const next = visible[i + 1]
          const over = next && extent(li).right > extent(next).left + 0.5
          return `${li.textContent}${over ? ' (drawn over the next)' : ''}`
        })
      })
    await poll(shown).toEqual(['字典管理'])
    await snap(page, 'theme-care-narrow-top-bar')
    // With room again, the whole trail.
    await page.setViewportSize(SIZE)
    await poll(shown).toEqual(['首页', '/', '系统管理', '/', '字典管理'])
  })

  it('in English (longer words beside the trail): window by window, the current page’s title is cut last', async () => {
    // the browser's language is a context's: a browser of its own
    const english = await openApp({ locale: 'en-US' })
    try {
      await signIn(english, 'admin', '/system/dict')
      const crumbs = await dictTrailInCare(english.page, ['Home', '/', '系统管理', '/', '字典管理'])
      // While more than the current page is shown, its title is whole and each separator keeps its width: the ancestors'
      // titles give way first (at ≈ 1250 px all three titles were cut by a few pixels, 字典管理 too).
      const cut = () =>
        crumbs.evaluateAll((items) => {
          const shown = items.filter((li) => getComputedStyle(li).display !== 'none')
          if (shown.length < 2) return []
          const title = shown.at(-1)!.querySelector('a, .no-redirect')!
          const separators = shown.filter((li) => li.classList.contains('ant-breadcrumb-separator'))
          return [
            ...(title.scrollWidth > title.clientWidth ? ['the current title'] : []),
            ...separators.filter((li) => li.scrollWidth > li.clientWidth || li.clientWidth === 0).map(() => 'a separator'),
          ]
        })
      const cutAt: string[] = []
      for (let width = 1000; width <= 1440; width += 4) {
        await english.page.setViewportSize({ width, height: 700 })
        for (const what of await cut()) cutAt.push(`${what} at ${width} px`)
      }
      expect(cutAt).toEqual([])
    } finally {
      await english.close()
    }
  })
})

describe('prefers-reduced-motion', () => {
  /**
   * Opens the avatar menu and the settings drawer and closes it, recording antd's running motion steps (`*-active`
   * classes). A popup's `*-prepare` step is not motion: rc-motion runs it to measure the popup even with motion off.
   */
  async function motionClassesWhileOpening(page: Page) {
    await page.evaluate(() => {
      const seen = new Set<string>()
      ;(window as unknown as { __motion: Set<string> }).__motion = seen
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as Element
          for (const c of el.classList ?? []) if (/-(enter|appear|leave)-active$/.test(c)) seen.add(c)
        }
      }).observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true, childList: true })
    })
    await openSettings(page)
    // a click outside (the mask) closes the panel
    await page.mouse.click(200, 600)
    await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' })
    return page.evaluate(() => [...(window as unknown as { __motion: Set<string> }).__motion])
  }

  it('turns antd motion and our CSS transitions off when the system asks for less motion', async () => {
    await startFresh()
    // without the preference antd animates (the check below has teeth)
    expect((await motionClassesWhileOpening(page)).length).toBeGreaterThan(0)
    expect(await style(page.getByTestId('sidebar'), 'transition-duration')).toContain('0.28s')

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await page.waitForSelector('[data-testid=tabs-bar]')
    expect(await motionClassesWhileOpening(page)).toEqual([])
    const durations = (await style(page.getByTestId('sidebar'), 'transition-duration')).split(',').map((d) => parseFloat(d))
    expect(Math.max(...durations)).toBeLessThanOrEqual(0.00001)

    // Popups still open where they belong: with a (tiny) transition running, rc-trigger never aligned them and they
    // stayed at their off-screen start (-9000px), out of the pointer's reach.
    const box = await (await openTabMenu(page, '首页')).boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.y).toBeGreaterThanOrEqual(0)
  })
})

describe('looks (screenshots in tests/e2e/.artifacts)', () => {
  const modes = [
    { name: 'light', prefs: { colorScheme: 'light', care: false } },
    { name: 'dark', prefs: { colorScheme: 'dark', care: false } },
    { name: 'care', prefs: { colorScheme: 'light', care: true } },
  ]
  it.each(modes)('$name: shell, portal home, designer with a task selected, process viewer', async (mode) => {
    // a load reads the preferences; the other pages are opened inside the app, as from the menu
    await startFresh({ path: '/system/dict', prefs: mode.prefs })
    const dark = mode.prefs.colorScheme === 'dark'

    await activePage(page).locator('.ant-table-row').first().waitFor()
    expect(await bodyBg(page)).toBe(dark ? DARK_BG : LIGHT_BG)
    await snap(page, `theme-${mode.name}-shell`)

    await go(page, '/index')
    await activePage(page).locator('.portal-news li').first().waitFor()
    expect(await style(activePage(page).locator('.portal-section').first(), 'background-color')).toBe(dark ? 'rgb(23, 25, 29)' : 'rgb(255, 255, 255)')
    await snap(page, `theme-${mode.name}-portal`)

    await go(page, '/bpm/manager/model')
    await activePage(page).getByRole('button', { name: '设计流程' }).first().click()
    await activePage(page).locator('.djs-palette .entry').first().waitFor()
    // a task (a shape drawn as a rectangle) selected, so the panel shows its sections
    await activePage(page).locator('.djs-shape').filter({ has: page.locator('.djs-visual > rect') }).last().click()
    await activePage(page).locator('.bpmn-properties-panel[data-element-id]').waitFor()
    expect(await style(activePage(page).locator('.djs-container > svg'), 'filter')).toBe(dark ? 'invert(0.9) hue-rotate(180deg)' : 'none')
    expect(await style(activePage(page).locator('.djs-palette'), 'background-color')).toBe(dark ? 'rgb(37, 40, 44)' : 'rgb(247, 247, 248)')
    await snap(page, `theme-${mode.name}-designer`)

    await go(page, '/bpm/process-instance/detail?id=1')
    const viewer = activePage(page).locator('.bpmn-viewer')
    await viewer.locator('.djs-element').first().waitFor()
    await viewer.scrollIntoViewIfNeeded()
    await snap(page, `theme-${mode.name}-viewer`)
  })
})
