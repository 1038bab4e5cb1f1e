// The form designer (issue 43) in Debian's Chromium against the demo production build: a form built by drag and drop
// and by keyboard, its properties set, previewed with validation, saved and reopened the same, then bound to a model,
// deployed and started (checked, its values sent by type); a form-create JSON from yudao-ui-admin-vue3 pasted in whole.
import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { YUDAO_CONF, YUDAO_FIELDS } from '../../src/features/bpm/form/testing/fixtures'
import { activePage, button, confirmDialog, go, openDialog, option, row, signIn, toast, type App } from './harness'
import { openApp } from './harness'

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const view = activePage
const designer = (page: Page) => view(page).locator('.fd')
const palette = (page: Page) => designer(page).getByRole('navigation', { name: '组件' })
const canvas = (page: Page) => designer(page).locator('.fd-canvas-root')
const properties = (page: Page) => designer(page).locator('.fd-right')
const item = (page: Page, title: string) => canvas(page).locator('.fd-item').filter({ has: page.locator(`> .fd-item-bar .fd-item-title:text-is("${title}")`) })

/** The canvas as nested lists of titles: a layout is [its title, [its parts …]]. */
const structure = (page: Page) =>
  canvas(page).evaluate((root) => {
    const read = (slot: Element): unknown[] =>
      [...slot.children]
        .filter((c) => c.classList.contains('fd-item'))
        .map((c) => {
          const title = c.querySelector(':scope > .fd-item-bar .fd-item-title')?.textContent
          const inner = c.querySelector(':scope > .fd-slot')
          return inner ? [title, read(inner)] : title
        })
    return read(root)
  })

/**
 * Drags with the mouse as a person does: press, a few pixels to start (the designer's activation distance), then to
 * `at` (0..1) of the target's height; released once the drop line (or box) shows where it lands.
 */
async function drag(page: Page, from: Locator, to: Locator, at = 0.5) {
  await from.scrollIntoViewIfNeeded()
  const a = (await from.boundingBox())!
  await to.scrollIntoViewIfNeeded()
  const b = (await to.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 2 })
  await page.mouse.move(b.x + Math.min(b.width / 2, 200), b.y + b.height * at, { steps: 12 })
  await page.locator('.fd-drop-line, .fd-drop-box').waitFor()
  await page.mouse.up()
  await page.locator('.fd-drop-line, .fd-drop-box').waitFor({ state: 'detached' })
}

/** Picks a palette item or canvas handle up with Space, moves it `steps` places down with ↓ and drops it with Space. */
async function keyboardMove(page: Page, handle: Locator, steps: number) {
  await handle.focus()
  await page.keyboard.press('Space')
  // dnd-kit's keyboard sensor listens for arrows from a setTimeout(0) queued by that Space; a timer queued now runs
  // after it (timers of equal delay run in order), so no arrow is pressed before the sensor hears it
  await page.evaluate(() => new Promise((ready) => setTimeout(ready)))
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown')
  await page.locator('.fd-drop-line, .fd-drop-box').waitFor()
  await page.keyboard.press('Space')
  await page.locator('.fd-drop-line, .fd-drop-box').waitFor({ state: 'detached' })
}

async function setField(page: Page, title: string, props: { field?: string; title?: string; required?: string }) {
  await item(page, title).locator('> .fd-item-bar .fd-item-name').click()
  const panel = properties(page)
  if (props.field !== undefined) await panel.getByLabel('字段名', { exact: true }).fill(props.field)
  if (props.title !== undefined) await panel.getByLabel('标题', { exact: true }).fill(props.title)
  if (props.required !== undefined) {
    await panel.getByLabel('必填', { exact: true }).click()
    await panel.getByLabel('必填提示', { exact: true }).fill(props.required)
  }
}

describe('the form designer', () => {
  it('builds a form by drag and by keyboard, previews it with validation, saves and reopens it, and starts a process with it', async () => {
    app = await openApp()
    const { page } = app
    await signIn(app, 'admin', '/bpm/manager/form')
    await button(view(page), '新增').click()
    await page.waitForURL(/\/bpm\/manager\/form\/edit$/)
    await palette(page).waitFor()
    await view(page).getByPlaceholder('请输入表单名').fill('设备申领单')

    // by mouse: an input onto the empty canvas, a grid below it, a counter into the grid's first column
    await drag(page, palette(page).getByRole('button', { name: '添加单行输入框' }), canvas(page))
    await drag(page, palette(page).getByRole('button', { name: '添加栅格布局' }), item(page, '单行输入框'), 0.9)
    const columns = item(page, '栅格布局').locator('.fd-slot').first().locator('> .fd-item')
    await drag(page, palette(page).getByRole('button', { name: '添加计数器' }), columns.nth(0).locator('> .fd-slot'))
    // by keyboard: a switch picked up in the palette and taken down to the second (empty) column:
    // before the input, after it, before the counter, after it, into column 2
    await keyboardMove(page, palette(page).getByRole('button', { name: '添加开关' }), 5)
    // by click: after the selected rule (the input, at the top): a radio group, then a date and a dictionary select after it
    await item(page, '单行输入框').locator('> .fd-item-bar .fd-item-name').click()
    await palette(page).getByRole('button', { name: '添加单选框' }).click()
    await palette(page).getByRole('button', { name: '添加日期选择器' }).click()
    await palette(page).getByRole('button', { name: '添加字典选择器' }).click()
    expect(await structure(page)).toEqual([
      '单行输入框',
      '单选框',
      '日期选择器',
      '字典选择器',
      ['栅格布局', [['格子', ['计数器']], ['格子', ['开关']]]],
    ])
    // the date moved by keyboard from its handle to the end of the form, past every place on the way: after the
    // dictionary select, before and after the counter, before and after the switch, after the grid
    await keyboardMove(page, item(page, '日期选择器').locator('> .fd-item-bar .fd-handle'), 7)
    expect(await structure(page)).toEqual([
      '单行输入框',
      '单选框',
      '字典选择器',
      ['栅格布局', [['格子', ['计数器']], ['格子', ['开关']]]],
      '日期选择器',
    ])

    // properties: names, titles, a required input with its message
    await setField(page, '单行输入框', { field: 'applicant', title: '申请人', required: '请填写申请人' })
    await setField(page, '计数器', { field: 'quantity', title: '数量' })
    await setField(page, '开关', { field: 'urgent', title: '加急' })
    await setField(page, '单选框', { field: 'kind', title: '类别' })
    // a name the input already has is refused on the spot
    await setField(page, '日期选择器', { field: 'applicant' })
    await expect.poll(() => properties(page).getByText('字段名 applicant 已被其他组件使用').isVisible()).toBe(true)
    await properties(page).getByLabel('字段名', { exact: true }).fill('needBy')
    await properties(page).getByLabel('标题', { exact: true }).fill('需用日期')

    // preview: the start page's form, validated
    await button(designer(page), '预览').click()
    const preview = openDialog(page, '预览表单')
    await preview.getByLabel('申请人').waitFor()
    await button(preview, '校验并查看数据').click()
    await preview.getByText('请填写申请人').waitFor()
    await preview.getByLabel('申请人').fill('张三')
    await button(preview, '校验并查看数据').click()
    await preview.getByText('校验通过，提交的数据：').waitFor()
    expect(await preview.locator('.fd-preview-result pre').innerText()).toContain('"applicant": "张三"')
    await button(preview.locator('.ant-modal-footer'), '关闭').click()
    await preview.waitFor({ state: 'detached' })

    const built = await structure(page)
    await button(designer(page), '保存').click()
    await page.waitForURL(/\/bpm\/manager\/form$/)
    await toast(page, '保存成功').waitFor()

    // reopened: the same form, in the same places
    await button(row(view(page), '设备申领单'), '编辑').click()
    await page.waitForURL(/\/bpm\/manager\/form\/edit\?id=/)
    await item(page, '申请人').waitFor()
    expect(await structure(page)).toEqual(built)
    await item(page, '申请人').locator('> .fd-item-bar .fd-item-name').click()
    expect(await properties(page).getByLabel('字段名', { exact: true }).inputValue()).toBe('applicant')
    expect(await properties(page).getByLabel('必填提示', { exact: true }).inputValue()).toBe('请填写申请人')

    // bound to a model and deployed: 发起流程 shows the form as it was made, checks it and sends its values by type
    await go(page, '/bpm/manager/model')
    await button(row(view(page), '会签审批'), '修改流程').click()
    const model = openDialog(page, '修改流程')
    await model.getByRole('combobox', { name: '流程表单' }).click()
    await option(page, '设备申领单').click()
    await button(model, '确定').click()
    await toast(page, '修改成功').waitFor()
    await button(row(view(page), '会签审批'), '发布流程').click()
    await button(confirmDialog(page), '确定').click()
    await toast(page, '部署成功').waitFor()
    await go(page, '/bpm/process-instance/create')
    await button(row(view(page), '会签审批'), '选择').click()
    await button(view(page), '提交').click()
    await view(page).getByText('请填写申请人').waitFor()
    await view(page).getByLabel('申请人').fill('张三')
    await view(page).getByLabel('数量').fill('3')
    await view(page).getByLabel('加急').click()
    await button(view(page), '提交').click()
    await page.waitForURL(/\/bpm\/process-instance\/detail\?id=/)
    const instanceId = new URL(page.url()).searchParams.get('id')
    const variables = await page.evaluate(async (id) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}`, 'tenant-id': '1' }
      const res = await fetch(`/admin-api/bpm/process-instance/get?id=${id}`, { headers })
      return ((await res.json()) as { data: { formVariables: Record<string, unknown> } }).data.formVariables
    }, instanceId)
    expect(variables).toMatchObject({ applicant: '张三', quantity: 3, urgent: true })
    await view(page).getByText('张三').first().waitFor()
    expect(app.uncaught).toEqual([])
  })

  it('opens a form-create JSON from yudao-ui-admin-vue3 whole; a bad paste says why and keeps the form', async () => {
    app = await openApp()
    const { page } = app
    await signIn(app, 'admin', '/bpm/manager/form/edit')
    await palette(page).waitFor()
    await palette(page).getByRole('button', { name: '添加评分' }).click()
    await button(designer(page), 'JSON').click()
    const dialog = openDialog(page, '表单 JSON')
    const rules = dialog.getByLabel('规则')
    await rules.fill('{"title": "没有类型"}')
    await button(dialog, '应用').click()
    await dialog.getByRole('alert').filter({ hasText: '不是 form-create 的表单' }).waitFor()
    // what yudao's designer shows under 生成 JSON: the rules as an array; its options in the second box
    await rules.fill(JSON.stringify(YUDAO_FIELDS.map((f) => JSON.parse(f) as unknown)))
    await dialog.getByLabel('表单配置').fill(YUDAO_CONF)
    await button(dialog, '应用').click()
    await dialog.waitFor({ state: 'detached' })
    for (const title of ['申请标题', '申请理由', '金额', '紧急程度', '开始日期', '会议时间', '物品', '附件', '性别', '审核人', '详细说明', '自定义组件'])
      await item(page, title).waitFor()
    await canvas(page).getByText('不支持的组件 myWidget').waitFor()
    expect(await canvas(page).locator('.fd-item-title').filter({ hasText: '评分' }).count()).toBe(0)
    // the preview renders it as the start page would
    await button(designer(page), '预览').click()
    const preview = openDialog(page, '预览表单')
    await preview.getByLabel('申请标题').waitFor()
    await preview.getByLabel('金额').waitFor()
    expect(app.uncaught).toEqual([])
  })
})
