import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { activePage, button, confirmDialog, login, openApp, openDialog, openedSubmenus, option, row, snap, toast, type App } from './harness'

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const view = activePage
const dialog = openDialog
/** The search form of the page on screen. */
const queryForm = (page: Page) => view(page).getByRole('form', { name: '搜索' })
const search = (page: Page, placeholder: string) => queryForm(page).getByPlaceholder(placeholder)

async function go(app: App, path: string) {
  await app.page.goto(app.url(path))
  try {
    await row(view(app.page)).first().waitFor()
  } catch (error) {
    await snap(app.page, `failed-${path.replace(/\W+/g, '-')}`)
    throw error
  }
}

describe('dictionaries', () => {
  it('adds an entry, sees its label in a DictTag elsewhere at once, edits and deletes it', async () => {
    app = await openApp()
    const { page } = app
    await login(app, 'admin')

    // Dictionary types → the data of common_status (系统状态) through the row's link.
    await go(app, '/system/dict')
    await search(page, '请输入字典类型').fill('common_status')
    await button(queryForm(page), '搜索').click()
    await row(view(page), '系统状态').getByRole('link', { name: 'common_status' }).click()
    await page.waitForURL(/\/dict\/type\/data\/\d+$/)
    // common_status has two entries, 开启 and 关闭 (each row's status column says 开启 as well).
    await expect.poll(() => row(view(page)).count()).toBe(2)
    await row(view(page), '关闭').waitFor()
    await snap(page, 'system-dict-data')

    await button(view(page), '新增').click()
    const form = dialog(page, '添加字典数据')
    await button(form, '确定').click()
    await form.getByText('数据标签不能为空').waitFor()
    await form.getByLabel('数据标签').fill('审核中')
    await form.getByLabel('数据键值').fill('2')
    await form.getByLabel('颜色类型').click()
    await option(page, '警告').click()
    await snap(page, 'system-dict-data-form')
    await button(form, '确定').click()
    await toast(page, '新增成功').waitFor()
    await row(view(page), '审核中').waitFor()

    // Elsewhere: a dictionary type's status is a COMMON_STATUS DictTag. No reload: the store was refreshed.
    await view(page).getByRole('button', { name: /返回/ }).click()
    await page.waitForURL(/\/system\/dict$/)
    await search(page, '请输入字典类型').fill('system_user_sex')
    await button(queryForm(page), '搜索').click()
    await row(view(page), 'system_user_sex').getByRole('button', { name: /修改/ }).click()
    const typeForm = dialog(page, '修改字典类型')
    await typeForm.getByLabel('审核中').check()
    await button(typeForm, '确定').click()
    await toast(page, '修改成功').waitFor()
    const tag = row(view(page), 'system_user_sex').locator('.ant-tag')
    await expect.poll(() => tag.textContent()).toBe('审核中')
    expect(await tag.getAttribute('class')).toContain('ant-tag-warning')
    await snap(page, 'system-dict-type-tag')

    // Edit the entry's label: the tag elsewhere follows.
    await page.goBack()
    await page.waitForURL(/\/dict\/type\/data\/\d+$/)
    await row(view(page), '审核中').getByRole('button', { name: /修改/ }).click()
    const editForm = dialog(page, '修改字典数据')
    await editForm.getByLabel('数据标签').fill('待审核')
    await button(editForm, '确定').click()
    await editForm.waitFor({ state: 'hidden' })
    await snap(page, 'system-dict-data-edited')
    await row(view(page), '待审核').waitFor()
    await page.goto(app.url('/system/dict'))
    await search(page, '请输入字典类型').fill('system_user_sex')
    await button(queryForm(page), '搜索').click()
    await expect.poll(() => row(view(page), 'system_user_sex').locator('.ant-tag').textContent()).toBe('待审核')

    // Delete it, with confirmation.
    await page.goBack()
    await page.waitForURL(/\/dict\/type\/data\/\d+$/)
    await row(view(page), '待审核').getByRole('button', { name: /删除/ }).click()
    await confirmDialog(page)
      .getByText(/是否确认删除字典编码为"\d+"的数据项\?/)
      .waitFor()
    await button(confirmDialog(page), '确定').click()
    await toast(page, '删除成功').waitFor()
    await expect.poll(() => row(view(page), '待审核').count()).toBe(0)
  })

  it('exports the data of a type under the file name the server gives', async () => {
    app = await openApp()
    const { page } = app
    await login(app, 'admin')
    await go(app, '/system/dict')
    await search(page, '请输入字典名称').fill('系统状态')
    await button(queryForm(page), '搜索').click()
    await row(view(page), 'common_status').getByRole('link').click()
    await page.waitForURL(/\/dict\/type\/data\/\d+$/)
    await row(view(page), '开启').first().waitFor()
    await button(view(page), '导出').click()
    const download = page.waitForEvent('download')
    await button(confirmDialog(page), '确定').click()
    expect((await download).suggestedFilename()).toBe('字典数据.csv')
  })

  it('sends a non-numeric dictionary id to 404', async () => {
    app = await openApp()
    await login(app, 'admin')
    await app.page.goto(app.url('/dict/type/data/abc'))
    await app.page.waitForURL(/\/404$/)
  })
})

describe('configuration', () => {
  it('creates, searches, exports and deletes an entry', async () => {
    app = await openApp()
    const { page } = app
    await login(app, 'admin')
    await go(app, '/infra/config')
    await snap(page, 'system-config')

    await button(view(page), '新增').click()
    const form = dialog(page, '添加参数')
    await form.getByLabel('参数分类').fill('biz')
    await form.getByLabel('参数名称').fill('门户-每页推荐企业数')
    await form.getByLabel('参数键名').fill('portal.recommend.page-size')
    await form.getByLabel('参数键值').fill('12')
    await form.getByLabel('备注').fill('推荐企业列表每页显示的数量')
    await button(form, '确定').click()
    await toast(page, '新增成功').waitFor()

    await search(page, '请输入参数键名').fill('portal.recommend')
    await button(queryForm(page), '搜索').click()
    await expect.poll(() => row(view(page)).count()).toBe(1)
    await row(view(page), 'portal.recommend.page-size').waitFor()
    await snap(page, 'system-config-search')

    await button(view(page), '导出').click()
    await confirmDialog(page).getByText('是否确认导出所有参数数据项?').waitFor()
    const download = page.waitForEvent('download')
    await button(confirmDialog(page), '确定').click()
    expect((await download).suggestedFilename()).toBe('参数配置.csv')

    await row(view(page), 'portal.recommend.page-size').getByRole('button', { name: /删除/ }).click()
    await button(confirmDialog(page), '确定').click()
    await toast(page, '删除成功').waitFor()
    await expect.poll(() => row(view(page), 'portal.recommend.page-size').count()).toBe(0)
  })

  it('refuses to delete a built-in entry and says why', async () => {
    app = await openApp()
    const { page } = app
    await login(app, 'admin')
    await go(app, '/infra/config')
    const builtIn = row(view(page), 'sys.index.skinName')
    const remove = builtIn.getByRole('button', { name: /删除/ })
    expect(await remove.isDisabled()).toBe(true)
    await remove.hover({ force: true })
    await page.getByRole('tooltip').getByText('系统内置参数不能删除').waitFor()
    await snap(page, 'system-config-built-in')
  })

  it('keeps 操作 at the right edge while the table scrolls sideways, with a shadow while columns hide beneath it', async () => {
    app = await openApp()
    const { page } = app
    await login(app, 'admin')
    await go(app, '/infra/config')
    const scroller = view(page).locator('.ant-table-content')
    const actions = row(view(page), 'sys.index.skinName').getByRole('cell').last()
    const header = view(page).getByRole('columnheader', { name: '操作' })
    const key = row(view(page), 'sys.index.skinName').getByRole('cell', { name: 'sys.index.skinName' })
    const right = async (l: typeof scroller) => {
      const box = (await l.boundingBox())!
      return Math.round(box.x + box.width)
    }
    // The shadow on 操作's left edge is shown: a box-shadow of a colour that isn't transparent.
    const shadow = () =>
      actions.evaluate((td) => {
        const value = getComputedStyle(td, '::after').boxShadow
        return value !== 'none' && !/^rgba\(\d+, \d+, \d+, 0\)/.test(value)
      })
    // The config table is wider than its card at 1440 px: it scrolls, 操作 covers the columns at the right.
    expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeGreaterThan(100)
    // CSS alone (listTable.css): antd's measuring row (scroll.x, fixed columns) forced a layout and a second render.
    expect(await view(page).locator('.ant-table-measure-row').count()).toBe(0)
    const edge = await right(scroller)
    expect(await right(actions)).toBe(edge)
    expect(await right(header)).toBe(edge)
    await expect.poll(shadow).toBe(true)

    const keyBefore = (await key.boundingBox())!.x
    await scroller.evaluate((e) => (e.scrollLeft = 80))
    await expect.poll(async () => Math.round((await key.boundingBox())!.x)).toBe(Math.round(keyBefore - 80))
    expect(await right(actions)).toBe(edge)
    expect(await right(header)).toBe(edge)
    await expect.poll(shadow).toBe(true)

    // Scrolled to the end: nothing hides beneath 操作 any more.
    await scroller.evaluate((e) => (e.scrollLeft = e.scrollWidth))
    await expect.poll(shadow).toBe(false)
    expect(await right(actions)).toBe(edge)
  })

  it('shows a user without write permissions no write buttons', async () => {
    app = await openApp()
    const { page } = app
    await login(app, 'user')
    await go(app, '/infra/config')
    await row(view(page), 'sys.index.skinName').waitFor()
    for (const name of [/新增/, /导出/, /修改/, /删除/])
      expect(await view(page).getByRole('button', { name }).count()).toBe(0)
  })
})

describe('business routes', () => {
  it('says the module is not enabled, names the backend module, offers a way back; non-numeric ids go to 404', async () => {
    app = await openApp()
    const { page } = app
    await login(app, 'admin')
    await page.goto(app.url('/spu/edit/12'))
    await view(page).getByText('「编辑商品」所属的商城 · 商品中心模块未在本部署中启用').waitFor()
    await view(page).getByText('yudao-module-mall（商品 product）').waitFor()
    await view(page).getByText('12', { exact: true }).waitFor()
    await snap(page, 'business-spu-edit')
    await button(view(page), '返回首页').click()
    await page.waitForURL(/\/index$/)

    await page.goto(app.url('/pay/cashier?id=7'))
    await view(page).getByText('「收银台」所属的支付中心模块未在本部署中启用').waitFor()
    for (const path of ['/spu/edit/abc', '/codegen/edit/x1', '/property/value/1.5']) {
      await page.goto(app.url(path))
      await page.waitForURL(/\/404$/)
    }
  })
})

describe('notices (the worked example of a declarative list page)', () => {
  it('opens 通知公告 from the 系统管理 menu, adds a notice, finds it, edits and deletes it', async () => {
    app = await openApp()
    const { page } = app
    await login(app, 'admin')
    await page.getByRole('menuitem', { name: '系统管理' }).click()
    await openedSubmenus(page).getByRole('menuitem', { name: '通知公告', exact: true }).click()
    await page.waitForURL(/\/system\/notice$/)
    await row(view(page), '平台系统升级维护通知').waitFor()
    await snap(page, 'system-notice')

    await button(view(page), '新增').click()
    const form = dialog(page, '添加公告')
    await form.getByLabel('公告标题').fill('小微企业贷款贴息申报通知')
    await form.getByLabel('公告类型').click()
    await option(page, '通知').click()
    await form.getByRole('textbox', { name: '公告内容' }).fill('申报截止 12 月 31 日') // the rich-text editor
    await button(form, '确定').click()
    await toast(page, '新增成功').waitFor()

    await search(page, '请输入公告标题').fill('贷款贴息')
    await button(queryForm(page), '搜索').click()
    await expect.poll(() => row(view(page)).count()).toBe(1)
    await row(view(page), '小微企业贷款贴息申报通知').getByRole('button', { name: /修改/ }).click()
    const edit = dialog(page, '修改公告')
    expect(await edit.getByLabel('公告标题').inputValue()).toBe('小微企业贷款贴息申报通知')
    await edit.getByLabel('公告标题').fill('小微企业贷款贴息申报通知（延期）')
    await button(edit, '确定').click()
    await toast(page, '修改成功').waitFor()
    await row(view(page), '（延期）').waitFor()

    await row(view(page), '（延期）').getByRole('button', { name: /删除/ }).click()
    await button(confirmDialog(page), '确定').click()
    await toast(page, '删除成功').waitFor()
    await expect.poll(() => row(view(page)).count()).toBe(0)
  })
})
