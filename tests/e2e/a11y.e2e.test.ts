// Accessibility journeys (issue 12): axe-core 4 (WCAG 2.0/2.1 A and AA) on every main page of the demo build; any
// serious or critical finding fails the page and is printed (rule, element, what is wrong).
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seriousFindings as axeFindings } from './axe'
import { login, openApp, snap, type App } from './harness'

/** The page of the shell on screen (kept-alive pages stay in the DOM, hidden). */
const main = (page: Page) => page.locator('main.app-main >> visible=true')
const visible = (page: Page, selector: string) =>
  page.locator(`${selector} >> visible=true`).first().waitFor({ timeout: 20_000 })
const row = (page: Page, text?: string) =>
  page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: text ?? '', visible: true })
    .first()
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last()

let currentScheme: 'light' | 'dark' = 'light'
const seriousFindings = (page: Page, name: string) => axeFindings(page, name, currentScheme)

/** One browser per describe block (signed in as `account`, if given); a failed step leaves a screenshot. */
function useApp(scheme: 'light' | 'dark', account?: 'admin' | 'company') {
  const ref = { url: (path: string) => ref.app.url(path) } as { app: App; page: Page; url(path: string): string }
  beforeAll(async () => {
    ref.app = await openApp()
    ref.page = ref.app.page
    currentScheme = scheme
    await ref.page.emulateMedia({ colorScheme: scheme })
    if (account) await login(ref.app, account)
  })
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await snap(ref.page, `failed-a11y-${scheme}-${ctx.task.name.replace(/\W+/g, '-')}`).catch(() => undefined)
  })
  afterAll(async () => ref.app?.close())
  return ref
}

for (const scheme of ['light', 'dark'] as const) {
  describe(`axe (${scheme}): pages without a session`, { timeout: 120_000 }, () => {
    const app = useApp(scheme)

    it('entrance, password sign-in', async () => {
      await app.page.goto(app.url('/entrance'))
      await visible(app.page, '#username')
      expect(await seriousFindings(app.page, 'entrance-password')).toEqual([])
    })

    it('entrance, SMS sign-in', async () => {
      await app.page.getByRole('tab', { name: '短信登录' }).click()
      await visible(app.page, 'form#sms')
      expect(await seriousFindings(app.page, 'entrance-sms')).toEqual([])
    })

    it('register', async () => {
      await app.page.goto(app.url('/register'))
      await visible(app.page, 'form#register')
      expect(await seriousFindings(app.page, 'register')).toEqual([])
    })

    it('reset password', async () => {
      await app.page.goto(app.url('/resetPassword'))
      await visible(app.page, 'form#reset')
      expect(await seriousFindings(app.page, 'reset-password')).toEqual([])
    })
  })

  describe(`axe (${scheme}): a company user on the portal`, { timeout: 120_000 }, () => {
    const app = useApp(scheme, 'company')

    it('portal home', async () => {
      await app.page.goto(app.url('/index'))
      await visible(app.page, '[data-testid=portal-greeting]')
      await visible(app.page, 'text=优选服务机构')
      expect(await seriousFindings(app.page, 'portal-home')).toEqual([])
    })

    it('a service category', async () => {
      await app.page.goto(app.url('/service/financing'))
      await visible(app.page, '[data-testid=service-list] .service-item')
      expect(await seriousFindings(app.page, 'service-category')).toEqual([])
    })

    it('enterprise binding', async () => {
      await app.page.goto(app.url('/enterpriseBinding/index'))
      await visible(app.page, '[data-testid=bound-company]')
      expect(await seriousFindings(app.page, 'enterprise-binding')).toEqual([])
    })
  })

  describe(`axe (${scheme}): the back office as admin`, { timeout: 120_000 }, () => {
    const app = useApp(scheme, 'admin')

    const open = async (path: string, ready: string) => {
      await app.page.goto(app.url(path))
      await app.page.waitForSelector('[data-testid=tabs-bar]')
      await visible(app.page, ready)
    }

    it('404', async () => {
      await app.page.goto(app.url('/404'))
      await app.page.getByText('404').first().waitFor()
      expect(await seriousFindings(app.page, '404')).toEqual([])
    })
    it('admin home', async () => {
      await open('/index', '[data-testid=portal-greeting]')
      expect(await seriousFindings(app.page, 'admin-home')).toEqual([])
    })

    for (const [path, label] of [
      ['/survey/index', 'survey-index'],
      ['/survey/recommend', 'survey-recommend'],
      ['/survey/overAll', 'survey-overall'],
      ['/survey/myResearch', 'survey-my-research'],
      ['/survey/plan', 'survey-plan'],
    ] as const) {
      it(`survey: ${path}`, async () => {
        await app.page.goto(app.url(path))
        await app.page.waitForSelector('[data-testid=tabs-bar]')
        await main(app.page).locator('.ant-card, .ant-table-row, .ant-empty').first().waitFor({ timeout: 20_000 })
        await app.page.waitForFunction(
          () => !document.querySelector('main.app-main .ant-spin-spinning, main.app-main .ant-skeleton-active'),
        )
        expect(await seriousFindings(app.page, label)).toEqual([])
      })
    }

    it('dictionary types, list and dialog', async () => {
      await open('/system/dict', '.ant-table-tbody tr.ant-table-row')
      expect(await seriousFindings(app.page, 'dict-types')).toEqual([])
      await main(app.page).getByRole('button', { name: /新增/ }).click()
      await dialog(app.page).getByLabel('字典名称').waitFor()
      expect(await seriousFindings(app.page, 'dict-types-dialog')).toEqual([])
      await app.page.keyboard.press('Escape')
      await dialog(app.page).waitFor({ state: 'hidden' })
    })

    it('dictionary data, list and dialog', async () => {
      const query = main(app.page).getByRole('form', { name: '搜索' })
      await query.getByPlaceholder('请输入字典类型').fill('common_status')
      await query.getByRole('button', { name: /搜索/ }).click()
      await row(app.page, 'common_status').getByRole('link', { name: 'common_status' }).click()
      await app.page.waitForURL(/\/dict\/type\/data\/\d+$/)
      await row(app.page, '开启').waitFor()
      expect(await seriousFindings(app.page, 'dict-data')).toEqual([])
      await main(app.page).getByRole('button', { name: /新增/ }).click()
      await dialog(app.page).getByLabel('数据标签').waitFor()
      expect(await seriousFindings(app.page, 'dict-data-dialog')).toEqual([])
      await app.page.keyboard.press('Escape')
      await dialog(app.page).waitFor({ state: 'hidden' })
    })

    it('configuration', async () => {
      await open('/infra/config', '.ant-table-tbody tr.ant-table-row')
      expect(await seriousFindings(app.page, 'config')).toEqual([])
    })

    it('my messages, list and detail', async () => {
      await open('/user/notify-message', '.ant-table-tbody tr.ant-table-row')
      expect(await seriousFindings(app.page, 'my-messages')).toEqual([])
      await row(app.page)
        .getByRole('button', { name: /详情|已读/ })
        .click()
      await dialog(app.page).getByText('消息详情').waitFor()
      expect(await seriousFindings(app.page, 'my-messages-detail')).toEqual([])
      await app.page.keyboard.press('Escape')
      await dialog(app.page).waitFor({ state: 'hidden' })
    })

    it('profile', async () => {
      await open('/user/profile', '.ant-card')
      await app.page.waitForFunction(
        () => !document.querySelector('main.app-main .ant-spin-spinning, main.app-main .ant-skeleton-active'),
      )
      expect(await seriousFindings(app.page, 'profile')).toEqual([])
    })

    it('notification popover', async () => {
      await app.page.getByTestId('notify-bell').click()
      await app.page.getByTestId('notify-popover').locator('.ant-table-row, .ant-empty').first().waitFor()
      expect(await seriousFindings(app.page, 'notify-popover')).toEqual([])
      await app.page.keyboard.press('Escape')
    })

    it('settings drawer', async () => {
      await app.page.getByTestId('avatar-menu').click()
      await app.page.getByText('布局设置', { exact: true }).click()
      await app.page.getByTestId('settings-drawer').waitFor()
      expect(await seriousFindings(app.page, 'settings-drawer')).toEqual([])
      await app.page.keyboard.press('Escape')
      await app.page.getByTestId('settings-drawer').waitFor({ state: 'hidden' })
    })

    it('model list', async () => {
      await open('/bpm/manager/model', '.ant-table-tbody tr.ant-table-row')
      expect(await seriousFindings(app.page, 'model-list')).toEqual([])
    })

    it('designer: toolbar, palette, properties panel on a user task', async () => {
      await row(app.page, '采购审批').getByRole('button', { name: '设计流程' }).click()
      await app.page.waitForURL(/\/bpm\/manager\/model\/design\?modelId=/)
      await visible(app.page, '.djs-palette .entry')
      await app.page.locator('.djs-element[data-element-id="manager"]').first().click()
      await app.page.locator('.bpmn-properties-panel[data-element-id="manager"]').waitFor()
      expect(await seriousFindings(app.page, 'designer')).toEqual([])
    })

    it('process instance detail (viewer)', async () => {
      await open('/bpm/process-instance/detail?id=1', '.djs-container svg')
      await app.page.waitForFunction(
        () => !document.querySelector('main.app-main .ant-spin-spinning, main.app-main .ant-skeleton-active'),
      )
      expect(await seriousFindings(app.page, 'process-instance')).toEqual([])
    })
  })
}

// 关怀模式 (care mode, issue 12): larger type, bigger targets, stronger colours; switched on the way a visitor does,
// from the entrance header (saved in 'layout-setting', so public/prefs.js marks <html data-care="1"> on every load).
const careOn = async (page: Page) => {
  // marked, and its styles in force (≥ 18 px body text)
  await page.waitForFunction(
    () => document.documentElement.dataset.care === '1' && parseFloat(getComputedStyle(document.body).fontSize) >= 18,
  )
  await page.locator('[data-testid=care-toggle][aria-pressed=true] >> visible=true').first().waitFor()
}
const switchCareOn = async (app: { page: Page; url(path: string): string }) => {
  await app.page.goto(app.url('/entrance'))
  await visible(app.page, '#username')
  await app.page.locator('.entrance__header').getByTestId('care-toggle').click()
  await careOn(app.page)
}

for (const scheme of ['light', 'dark'] as const) {
  describe(`axe (${scheme}, 关怀模式): entrance and a company user on the portal`, { timeout: 120_000 }, () => {
    const app = useApp(scheme)

    it('entrance, password sign-in', async () => {
      await switchCareOn(app)
      expect(await seriousFindings(app.page, 'care-entrance')).toEqual([])
    })

    it('portal home', async () => {
      await login(app.app, 'company')
      await app.page.goto(app.url('/index'))
      await visible(app.page, '[data-testid=portal-greeting]')
      await visible(app.page, 'text=优选服务机构')
      await careOn(app.page) // kept over the sign-in and a full load
      expect(await seriousFindings(app.page, 'care-portal-home')).toEqual([])
    })
  })

  describe(`axe (${scheme}, 关怀模式): the back office as admin`, { timeout: 120_000 }, () => {
    const app = useApp(scheme)

    it('admin home', async () => {
      await switchCareOn(app)
      await login(app.app, 'admin')
      await app.page.goto(app.url('/index'))
      await app.page.waitForSelector('[data-testid=tabs-bar]')
      await visible(app.page, '[data-testid=portal-greeting]')
      await careOn(app.page)
      expect(await seriousFindings(app.page, 'care-admin-home')).toEqual([])
    })

    it('dictionary types list', async () => {
      await app.page.goto(app.url('/system/dict'))
      await app.page.waitForSelector('[data-testid=tabs-bar]')
      await visible(app.page, '.ant-table-tbody tr.ant-table-row')
      await careOn(app.page)
      expect(await seriousFindings(app.page, 'care-dict-types')).toEqual([])
    })

    it('designer: toolbar, palette, properties panel on a user task', async () => {
      await app.page.goto(app.url('/bpm/manager/model'))
      await app.page.waitForSelector('[data-testid=tabs-bar]')
      await row(app.page, '采购审批').getByRole('button', { name: '设计流程' }).click()
      await app.page.waitForURL(/\/bpm\/manager\/model\/design\?modelId=/)
      await visible(app.page, '.djs-palette .entry')
      await app.page.locator('.djs-element[data-element-id="manager"]').first().click()
      await app.page.locator('.bpmn-properties-panel[data-element-id="manager"]').waitFor()
      await careOn(app.page)
      expect(await seriousFindings(app.page, 'care-designer')).toEqual([])
    })
  })
}
