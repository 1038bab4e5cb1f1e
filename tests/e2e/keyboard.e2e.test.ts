// Keyboard journeys (issue 12): sign in, open a menu entry, switch and close tabs, a dialog (focus moves in, stays in,
// returns to its opener), the header search and the designer toolbar — with the keyboard only, and every stop shows a
// visible focus ring.
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openApp, snap, tab, type App } from './harness'

interface Focused {
  tag: string
  id: string
  role: string | null
  name: string
  /** The label of a form field (its <label for>), else ''. */
  label: string
  placeholder: string
  inModal: boolean
  inMain: boolean
  /** An outline or a focus shadow on the element or its two nearest ancestors (antd draws some on the wrapper). */
  ring: boolean
}

const focused = (page: Page) =>
  page.evaluate((): Focused => {
    const el = document.activeElement as HTMLElement
    const drawn = (e: Element | null) => {
      if (!e) return false
      const cs = getComputedStyle(e)
      const outline =
        cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1 && !/rgba\(.*, 0\)$/.test(cs.outlineColor)
      return outline || (cs.boxShadow !== 'none' && !e.classList.contains('ant-btn'))
    }
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, '')
    return {
      tag: el.tagName,
      id: el.id,
      role: el.getAttribute('role'),
      name,
      label: (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent?.trim()) || '',
      placeholder: el.getAttribute('placeholder') ?? '',
      inModal: !!el.closest('.ant-modal-wrap'),
      inMain: !!el.closest('main.app-main'),
      ring: drawn(el) || drawn(el.parentElement) || drawn(el.parentElement?.parentElement ?? null),
    }
  })

/**
 * Presses a key that moves the focus and waits until it has moved. Some widgets move it a frame later (rc-menu focuses
 * the next item in requestAnimationFrame, from its own activeKey state): reading at once read the old item on a busy
 * machine, and the next press started from a state React had not rendered yet.
 */
async function move(page: Page, key: string) {
  await page.evaluate(() => ((window as unknown as { __kbFrom: Element | null }).__kbFrom = document.activeElement))
  await page.keyboard.press(key)
  await page
    .waitForFunction(
      () => document.activeElement !== (window as unknown as { __kbFrom: Element | null }).__kbFrom,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {
      throw new Error(`${key} did not move the focus`)
    })
}

/** Presses `key` until the focused element satisfies `want` (at most `max` presses); every stop must show a ring. */
async function pressUntil(page: Page, key: string, want: (f: Focused) => boolean, max = 40): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await move(page, key)
    const f = await focused(page)
    expect(f.ring, `no visible focus ring on ${f.tag}#${f.id} "${f.name}"`).toBe(true)
    if (want(f)) return f
  }
  throw new Error(`${key} × ${max} never reached the wanted element (now on ${JSON.stringify(await focused(page))})`)
}
const tabTo = (page: Page, want: (f: Focused) => boolean, max?: number) => pressUntil(page, 'Tab', want, max)
const named = (name: string | RegExp) => (f: Focused) =>
  typeof name === 'string' ? f.name === name : name.test(f.name)

/** The first row of the table on screen (the machine can be slow to load a page). */
const firstRow = (page: Page) =>
  page.locator('.ant-table-tbody tr.ant-table-row >> visible=true').first().waitFor({ timeout: 60_000 })

const path = (page: Page) => new URL(page.url()).pathname.replace(/^\/portal/, '')

describe('keyboard only', { timeout: 180_000 }, () => {
  let app: App
  let page: Page
  beforeAll(async () => {
    app = await openApp()
    page = app.page
  })
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await snap(page, `failed-keyboard-${ctx.task.name.replace(/\W+/g, '-')}`).catch(() => undefined)
  })
  afterAll(async () => app?.close())

  it('signs in: the skip link comes first, then the form', async () => {
    await page.goto(app.url('/entrance'))
    await page.locator('#username').waitFor()
    const first = await tabTo(page, () => true, 1)
    expect(first.name).toBe('跳到主要内容')
    await page.keyboard.press('Enter')
    expect((await focused(page)).id).toBe('main-content')
    await tabTo(page, (f) => f.id === 'username')
    await page.keyboard.type('admin')
    await tabTo(page, (f) => f.id === 'password')
    await page.keyboard.type('admin123')
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => !u.pathname.endsWith('/entrance'))
    await page.waitForSelector('[data-testid=tabs-bar]')
  })

  it('the shell: the skip link is the first stop and jumps over the menu and the top bar', async () => {
    await page.goto(app.url('/index'))
    await page.waitForSelector('[data-testid=tabs-bar]')
    await page.locator('[data-testid=portal-greeting] >> visible=true').waitFor({ timeout: 60_000 }) // the page has content
    expect((await tabTo(page, () => true, 1)).name).toBe('跳到主要内容')
    await page.keyboard.press('Enter')
    expect((await focused(page)).id).toBe('main-content')
    // the next stop is inside the page, not the sidebar or the top bar
    const next = await tabTo(page, () => true, 1)
    expect(next.inMain, JSON.stringify(next)).toBe(true)
  })

  it('opens 系统管理 → 字典管理 from the sidebar menu', async () => {
    await page.goto(app.url('/index'))
    // The sidebar's menu fills its container after the page's first paint (layout/chrome.ts): Tab before it is there
    // passes the empty sidebar and runs through the page to the end (a stress run ended on BODY).
    await page.locator('.sidebar-container [role=menu]').waitFor()
    await tabTo(page, (f) => f.role === 'menu')
    await pressUntil(page, 'ArrowDown', named('系统管理'), 10)
    await page.keyboard.press('Enter')
    await pressUntil(page, 'ArrowDown', named('字典管理'), 10)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/system\/dict$/)
  })

  it('switches tabs with the arrow keys and closes one with Delete', async () => {
    await firstRow(page)
    // The tab strip fills in after the page's first paint too.
    await tab(page, '字典管理').waitFor()
    await tabTo(page, (f) => f.role === 'tab' && f.name.endsWith('字典管理'))
    await pressUntil(page, 'ArrowLeft', (f) => f.role === 'tab' && f.name.endsWith('首页'), 5)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/index$/)
    // back to 字典管理 and close it: the tab goes, the app shows the remaining one
    await pressUntil(page, 'ArrowRight', (f) => f.role === 'tab' && f.name.endsWith('字典管理'), 5)
    await page.keyboard.press('Delete')
    await expect.poll(() => page.locator('.tags-view-item').allInnerTexts()).toEqual(['首页'])
    expect(path(page)).toBe('/index')
  })

  it('a dialog takes the focus, keeps it while open and gives it back to its opener; filled and sent by keyboard', async () => {
    await page.goto(app.url('/dict/type/data/2'))
    await page
      .locator('.ant-table-tbody tr.ant-table-row >> visible=true', { hasText: '开启' })
      .first()
      .waitFor({ timeout: 60_000 })
    await tabTo(page, (f) => !f.inModal && /^新增$/.test(f.name.replace(/^plus/, '')), 60)
    await page.keyboard.press('Enter')
    const dialog = page.locator('.ant-modal-wrap:visible .ant-modal')
    await dialog.getByText('添加字典数据').waitFor()
    await expect.poll(async () => (await focused(page)).inModal).toBe(true)

    // trapped: twenty Tabs forward and back never reach anything outside it. (Past its last button antd's focus lock
    // passes through <body> for one press — nothing is focused then — and the next one is back on its close button.)
    for (const key of [...Array<string>(20).fill('Tab'), ...Array<string>(5).fill('Shift+Tab')]) {
      await move(page, key)
      const f = await focused(page)
      if (f.tag === 'BODY') continue
      expect(f.inModal, `${key} left the dialog for ${f.tag} "${f.name.slice(0, 20)}"`).toBe(true)
      expect(f.ring, `no visible focus ring on ${f.tag}#${f.id}`).toBe(true)
    }

    // Escape closes it and the focus is back on 新增
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(async () => (await focused(page)).name.replace(/^plus/, '')).toBe('新增')

    // again, filled in and sent
    await page.keyboard.press('Enter')
    await dialog.getByText('添加字典数据').waitFor()
    await tabTo(page, (f) => f.label === '数据标签')
    await page.keyboard.type('键盘录入')
    await tabTo(page, (f) => f.label === '数据键值')
    await page.keyboard.type('7')
    await tabTo(page, (f) => f.inModal && /^确定$/.test(f.name))
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('新增成功').last().waitFor()
    await expect.poll(async () => (await focused(page)).name.replace(/^plus/, '')).toBe('新增')
  })

  it('a search form’s date range: a start typed by keyboard, the end left open, Tab goes on to 搜索', async () => {
    await page.goto(app.url('/system/dict'))
    await firstRow(page)
    await tabTo(page, (f) => f.placeholder === '开始日期', 60)
    await page.keyboard.type('2020-01-01')
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await focused(page)).placeholder).toBe('结束日期')
    // The end stays empty: Tab leaves the picker (it used to send the focus back until both ends were set).
    await tabTo(page, named('搜索'), 6)
    const search = page.waitForRequest(
      (r) => r.url().includes('/system/dict-type/page') && decodeURIComponent(r.url()).includes('2020-01-01'),
    )
    await page.keyboard.press('Enter')
    expect(decodeURIComponent((await search).url())).toMatch(/2020-01-01 00:00:00.*9999-12-31 23:59:59/)
    await firstRow(page)
  })

  it('finds a page with the header search', async () => {
    await page.goto(app.url('/index'))
    await page.waitForSelector('[data-testid=tabs-bar]')
    // The top bar's tools render right after the page's first paint (layout/chrome.ts): tabbing before they are there
    // passes the header by (a CI run's Tab × 20 ended inside the page).
    await page.locator('.navbar').getByRole('button', { name: '搜索' }).waitFor()
    await tabTo(page, named('搜索'), 20)
    await page.keyboard.press('Enter')
    await page.keyboard.type('配置')
    await page.locator('.ant-select-item-option-active', { hasText: '配置管理' }).waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/infra\/config$/)
  })

  it('drives the designer toolbar', async () => {
    await page.goto(app.url('/bpm/manager/model'))
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '采购审批' }).filter({ visible: true })
    await row.waitFor()
    await tabTo(page, (f) => f.name === '设计流程' && f.tag === 'BUTTON', 120)
    // the first 设计流程 may be another row's: move on to the 采购审批 row's
    const designOf = row.getByRole('button', { name: '设计流程' })
    while (!(await designOf.evaluate((el) => el === document.activeElement)))
      await tabTo(page, (f) => f.name === '设计流程', 40)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/bpm\/manager\/model\/design\?modelId=/)
    await page.locator('.djs-palette .entry').first().waitFor()
    const zoom = page.locator('[aria-label="缩放比例"]').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')
    await expect.poll(() => zoom.innerText()).toBe('100%')
    await tabTo(page, named('放大视图'), 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => zoom.innerText()).toBe('110%')
    await page.keyboard.press('Space')
    await expect.poll(() => zoom.innerText()).toBe('120%')
    await pressUntil(page, 'Shift+Tab', named('缩小视图'), 5)
    await page.keyboard.press('Enter')
    await expect.poll(() => zoom.innerText()).toBe('110%')
  })
})
