// The approval card's and the 分配规则 dialog's own rules (issue 44), against the demo API.
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getProcessInstance, getTasksByInstance } from '../../../api/bpm/processInstance'
import { renderPage, signIn } from '../../system/testing'
import { useSession } from '../../../stores/session'
import TaskActions from './TaskActions'
import TaskAssignRuleDialog, { deptTreeOptions } from './TaskAssignRuleDialog'

afterEach(() => useSession.getState().clear())

/** The seeded purchase 6: its first step (部门经理审批) waits for the administrator. */
async function renderCard(onDone = () => undefined) {
  await signIn('admin')
  const [instance, [task]] = await Promise.all([getProcessInstance('6'), getTasksByInstance('6')])
  await act(async () => void renderPage(<TaskActions task={task} instance={instance!} onDone={onDone} />))
  return task
}
const dialog = (title: string) => screen.findByRole('dialog', { name: title })
const pick = async (box: HTMLElement, label: string, name: string) => {
  fireEvent.mouseDown(within(box).getByLabelText(label, { selector: 'input' }))
  fireEvent.click(await screen.findByTitle(name))
}

describe('approval card', { timeout: 60_000 }, () => {
  it('asks 转办 for the new approver and does nothing without one', async () => {
    let done = 0
    await renderCard(() => void done++)
    fireEvent.click(screen.getByRole('button', { name: '转 办' }))
    const box = await dialog('转办审批人')
    fireEvent.click(within(box).getByRole('button', { name: /确\s*定/ }))
    expect(await within(box).findByText('新审批人不能为空')).toBeInTheDocument()
    expect(done).toBe(0)
  })

  it('keeps the 委派 dialog open with its reason when the server refuses', async () => {
    let done = 0
    await renderCard(() => void done++)
    fireEvent.click(screen.getByRole('button', { name: '委 派' }))
    const box = await dialog('委派审批人')
    await pick(box, '新审批人', '管理员（总部）') // the task's own assignee: yudao refuses
    fireEvent.change(within(box).getByLabelText('委派理由', { selector: 'input' }), { target: { value: '请核对' } })
    fireEvent.click(within(box).getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('任务委派失败，委派人和当前审批人为同一人')).toBeInTheDocument()
    expect(done).toBe(0)
    expect(within(box).getByLabelText('委派理由', { selector: 'input' })).toHaveValue('请核对')
  })

  it('says there is nothing to return to on a first step, and 通过 needs the 审批建议', async () => {
    await renderCard()
    fireEvent.click(screen.getByRole('button', { name: '退 回' }))
    expect(await screen.findByText('当前没有可回退的节点！')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: '退回流程' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '通 过' }))
    expect(await screen.findByText('审批建议不能为空')).toBeInTheDocument()
  })
})

describe('分配规则 dialog', { timeout: 120_000 }, () => {
  it('edits a model’s rule with the options of the chosen type', async () => {
    await signIn('admin')
    await act(
      async () => void renderPage(<TaskAssignRuleDialog title="分配规则" modelId="4" onClose={() => undefined} />),
    )
    const list = await dialog('分配规则')
    expect(await within(list).findByText('财务部')).toBeInTheDocument() // 部门的成员: 财务部, by name
    fireEvent.click(within(list).getByRole('button', { name: /修\s*改/ }))
    const form = (await screen.findByText('修改任务规则')).closest<HTMLElement>('.ant-modal')!
    expect(within(form).getByLabelText('指定部门', { selector: 'input' })).toBeInTheDocument()
    await pick(form, '规则类型', '用户组')
    expect(await within(form).findByLabelText('指定用户组', { selector: 'input' })).toBeInTheDocument()
    expect(within(form).queryByLabelText('指定部门', { selector: 'input' })).toBeNull()
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }))
    expect(await within(form).findByText('指定用户组不能为空')).toBeInTheDocument()
  })

  it('shows a deployed definition’s rules read-only', async () => {
    await signIn('admin')
    await act(
      async () =>
        void renderPage(<TaskAssignRuleDialog title="分配规则" processDefinitionId="2" onClose={() => undefined} />),
    )
    const list = await dialog('分配规则')
    expect(await within(list).findByText('张晓明（研发部）')).toBeInTheDocument()
    expect(within(list).getByText(/已部署的流程定义沿用部署时的规则/)).toBeInTheDocument()
    expect(within(list).queryByRole('button', { name: /修\s*改/ })).toBeNull()
  })

  it('labels departments with their path, in tree order', () => {
    const depts = [
      { id: 103, name: '研发部', parentId: 100 },
      { id: 100, name: '总部', parentId: 0 },
      { id: 107, name: '测试组', parentId: 103 },
      { id: 200, name: '企业用户', parentId: 0 },
    ]
    expect(deptTreeOptions(depts).map((o) => o.label)).toEqual([
      '总部',
      '总部 / 研发部',
      '总部 / 研发部 / 测试组',
      '企业用户',
    ])
  })
})
