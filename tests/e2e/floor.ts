/**
 * The floor (issue 50): what a user of an older Chromium kernel does, in that browser — sign in by the form, a list page
 * and its dialog with the rich-text editor, the language switch, the BPMN designer drawing and saving, a process form
 * filled and submitted. Run by floor-86 and floor-109 (tests/e2e/oldChromium.ts), against the demo build behind nginx.
 */
import type { Page } from 'playwright-core'
import { afterEach, expect, it } from 'vitest'
import {
  activePage,
  button,
  confirmDialog,
  demoApi,
  go,
  login,
  openApp,
  openDialog,
  option,
  row,
  runIn,
  snap,
  toast,
  type App,
} from './harness'
import { BELOW_THE_FLOOR, expectTooOldPage } from './browserTooOld'
import { launchOldChromium, type OldMajor } from './oldChromium'

/** Loaded only where the browser lacks what the app uses (public/prefs.js): before Chromium 99. */
const legacyLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/assets\/legacy-[^/]+\.js$/.test(r.name)))
/** antd's styles hold (its layer unwrapped, logical properties made physical on the oldest kernels). */
const primaryButtonLook = (page: Page) =>
  activePage(page)
    .locator('.ant-btn-primary')
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el)
      return { background: s.backgroundColor, radius: s.borderTopLeftRadius, paddingLeft: s.paddingLeft }
    })

/**
 * Drags the captcha's handle by `dx` with the mouse, as a person would. Through the DevTools protocol's own mouse
 * events: playwright's mouse asks Chromium 86 for Input.setInterceptDrags, which it lacks (the app's pointer events
 * are not the problem).
 */
async function dragByMouse(app: App, dx: number) {
  const { page } = app
  const handle = page.getByRole('slider')
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.slider-captcha img')].every((i) => i.complete && i.naturalWidth > 0),
  )
  await handle.hover()
  const box = (await handle.boundingBox())!
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  const cdp = await app.context.newCDPSession(page)
  const mouse = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', at: number, buttons: number) =>
    cdp.send('Input.dispatchMouseEvent', { type, x: at, y, button: 'left', buttons, clickCount: 1 })
  await mouse('mousePressed', x, 1)
  for (let i = 1; i <= 10; i++) await mouse('mouseMoved', x + (dx * i) / 10, 1)
  await mouse('mouseReleased', x + dx, 0)
}

export function floorJourneys(major: OldMajor, { needsLegacy }: { needsLegacy: boolean }) {
  runIn(() => launchOldChromium(major))
  let app: App | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  it(`Chromium ${major}: signs in, lists and adds a notice, switches language, draws and saves a process, starts one`, async () => {
    app = await openApp()
    const { page } = app
    await page.goto(app.url('/entrance'))
    await page.locator('#username').waitFor()
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('browser-too-old')
    await snap(page, `floor-${major}-entrance`)

    await login(app, 'admin')
    await page.locator('[data-testid=tabs-bar]').waitFor()
    expect(await legacyLoaded(page)).toBe(needsLegacy)

    // A list page and its dialog, with the rich-text editor.
    await go(page, '/system/notice')
    await row(activePage(page), '平台系统升级维护通知').waitFor()
    // The theme's readable primary (AA for its white text), antd's radius and padding: as in today's Chromium.
    expect(await primaryButtonLook(page)).toEqual({ background: 'rgb(45, 112, 181)', radius: '6px', paddingLeft: '15px' })
    await button(activePage(page), '新增').click()
    const form = openDialog(page, '添加公告')
    await form.getByLabel('公告标题').fill(`旧内核 ${major} 的公告`)
    await form.getByLabel('公告类型').click()
    await option(page, '通知').click()
    const editor = form.getByRole('textbox', { name: '公告内容' })
    await editor.click()
    await page.keyboard.type('申报时间：')
    await form.getByRole('button', { name: '加粗' }).click()
    await page.keyboard.type('即日起')
    await editor.locator('strong', { hasText: '即日起' }).waitFor()
    await button(form, '确 定').or(button(form, '确定')).first().click()
    await toast(page, '新增成功').waitFor()
    await row(activePage(page), `旧内核 ${major} 的公告`).waitFor()

    // The language switch: the shell in English, then back.
    await page.locator('[data-testid=top-bar], header').first().getByRole('button', { name: 'English' }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    await activePage(page).getByRole('button', { name: 'Add' }).waitFor()
    await page.locator('[data-testid=top-bar], header').first().getByRole('button', { name: '简体中文' }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN')
    await button(activePage(page), '新增').waitFor()

    // The BPMN designer: a task drawn from the palette, the model saved.
    await go(page, '/bpm/manager/model')
    await button(row(activePage(page), '采购审批'), '设计流程').click()
    await page.waitForURL(/\/bpm\/manager\/model\/design\?modelId=/)
    const designer = activePage(page)
    await designer.locator('.bpmn-properties-panel[data-element-id]').waitFor()
    const shapes = () => designer.locator('.djs-shape[data-element-id]').count()
    const before = await shapes()
    await designer.locator('.djs-palette [data-action="create.task"]').click()
    const canvas = (await designer.locator('.djs-container').boundingBox())!
    await page.mouse.click(canvas.x + canvas.width - 160, canvas.y + canvas.height - 120)
    await expect.poll(shapes).toBe(before + 1)
    await page.keyboard.press('Escape')
    await snap(page, `floor-${major}-designer`)
    await designer.getByRole('button', { name: /保存模型/ }).click()
    await page.waitForURL(/\/bpm\/manager\/model$/)

    // A process form, filled and submitted.
    await go(page, '/bpm/process-instance/create')
    await button(row(activePage(page), '会签审批'), '选择').click()
    const start = activePage(page)
    await start.getByLabel('标题').fill(`旧内核 ${major} 的会签`)
    await start.getByRole('radio', { name: '紧急' }).check()
    await start.getByLabel('紧急原因').fill('上线')
    await start.getByLabel('内容').fill('请会签')
    await snap(page, `floor-${major}-process-form`)
    await button(start, '提交').click()
    await page.waitForURL(/\/bpm\/process-instance\/detail\?id=\d+/)
    await activePage(page).getByText(`旧内核 ${major} 的会签`).first().waitFor()
  })

  it(`Chromium ${major}: signs in by SMS and by the slider captcha; a notice pushed over the live socket shows`, async () => {
    app = await openApp({ config: { captchaEnabled: true } })
    const { page } = app
    await page.goto(app.url('/entrance'))
    await page.getByRole('tab', { name: '短信登录' }).click()
    await page.getByPlaceholder('手机号').fill('13912345678')
    await page.getByTestId('send-sms').click()
    await page.getByText(/秒后重新获取/).waitFor()
    let code: string | undefined
    await expect.poll(async () => (code = await demoApi<string | undefined>(page, 'lastSmsCode', '13912345678'))).toMatch(/^\d{4,6}$/)
    await page.getByPlaceholder('短信验证码').fill(code!)
    await page.locator('form#sms button[type=submit]').click()
    await page.locator('[data-testid=tabs-bar]').waitFor()

    // Signed out, then in again by password through the slider captcha (the operator switched it on).
    await page.evaluate(() => localStorage.removeItem('ACCESS_TOKEN'))
    await page.goto(app.url('/entrance'))
    await page.locator('#username').fill('admin')
    await page.locator('#password').fill('admin123')
    await page.locator('button[type=submit]').first().click()
    const captcha = page.locator('.slider-captcha[data-status=ready]')
    await captcha.waitFor()
    const { x } = await demoApi<{ x: number }>(page, 'captchaAnswer', (await captcha.getAttribute('data-captcha-token'))!)
    await dragByMouse(app, x)
    await page.locator('[data-testid=tabs-bar]').waitFor()

    // 推送 on a notice: it arrives over yudao's WebSocket (msw's in the demo build) and shows as a notification.
    await go(page, '/system/notice')
    const line = row(activePage(page), '平台系统升级维护通知').first()
    await button(line, '推送').click()
    await button(confirmDialog(page).filter({ hasText: '是否推送所选中通知？' }), '确定').click()
    await toast(page, '推送成功').waitFor()
    await page.getByTestId('live-notice').filter({ hasText: '平台系统升级维护通知' }).waitFor()
  })

  it(`Chromium ${major} made to look older than the floor says so, in both languages`, async () => {
    for (const lacking of Object.values(BELOW_THE_FLOOR)) {
      app = await openApp()
      await app.context.addInitScript(lacking)
      await app.page.goto(app.url('/entrance'))
      await expectTooOldPage(app.page)
      await app.close()
    }
    app = undefined
  })
}
