// Approvals as yudao does them (issue 44): 转办, 委派 and 退回 between the administrator and 张晓明 (`user`), each
// checked by what the other user now finds (待办任务, the process's 审批记录); an edited 分配规则 reaching the next
// instance after 发布流程; 取消 from 我的流程. The seeded purchase 6 (笔记本电脑) waits for the administrator's
// 部门经理审批; its 财务审批 belongs to 张晓明 (the rule 用户: 张晓明). The seeded 会签审批 5 lets its finance step's owner write 预算.
import { afterEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { activePage, button, confirmDialog, openApp, openDialog, option, row, signIn, snap, toast, type App } from './harness'

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const detail = (id: string) => `/bpm/process-instance/detail?id=${id}`
const card = (page: Page) => activePage(page).getByTestId('task-actions')
const records = (page: Page) => activePage(page).getByTestId('task-record')

/** Opens a task's dialog from the approval card and waits for it. */
async function actionDialog(page: Page, action: string, title: string) {
  await button(card(page), action).click()
  return openDialog(page, title)
}
/** Picks `name` in a dialog's select labelled `label`. */
async function choose(page: Page, dialog: ReturnType<typeof openDialog>, label: string, name: string) {
  await dialog.getByLabel(label, { exact: true }).click()
  await option(page, name).first().click()
  await dialog.locator('.ant-modal-title').click() // a multiple select stays open over the buttons: click away
}
/** Approves the first task of the card with a comment. */
async function approve(page: Page, comment: string) {
  await card(page).getByLabel('审批建议').fill(comment)
  await button(card(page), '通过').click()
  await toast(page, '审批通过成功！').waitFor()
}
/** 张晓明 opens 待办任务 and the process of the task called `name` (办理). */
async function fromTodo(page: Page, name: string) {
  const todo = row(activePage(page), name).filter({ hasText: '采购审批' })
  await todo.first().waitFor()
  await button(todo.first(), '办理').click()
  await page.waitForURL(/\/bpm\/process-instance\/detail\?id=6$/)
  await card(page).waitFor()
}

describe('approvals journey', () => {
  it('委派 comes back to its owner, 转办 reaches the new approver, 退回 restarts the first step and the process goes on', async () => {
    app = await openApp()
    const { page } = app

    // 委派: the administrator asks 张晓明 to check the quote first
    await signIn(app, 'admin', detail('6'))
    let dialog = await actionDialog(page, '委派', '委派审批人')
    await button(dialog, '确定').click()
    await dialog.getByText('新审批人不能为空').waitFor() // asks only what it needs, and says what is missing
    await choose(page, dialog, '新审批人', '张晓明')
    await dialog.getByLabel('委派理由').fill('请先核对报价')
    await button(dialog, '确定').click()
    await toast(page, '委派任务成功！').waitFor()
    await card(page).waitFor({ state: 'detached' }) // no longer the administrator's to act on
    await expect.poll(() => records(page).first().innerText()).toContain('委派：管理员 → 张晓明，委派理由：请先核对报价')

    // the delegate finds it in 待办任务 and approves: that only resolves the delegation
    await signIn(app, 'user', '/bpm/task/todo')
    await fromTodo(page, '部门经理审批')
    await approve(page, '报价已核对')
    await card(page).waitFor({ state: 'detached' })

    // issue 43: the seeded 会签审批's 财务负责人审批 lets 预算 be written and 标题 only read — by 李娜, its owner: she
    // delegated it to him, and a delegate's 通过 hands it back without fields (issue 51, yudao's approveDelegateTask),
    // so he sees them read only and is told so
    await page.goto(app.url(detail('5')))
    const fill = card(page).getByRole('region', { name: '填写表单【通用审批单】' })
    await fill.getByText('这是 李娜 委派给你的任务：表单由 李娜 填写，你的审批意见交回 李娜 决定').waitFor()
    expect(await fill.getByLabel('标题', { exact: true }).isDisabled()).toBe(true)
    expect(await fill.getByLabel('预算（元）').isDisabled()).toBe(true)
    await snap(page, 'approvals-form')
    await approve(page, '预算已核')
    await card(page).waitFor({ state: 'detached' })

    // back with its owner at the same node: the process has not moved on
    await signIn(app, 'admin', detail('6'))
    await card(page).getByText('审批任务【部门经理审批】').waitFor()
    expect(await records(page).count()).toBe(1)
    expect(await records(page).first().innerText()).toContain('张晓明 完成委派，任务回到 管理员，意见：报价已核对')

    // 转办: the administrator hands the step to 张晓明, who approves it from his 待办任务
    dialog = await actionDialog(page, '转办', '转办审批人')
    await choose(page, dialog, '新审批人', '张晓明')
    await snap(page, 'approvals-transfer')
    await button(dialog, '确定').click()
    await toast(page, '转办任务成功！').waitFor()
    await card(page).waitFor({ state: 'detached' })
    await signIn(app, 'user', '/bpm/task/todo')
    await fromTodo(page, '部门经理审批')
    expect(await records(page).first().innerText()).toContain('转办：管理员 → 张晓明')
    await approve(page, '同意')
    // the finance step is his too (rule 用户: 张晓明): 退回 it to the first step for a missing quote
    await card(page).getByText('审批任务【财务审批】').waitFor()
    dialog = await actionDialog(page, '退回', '退回流程')
    await dialog.getByLabel('回退理由').fill('缺少第二家供应商的报价')
    await button(dialog, '确定').click()
    await dialog.getByText('必须选择回退节点').waitFor()
    await expect.poll(() => dialog.getByLabel('回退理由').inputValue()).toBe('缺少第二家供应商的报价') // kept
    await choose(page, dialog, '退回节点', '部门经理审批')
    await button(dialog, '确定').click()
    await toast(page, '回退成功！').waitFor()
    await card(page).waitFor({ state: 'detached' })
    await expect.poll(() => records(page).count()).toBe(3)
    const returned = records(page).filter({ hasText: '财务审批' })
    expect(await returned.innerText()).toContain('退回到【部门经理审批】，回退理由：缺少第二家供应商的报价')
    expect(await returned.innerText()).toContain('退回/驳回')
    await snap(page, 'approvals-returned')

    // the first step has a new task for its assignee (部门的负责人: the administrator), and the process goes on
    await signIn(app, 'admin', '/bpm/task/todo')
    await fromTodo(page, '部门经理审批')
    await approve(page, '已补充报价，同意')
    await expect.poll(() => records(page).count()).toBe(4)
    const finance = records(page).filter({ hasText: '财务审批' }).filter({ hasText: '处理中' })
    expect(await finance.innerText()).toContain('审批人：张晓明')
  })

  it('an edited 分配规则 reaches the next process after 发布流程; 取消 from 我的流程', async () => {
    app = await openApp()
    const { page } = app
    await signIn(app, 'admin', '/bpm/manager/model')

    // 采购审批's finance step: 用户 张晓明 → 王建国
    await button(row(activePage(page), '采购审批'), '分配规则').click()
    const rules = openDialog(page, '分配规则 — 采购审批')
    const financeRule = row(rules, '财务审批')
    await expect.poll(() => financeRule.innerText()).toContain('张晓明')
    await button(financeRule, '修改').click()
    const form = openDialog(page, '修改任务规则')
    await expect.poll(() => form.getByLabel('任务名', { exact: true }).inputValue()).toBe('财务审批')
    await form.locator('.ant-select-selection-item-remove').first().click() // 张晓明 off
    await button(form, '确定').click()
    await form.getByText('指定用户不能为空').waitFor()
    await choose(page, form, '指定用户', '王建国')
    await button(form, '确定').click()
    await toast(page, '修改成功').waitFor()
    await expect.poll(() => financeRule.innerText()).toContain('王建国')
    expect(await financeRule.innerText()).not.toContain('张晓明')
    await snap(page, 'approvals-rules')
    await rules.locator('.ant-modal-close').click()

    // issue 43: the designer's 表单字段权限 lets 部门经理审批 write 采购理由; saved and deployed, the card offers it
    await button(row(activePage(page), '采购审批'), '设计流程').click()
    await page.waitForURL(/\/bpm\/manager\/model\/design\?modelId=/)
    const designer = activePage(page)
    await designer.locator('.djs-element[data-element-id="manager"]').first().click()
    await expect.poll(() => designer.locator('.bpmn-properties-panel').getAttribute('data-element-id')).toBe('manager')
    await designer.locator('.ant-collapse-header').filter({ hasText: '表单字段权限' }).click()
    const reasonPermission = designer.getByRole('radiogroup', { name: '采购理由的权限' })
    await reasonPermission.getByText('可编辑').click()
    await expect.poll(() => reasonPermission.getByRole('radio', { name: '可编辑' }).isChecked()).toBe(true)
    await button(designer, '保存模型').click()
    await page.waitForURL(/\/bpm\/manager\/model$/)

    await button(row(activePage(page), '采购审批'), '发布流程').click()
    await button(confirmDialog(page), '确定').click()
    await toast(page, '部署成功').waitFor()

    // the next purchase: started as the form would, approved by the administrator, then waiting for 王建国
    const id = await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}`, 'Content-Type': 'application/json', 'tenant-id': '1' }
      const defs = await (await fetch('/admin-api/bpm/process-definition/list?suspensionState=1&key=purchase', { headers })).json()
      const body = JSON.stringify({ processDefinitionId: defs.data[0].id, variables: { item: '投影仪', amount: 3200 } })
      return (await (await fetch('/admin-api/bpm/process-instance/create', { method: 'POST', headers, body })).json()).data as string
    })
    await page.goto(app.url(detail(id)))
    const fill = card(page).getByRole('region', { name: '填写表单【采购申请单】' })
    expect(await fill.getByLabel('金额（元）').isDisabled()).toBe(true) // not named: read only
    await fill.getByLabel('采购理由').fill('旧投影仪损坏')
    await approve(page, '同意')
    const reason = activePage(page).locator('.ant-descriptions-row').filter({ hasText: '采购理由' })
    await expect.poll(() => reason.innerText()).toContain('旧投影仪损坏')
    const finance = records(page).filter({ hasText: '财务审批' })
    await expect.poll(() => finance.innerText()).toContain('审批人：王建国')

    // 取消 from 我的流程, with a reason
    await page.goto(app.url('/bpm/task/process-instance'))
    const mine = row(activePage(page)).filter({ has: page.getByRole('cell', { name: id, exact: true }) })
    await button(mine, '取消').click()
    const cancel = openDialog(page, '取消流程')
    await button(cancel, '确定').click()
    await cancel.getByText('取消原因不能为空').waitFor()
    await cancel.getByLabel('取消原因').fill('预算调整，暂不采购')
    await button(cancel, '确定').click()
    await toast(page, '取消成功').waitFor()
    await expect.poll(() => mine.innerText()).toContain('已取消')
    expect(await button(mine, '取消').count()).toBe(0)
    await page.goto(app.url(detail(id)))
    await expect.poll(() => finance.innerText()).toContain('取消原因：预算调整，暂不采购')
  })
})
