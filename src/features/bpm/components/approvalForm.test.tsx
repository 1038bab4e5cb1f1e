// The approval card's process form (issue 43): the task's node lets fields be written (2), read (1) or not seen (3);
// 通过 checks the written ones and sends them as typed variables with PUT /bpm/task/approve.
// Issue 51: what the approver types is kept per task until it is sent; a delegate writes no fields (the owner decides).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { BpmTask, ProcessInstance } from '../../../api/bpm/types'
import { server } from '../../../mocks/node'
import { api } from '../../../mocks/util'
import { useSession } from '../../../stores/session'
import { renderPage, signIn } from '../../system/testing'
import TaskActions from './TaskActions'

afterEach(() => useSession.getState().clear())

const rule = (r: Record<string, unknown>) => JSON.stringify(r)
const FIELDS = [
  rule({ type: 'input', field: 'title', title: '标题', $required: true }),
  rule({ type: 'inputNumber', field: 'budget', title: '预算', $required: true }),
  rule({ type: 'input', field: 'note', title: '财务备注' }),
  rule({ type: 'input', field: 'secret', title: '成本底价' }),
  // required, empty and not named by the node: read-only, so not the approver's to fill in
  rule({ type: 'input', field: 'owner', title: '负责人', $required: true }),
]
const instance = {
  id: '99',
  name: '通用审批',
  processDefinitionId: '3',
  status: 1,
  result: 1,
  startUser: { id: 1, nickname: '管理员', deptName: '总部' },
  formVariables: { title: '新系统上线评审', secret: '12000' },
  processDefinition: { id: '3', formType: 10, formName: '通用审批单', formConf: '{}', formFields: FIELDS },
  tasks: [],
} as unknown as ProcessInstance
const task = { id: '77', name: '财务负责人审批', definitionKey: 'fin', result: 1, log: [] } as unknown as BpmTask
const PERMISSIONS = { title: '1', budget: '2', note: '2', secret: '3' }

/** The approval card with the node's permissions; what PUT /bpm/task/approve received. */
async function renderCard(fieldsPermission?: Record<string, string>, shown: BpmTask = task) {
  await signIn('admin')
  const sent: unknown[] = []
  let done = 0
  server.use(
    mswHttp.put(api('/bpm/task/approve'), async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ code: 0, msg: '', data: true })
    }),
  )
  await act(
    async () =>
      void renderPage(
        <TaskActions task={shown} instance={instance} fieldsPermission={fieldsPermission} onDone={() => void done++} />,
      ),
  )
  return { sent, done: () => done }
}
const type = (label: string, text: string) => {
  const input = screen.getByLabelText(label)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value: text } })
  fireEvent.blur(input) // an InputNumber settles its value on blur
}

describe('approval card with the process form', { timeout: 60_000 }, () => {
  it('shows writable fields editable, read ones disabled with their values, none hidden; 通过 checks and sends typed variables', async () => {
    const { sent, done } = await renderCard(PERMISSIONS)
    const form = screen.getByRole('region', { name: '填写表单【通用审批单】' })
    expect(within(form).getByLabelText('预算')).toBeEnabled()
    expect(within(form).getByLabelText('财务备注')).toBeEnabled()
    expect(within(form).getByLabelText('标题')).toBeDisabled()
    expect(within(form).getByLabelText('标题')).toHaveValue('新系统上线评审')
    expect(within(form).getByLabelText('负责人')).toBeDisabled() // not named: read-only, as yudao does
    expect(within(form).queryByLabelText('成本底价')).toBeNull()
    expect(screen.queryByText('12000')).toBeNull()

    // the required writable field blocks 通过; what was typed stays
    type('财务备注', '按季度拨付')
    type('审批建议', '预算已核')
    fireEvent.click(screen.getByRole('button', { name: '通 过' }))
    expect(await within(form).findByText('请输入预算')).toBeInTheDocument()
    expect(sent).toEqual([])
    expect(screen.getByLabelText('财务备注')).toHaveValue('按季度拨付')
    expect(screen.getByLabelText('审批建议')).toHaveValue('预算已核')
    expect(within(form).queryByText('请输入负责人')).toBeNull() // a read-only field is not checked

    type('预算', '32000.5')
    fireEvent.click(screen.getByRole('button', { name: '通 过' }))
    await waitFor(() => expect(done()).toBe(1))
    // only the written fields, a number as a number
    expect(sent).toEqual([{ id: '77', reason: '预算已核', variables: { budget: 32000.5, note: '按季度拨付' } }])
  })

  it('has no form to fill in where the node lets nothing be written, and 通过 sends no variables', async () => {
    const { sent, done } = await renderCard({ title: '1' })
    expect(screen.queryByRole('region', { name: /填写表单/ })).toBeNull()
    expect(screen.queryByLabelText('预算')).toBeNull()
    type('审批建议', '同意')
    fireEvent.click(screen.getByRole('button', { name: '通 过' }))
    await waitFor(() => expect(done()).toBe(1))
    expect(sent).toEqual([{ id: '77', reason: '同意' }])
  })

  it('sends no variables with 不通过', async () => {
    const { done } = await renderCard(PERMISSIONS)
    let rejected: unknown
    server.use(
      mswHttp.put(api('/bpm/task/reject'), async ({ request }) => {
        rejected = await request.json()
        return HttpResponse.json({ code: 0, msg: '', data: true })
      }),
    )
    type('审批建议', '预算不足')
    fireEvent.click(screen.getByRole('button', { name: '不通过' }))
    await waitFor(() => expect(done()).toBe(1))
    expect(rejected).toEqual({ id: '77', reason: '预算不足' })
  })
})

describe('approval card keeps what was typed (issue 51)', { timeout: 60_000 }, () => {
  const kept = () => localStorage.getItem(`form-draft:${useSession.getState().user!.id}:/bpm/process-instance/detail:task:77`)

  it('keeps the written fields and the 审批建议 as typed, offers them back, and forgets them once 通过 is sent', async () => {
    await renderCard(PERMISSIONS)
    type('财务备注', '按季度拨付')
    type('审批建议', '预算已核')
    expect(JSON.parse(kept()!).values).toEqual({ reason: '预算已核', fields: { note: '按季度拨付' } })
    cleanup() // a reload
    const { sent, done } = await renderCard(PERMISSIONS)
    expect(await screen.findByTestId('draft-offer')).toHaveTextContent('填写的内容尚未提交')
    fireEvent.click(screen.getByRole('button', { name: /恢\s*复/ }))
    expect(screen.getByLabelText('财务备注')).toHaveValue('按季度拨付')
    expect(screen.getByLabelText('审批建议')).toHaveValue('预算已核')
    expect(screen.getByLabelText('标题')).toHaveValue('新系统上线评审') // read-only fields stay the instance's
    type('预算', '100')
    fireEvent.click(screen.getByRole('button', { name: '通 过' }))
    await waitFor(() => expect(done()).toBe(1))
    expect(sent).toEqual([{ id: '77', reason: '预算已核', variables: { budget: 100, note: '按季度拨付' } }])
    expect(kept()).toBeNull()
  })

  it('forgets them when discarded', async () => {
    await renderCard(PERMISSIONS)
    type('审批建议', '再议')
    cleanup()
    await renderCard(PERMISSIONS)
    fireEvent.click(await screen.findByRole('button', { name: /放\s*弃/ }))
    expect(screen.queryByTestId('draft-offer')).toBeNull()
    expect(screen.getByLabelText('审批建议')).toHaveValue('')
    expect(kept()).toBeNull()
  })

  it('shows a delegate the fields read only, says the owner decides, and 通过 sends none', async () => {
    const delegated = { ...task, result: 6, ownerUser: { id: 1, nickname: '王经理' } } as unknown as BpmTask
    const { sent, done } = await renderCard(PERMISSIONS, delegated)
    const form = screen.getByRole('region', { name: '填写表单【通用审批单】' })
    expect(within(form).getByText('这是 王经理 委派给你的任务：表单由 王经理 填写，你的审批意见交回 王经理 决定')).toBeInTheDocument()
    expect(within(form).getByLabelText('预算')).toBeDisabled()
    expect(within(form).getByLabelText('财务备注')).toBeDisabled()
    expect(within(form).queryByLabelText('成本底价')).toBeNull()
    type('审批建议', '已核对')
    fireEvent.click(screen.getByRole('button', { name: '通 过' }))
    await waitFor(() => expect(done()).toBe(1))
    expect(sent).toEqual([{ id: '77', reason: '已核对' }]) // 预算 is required, but not the delegate's to fill in
  })
})
