/**
 * Process forms (issue 43): a process whose form has many kinds is started (validation first, the first error scrolled
 * into view), its variables reach the backend in their types and the detail page shows them read-only; a form as
 * yudao-ui-admin-vue3's designer writes it renders whole (layout, sanitised html, an unknown kind said as such).
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { YUDAO_CONF, YUDAO_FIELDS } from '../../src/features/bpm/form/testing/fixtures'
import { activePage, button, login, openApp, option, row, snap, type App } from './harness'

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const view = (page: Page) => activePage(page)

/** Calls the demo API in the page, signed in as the page is. */
const callApi = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, b]) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}`, 'Content-Type': 'application/json', 'tenant-id': '1' }
      const res = await fetch(`/admin-api${p}`, { method: m, headers, body: b === undefined ? undefined : JSON.stringify(b) })
      return ((await res.json()) as { data: unknown }).data
    },
    [method, path, body] as const,
  ) as Promise<T>

async function startCountersign(page: Page) {
  await page.goto(app!.url('/bpm/process-instance/create'))
  await button(row(view(page), '会签审批'), '选择').click()
}

describe('process forms', () => {
  it('starts a process with a form of many kinds: checked first, variables sent by type, shown on the detail page', async () => {
    app = await openApp()
    const { page } = app
    await page.setViewportSize({ width: 1280, height: 640 })
    await login(app, 'admin')
    await startCountersign(page)
    const form = view(page)
    await form.getByLabel('标题').waitFor()
    expect(await form.getByLabel('紧急原因').count()).toBe(0) // shown only for 紧急 (control)

    // nothing filled: the required 内容 at the bottom is said and scrolled into view
    await button(form, '提交').click()
    const contentError = form.getByText('请输入内容')
    await contentError.waitFor()
    await form.getByText('请输入标题').waitFor()
    await expect.poll(() => form.getByLabel('标题').evaluate((el) => el === document.activeElement)).toBe(true)
    const box = await form.getByLabel('标题').boundingBox()
    expect(box && box.y >= 0 && box.y + box.height <= 640).toBe(true)

    await form.getByLabel('标题').fill('新机房评审')
    await form.getByRole('radio', { name: '紧急' }).check()
    await form.getByLabel('紧急原因').fill('月底上线')
    await form.getByLabel('预算（元）').fill('12000.5')
    await form.getByRole('checkbox', { name: '财务' }).check()
    await form.getByRole('switch', { name: '需要书面回复' }).click()
    await form.getByLabel('流程分类').click()
    await option(page, 'OA').click()
    await form.getByLabel('内容').fill('请各位会签')
    await snap(page, 'process-form-start')
    await button(form, '提交').click()
    await page.waitForURL(/\/bpm\/process-instance\/detail\?id=\d+/)
    const id = new URL(page.url()).searchParams.get('id')!

    // what the backend holds: numbers as numbers, the switch's 1, a list for the checkbox, the dictionary's int
    const instance = await callApi<{ formVariables: Record<string, unknown> }>(page, 'GET', `/bpm/process-instance/get?id=${id}`)
    expect(instance.formVariables).toMatchObject({
      title: '新机房评审',
      urgency: 2,
      urgentReason: '月底上线',
      budget: 12000.5,
      scope: ['finance'],
      needReply: 1,
      category: 2,
      priority: 3,
      progress: 0,
      content: '请各位会签',
    })

    // the detail page: labels, not codes
    const shown = view(page).locator('.ant-descriptions').last()
    await expect.poll(() => shown.innerText()).toContain('新机房评审')
    const text = await shown.innerText()
    expect(text).toMatch(/紧急程度\s*紧急/)
    expect(text).toMatch(/涉及范围\s*财务/)
    expect(text).toMatch(/需要书面回复\s*是/)
    expect(text).toMatch(/流程分类\s*OA/)
    await snap(page, 'process-form-detail')
  })

  it('renders a form as yudao’s designer writes it: layout, sanitised html, 不支持的组件, values by type', async () => {
    app = await openApp()
    const { page } = app
    await login(app, 'admin')
    const bpmForm = await callApi<{ id: number; name: string; status: number }>(page, 'GET', '/bpm/form/get?id=2')
    await callApi(page, 'PUT', '/bpm/form/update', { id: 2, name: bpmForm.name, status: bpmForm.status, fields: YUDAO_FIELDS, conf: YUDAO_CONF })
    const alerts: string[] = []
    page.on('dialog', (d) => {
      alerts.push(d.message())
      void d.dismiss()
    })
    await startCountersign(page)
    const form = view(page)
    await form.getByText('不支持的组件 myWidget').waitFor()
    expect(await form.getByText('说明', { exact: true }).count()).toBe(1) // the html's text; its script and handler gone
    expect(await form.locator('script, [onerror]').count()).toBe(0)
    expect(await form.locator('.ant-row .ant-col-12').count()).toBeGreaterThanOrEqual(2)
    await form.getByLabel('申请标题').fill('一台服务器')
    await form.getByLabel('金额').fill('48000')
    await form.getByRole('radio', { name: '紧急' }).check()
    await form.getByLabel('紧急原因').fill('扩容')
    await form.getByRole('switch', { name: '需要发票' }).click()
    await form.getByLabel('物品').click()
    await option(page, '电脑').click()
    await page.keyboard.press('Escape')
    await button(form, '提交').click()
    await page.waitForURL(/\/bpm\/process-instance\/detail\?id=\d+/)
    const id = new URL(page.url()).searchParams.get('id')!
    const instance = await callApi<{ formVariables: Record<string, unknown> }>(page, 'GET', `/bpm/process-instance/get?id=${id}`)
    expect(instance.formVariables).toMatchObject({
      Fk1qm3ahfbvkabc: '一台服务器',
      amount: 48000,
      urgency: 2,
      urgentReason: '扩容',
      invoice: 'Y',
      items: ['pc'],
      custom: 'keep-me', // an unknown kind's value as it came with the rule
    })
    const shown = await view(page).locator('.ant-descriptions').last().innerText()
    expect(shown).toMatch(/需要发票\s*需要/)
    expect(shown).toMatch(/物品\s*电脑/)
    expect(alerts).toEqual([]) // no $FN handler ran
  })
})
