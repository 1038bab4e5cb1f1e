// Accessibility journeys (issue 12): axe-core 4 (WCAG 2.0/2.1 A and AA) on every main page of the demo build, and on a
// few in 关怀模式; any serious or critical finding fails the page and is printed (rule, element, what is wrong). One
// file per colour scheme (a11y.e2e.test.ts light, a11y-dark.e2e.test.ts dark), so CI's two journey workers share them.
// Two browsers per scheme (issue 52): a visitor who signs in as a company user, and an admin; each goes from page to
// page inside the app, as a user does, and loads a page afresh only where a preference read at load (关怀模式) changed.
// The scheme is the system's, set before the first load: switched live, antd's colours went stale on pages first
// drawn in the other scheme (issue 52's report).
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seriousFindings } from './axe'
import { activePage, go, login, openApp, snap, type App } from './harness'

/** Shown on the page of the current URL: a page just left may still be on screen for a moment (in-app navigation). */
const visible = (page: Page, selector: string) =>
  activePage(page).locator(`${selector} >> visible=true`).first().waitFor({ timeout: 20_000 })
const row = (page: Page, text?: string) =>
  activePage(page)
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: text ?? '', visible: true })
    .first()
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last()
/** The page on screen has loaded its data: no spinner or skeleton left in it. */
const settled = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('main.app-main .ant-spin-spinning, main.app-main .ant-skeleton-active'),
  )

/** One browser per describe block in the system's colour scheme `scheme`, kept for its tests; a failed step leaves a screenshot. */
function useApp(name: string, scheme: 'light' | 'dark') {
  const ref = {} as { app: App; page: Page }
  beforeAll(async () => {
    ref.app = await openApp()
    ref.page = ref.app.page
    await ref.page.emulateMedia({ colorScheme: scheme })
  })
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await snap(ref.page, `failed-a11y-${name}-${ctx.task.name.replace(/\W+/g, '-')}`).catch(() => undefined)
  })
  afterAll(async () => ref.app?.close())
  return ref
}

// 关怀模式 (care mode): larger type, bigger targets, stronger colours; saved in 'layout-setting', so public/prefs.js
// marks <html data-care="1"> on every load.
const careIs = async (page: Page, on: boolean) => {
  // marked, and its styles in force (≥ 18 px body text) or gone
  await page.waitForFunction(
    (on) =>
      (document.documentElement.dataset.care === '1') === on &&
      parseFloat(getComputedStyle(document.body).fontSize) >= 18 === on,
    on,
  )
  await page.locator(`[data-testid=care-toggle][aria-pressed=${on}] >> visible=true`).first().waitFor()
}

/** Every page of the matrix in the system's colour scheme `scheme`. */
export function axeJourneys(scheme: 'light' | 'dark') {
  const findings = (page: Page, name: string) => seriousFindings(page, name, scheme)

  describe(`axe (${scheme}): a visitor, then a company user on the portal`, { timeout: 120_000 }, () => {
    const app = useApp(`visitor-${scheme}`, scheme)

    it('entrance, password sign-in', async () => {
      await app.page.goto(app.app.url('/entrance'))
      await visible(app.page, '#username')
      expect(await findings(app.page, 'entrance-password')).toEqual([])
    })

    it('entrance, SMS sign-in', async () => {
      await app.page.getByRole('tab', { name: '短信登录' }).click()
      await visible(app.page, 'form#sms')
      expect(await findings(app.page, 'entrance-sms')).toEqual([])
    })

    it('register', async () => {
      await go(app.page, '/register')
      await visible(app.page, 'form#register')
      expect(await findings(app.page, 'register')).toEqual([])
    })

    it('reset password', async () => {
      await go(app.page, '/resetPassword')
      await visible(app.page, 'form#reset')
      expect(await findings(app.page, 'reset-password')).toEqual([])
    })

    it('关怀模式, switched on the way a visitor does (the entrance header): entrance', async () => {
      await go(app.page, '/entrance')
      await visible(app.page, '#username')
      await app.page.locator('.entrance__header').getByTestId('care-toggle').click()
      await careIs(app.page, true)
      expect(await findings(app.page, 'care-entrance')).toEqual([])
    })

    it('关怀模式, kept over the sign-in and a full load: portal home', async () => {
      await login(app.app, 'company')
      await app.page.waitForURL(/\/index$/)
      await visible(app.page, '[data-testid=portal-greeting]')
      await visible(app.page, 'text=优选服务机构')
      await careIs(app.page, true)
      expect(await findings(app.page, 'care-portal-home')).toEqual([])
    })

    it('portal home', async () => {
      // off again (the top bar's switch), and a load that reads it, as the scheme is
      await app.page.locator('.navbar').getByTestId('care-toggle').click()
      await careIs(app.page, false)
      await app.page.reload()
      await careIs(app.page, false)
      await visible(app.page, 'text=优选服务机构')
      expect(await findings(app.page, 'portal-home')).toEqual([])
    })

    it('a service category', async () => {
      await go(app.page, '/service/financing')
      await visible(app.page, '[data-testid=service-list] .service-item')
      expect(await findings(app.page, 'service-category')).toEqual([])
    })

    it('enterprise binding', async () => {
      await go(app.page, '/enterpriseBinding/index')
      await visible(app.page, '[data-testid=bound-company]')
      expect(await findings(app.page, 'enterprise-binding')).toEqual([])
    })
  })

  describe(`axe (${scheme}): the back office as admin`, { timeout: 120_000 }, () => {
    const app = useApp(`admin-${scheme}`, scheme)
    const open = async (path: string, ready: string) => {
      await go(app.page, path)
      await visible(app.page, ready)
    }
    const designerOnATask = async () => {
      await go(app.page, '/bpm/manager/model')
      await row(app.page, '采购审批').getByRole('button', { name: '设计流程' }).click()
      await app.page.waitForURL(/\/bpm\/manager\/model\/design\?modelId=/)
      await visible(app.page, '.djs-palette .entry')
      await app.page.locator('.djs-element[data-element-id="manager"] >> visible=true').first().click()
      await app.page.locator('.bpmn-properties-panel[data-element-id="manager"] >> visible=true').waitFor()
    }

    it('admin home', async () => {
      await login(app.app, 'admin')
      await app.page.waitForURL(/\/index$/)
      await app.page.waitForSelector('[data-testid=tabs-bar]')
      await visible(app.page, '[data-testid=portal-greeting]')
      expect(await findings(app.page, 'admin-home')).toEqual([])
    })

    it('404', async () => {
      await go(app.page, '/404')
      await activePage(app.page).getByText('404').first().waitFor()
      expect(await findings(app.page, '404')).toEqual([])
    })

    for (const [path, label] of [
      ['/survey/index', 'survey-index'],
      ['/survey/recommend', 'survey-recommend'],
      ['/survey/overAll', 'survey-overall'],
      ['/survey/myResearch', 'survey-my-research'],
      ['/survey/plan', 'survey-plan'],
    ] as const) {
      it(`survey: ${path}`, async () => {
        await go(app.page, path)
        await activePage(app.page).locator('.ant-card, .ant-table-row, .ant-empty').first().waitFor({ timeout: 20_000 })
        await settled(app.page)
        expect(await findings(app.page, label)).toEqual([])
      })
    }

    it('dictionary types, list and dialog', async () => {
      await open('/system/dict', '.ant-table-tbody tr.ant-table-row')
      expect(await findings(app.page, 'dict-types')).toEqual([])
      await activePage(app.page).getByRole('button', { name: /新增/ }).click()
      await dialog(app.page).getByLabel('字典名称').waitFor()
      expect(await findings(app.page, 'dict-types-dialog')).toEqual([])
      await app.page.keyboard.press('Escape')
      await dialog(app.page).waitFor({ state: 'hidden' })
    })

    it('dictionary data, list and dialog', async () => {
      const query = activePage(app.page).getByRole('form', { name: '搜索' })
      await query.getByPlaceholder('请输入字典类型').fill('common_status')
      await query.getByRole('button', { name: /搜索/ }).click()
      await row(app.page, 'common_status').getByRole('link', { name: 'common_status' }).click()
      await app.page.waitForURL(/\/dict\/type\/data\/\d+$/)
      await row(app.page, '开启').waitFor()
      expect(await findings(app.page, 'dict-data')).toEqual([])
      await activePage(app.page).getByRole('button', { name: /新增/ }).click()
      await dialog(app.page).getByLabel('数据标签').waitFor()
      expect(await findings(app.page, 'dict-data-dialog')).toEqual([])
      await app.page.keyboard.press('Escape')
      await dialog(app.page).waitFor({ state: 'hidden' })
    })

    it('configuration', async () => {
      await open('/infra/config', '.ant-table-tbody tr.ant-table-row')
      expect(await findings(app.page, 'config')).toEqual([])
    })

    it('my messages, list and detail', async () => {
      await open('/user/notify-message', '.ant-table-tbody tr.ant-table-row')
      expect(await findings(app.page, 'my-messages')).toEqual([])
      await row(app.page)
        .getByRole('button', { name: /详情|已读/ })
        .click()
      await dialog(app.page).getByText('消息详情').waitFor()
      expect(await findings(app.page, 'my-messages-detail')).toEqual([])
      await app.page.keyboard.press('Escape')
      await dialog(app.page).waitFor({ state: 'hidden' })
    })

    it('profile', async () => {
      await open('/user/profile', '.ant-card')
      await settled(app.page)
      expect(await findings(app.page, 'profile')).toEqual([])
    })

    it('notification popover', async () => {
      await app.page.getByTestId('notify-bell').click()
      await app.page.getByTestId('notify-popover').locator('.ant-table-row, .ant-empty').first().waitFor()
      expect(await findings(app.page, 'notify-popover')).toEqual([])
      await app.page.keyboard.press('Escape')
    })

    it('settings drawer', async () => {
      await app.page.getByTestId('avatar-menu').click()
      await app.page.getByText('布局设置', { exact: true }).click()
      await app.page.getByTestId('settings-drawer').waitFor()
      expect(await findings(app.page, 'settings-drawer')).toEqual([])
      await app.page.keyboard.press('Escape')
      await app.page.getByTestId('settings-drawer').waitFor({ state: 'hidden' })
    })

    it('model list', async () => {
      await open('/bpm/manager/model', '.ant-table-tbody tr.ant-table-row')
      expect(await findings(app.page, 'model-list')).toEqual([])
    })

    it('designer: toolbar, palette, properties panel on a user task', async () => {
      await designerOnATask()
      expect(await findings(app.page, 'designer')).toEqual([])
    })

    it('process instance detail (viewer)', async () => {
      await open('/bpm/process-instance/detail?id=1', '.djs-container svg')
      await settled(app.page)
      expect(await findings(app.page, 'process-instance')).toEqual([])
    })

    it('关怀模式 (the top bar’s switch): admin home', async () => {
      await open('/index', '[data-testid=portal-greeting]')
      await app.page.locator('.navbar').getByTestId('care-toggle').click()
      await careIs(app.page, true)
      await app.page.reload() // a load that reads it, as the scheme is
      await visible(app.page, '[data-testid=portal-greeting]')
      await careIs(app.page, true)
      expect(await findings(app.page, 'care-admin-home')).toEqual([])
    })

    it('关怀模式: dictionary types list', async () => {
      await open('/system/dict', '.ant-table-tbody tr.ant-table-row')
      expect(await findings(app.page, 'care-dict-types')).toEqual([])
    })

    it('关怀模式: designer, properties panel on a user task', async () => {
      await designerOnATask()
      expect(await findings(app.page, 'care-designer')).toEqual([])
    })
  })
}
