// The workflow pages in English (issue 25): their own texts come from the bpm catalogue, data stays as the server says.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp } from 'antd'
import { Suspense, type ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tokens } from '../../api/http/tokens'
import { setLanguage } from '../../i18n'
import { issueTokens, users } from '../../mocks/session'
import { useSession } from '../../stores/session'
import FormEditor from './pages/FormEditor'
import LeaveCreate from './pages/LeaveCreate'
import LeaveDetail from './pages/LeaveDetail'
import ModelList from './pages/ModelList'
import ProcessInstanceDetail from './pages/ProcessInstanceDetail'
import TodoTasks from './pages/TodoTasks'

// bpmn-js does not draw in jsdom; the viewer is the bpmn engineer's and says its own texts.
vi.mock('./components/lazyBpmn', () => ({ ProcessViewer: () => null, ProcessDesigner: () => null }))

const CHINESE = /[\u4e00-\u9fff]/

/** Rendered inside an awaited act: a part that suspends on its first render (a lazy chunk) then lets the list update. */
async function renderAt(page: ReactElement, path: string) {
  await act(async () => {
    render(
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Suspense>
            <Routes>
              <Route path={path.split('?')[0]} element={page} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </AntApp>,
    )
  })
}

/** What the interface says by itself: labels, buttons, titles, placeholders and accessible names (no data). */
function ownTexts(root: HTMLElement, skip: (el: Element) => boolean = () => false) {
  const texts: string[] = []
  for (const el of root.querySelectorAll(
    'label, button, .ant-card-head-title, .ant-descriptions-item-label, .ant-typography, .ant-upload-text, .ant-upload-hint, .ant-checkbox-label, .ant-select-placeholder, .ant-form-item-explain-error',
  )) {
    if (!skip(el)) texts.push(el.textContent ?? '')
  }
  for (const el of root.querySelectorAll('[placeholder], [aria-label]')) {
    if (!skip(el)) texts.push(el.getAttribute('placeholder') ?? '', el.getAttribute('aria-label') ?? '')
  }
  return texts.filter(Boolean)
}

beforeEach(async () => {
  tokens.set(issueTokens(users.find((u) => u.username === 'admin')!.id))
  await useSession.getState().loadInfo()
  await setLanguage('en')
})
afterEach(async () => {
  await setLanguage('zh-CN')
  useSession.getState().clear()
})

describe('bpm pages in English', () => {
  it('process instance detail: approval, application, history, cancel — no Chinese of its own', async () => {
    await renderAt(<ProcessInstanceDetail />, '/bpm/process-instance/detail?id=1')
    expect(await screen.findByText('Approval history')).toBeInTheDocument()
    expect(screen.getByText('Application')).toBeInTheDocument()
    // A business form's process (OA 请假) shows its record, the leave, as yudao does: not the raw variable `day`.
    const application = screen.getByText('Application').closest('.ant-card') as HTMLElement
    expect(await within(application).findByText('Leave type')).toBeInTheDocument()
    expect(within(application).getByText('Days of leave').closest('tr')).toHaveTextContent('5')
    expect(within(application).getByText('Reason').closest('tr')).toHaveTextContent('家中有事')
    expect(within(application).queryByText('day')).toBeNull()
    expect(screen.getByText('Process diagram')).toBeInTheDocument()
    // the open HR task of the leave request is the administrator's: its approval card, in English around the task's name
    expect(screen.getByText(/^Approval task: /)).toBeInTheDocument()
    expect(screen.getByLabelText('Comment')).toHaveAttribute('placeholder', 'Enter your comment')
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument()
    for (const record of screen.getAllByTestId('task-record'))
      expect(record).toHaveTextContent(/Approver: .*Created at: /)
    // card titles and tags carry data (the task's name, dictionary labels): every other own text is English
    const own = ownTexts(
      document.body,
      (el) => el.closest('.ant-card-head-title') !== null || el.closest('.ant-tag') !== null,
    )
    expect(own.filter((s) => CHINESE.test(s))).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('A comment is required')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Cancel process' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText('Reason for cancelling')).toHaveAttribute('placeholder', 'Enter the reason')
  })

  it('process models: columns, row actions and the model form', async () => {
    await renderAt(<ModelList />, '/bpm/manager/model')
    // text queries, not role queries: antd's table makes role queries slow under jsdom
    expect(await screen.findByText('采购审批')).toBeInTheDocument() // a model's name is data
    expect(screen.getAllByText('Latest deployed definition').length).toBeGreaterThan(0)
    expect(screen.getAllByText('Design').length).toBeGreaterThan(0)
    expect(screen.getByText('Not deployed')).toBeInTheDocument()
    for (const th of document.querySelectorAll('th')) expect(th.textContent).not.toMatch(CHINESE)
    // table cells and tags hold data (names, categories, form names; the switch is named 'Activate <name>')
    expect(screen.getByRole('switch', { name: 'Activate 采购审批' })).toBeInTheDocument()
    const own = ownTexts(document.body, (el) => el.closest('td') !== null || el.closest('.ant-tag') !== null)
    expect(own.filter((s) => CHINESE.test(s))).toEqual([])

    fireEvent.click(screen.getByText('New process model'))
    const form = await screen.findByRole('dialog')
    expect(within(form).getByText('Process key')).toBeInTheDocument()
    expect(within(form).getByText('New process model')).toBeInTheDocument()
    expect(within(form).getByText('Select a process form')).toBeInTheDocument()
    // the radio's labels are the bpm_model_form_type dictionary's (data)
    const inForm = ownTexts(form, (el) => el.closest('.ant-radio-wrapper') !== null)
    expect(inForm.filter((s) => CHINESE.test(s))).toEqual([])
  })

  it('process models: the import dialog', async () => {
    await renderAt(<ModelList />, '/bpm/manager/model')
    fireEvent.click(await screen.findByText('Import process'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Click or drop a .bpmn / .xml process file here')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByText('Import'))
    expect(await within(dialog).findByText('Choose a process file to import')).toBeInTheDocument()
    expect(within(dialog).getByPlaceholderText('Enter the process key')).toBeInTheDocument()
  })

  it('to-do tasks: columns and the row action', async () => {
    await renderAt(<TodoTasks />, '/bpm/task/todo')
    expect((await screen.findAllByText('Handle')).length).toBeGreaterThan(0)
    expect(screen.getAllByText('Initiator').length).toBeGreaterThan(0)
    for (const th of document.querySelectorAll('th')) expect(th.textContent).not.toMatch(CHINESE)
  })

  it('OA leave form: labels, placeholders, button and messages', async () => {
    await renderAt(<LeaveCreate />, '/bpm/oa/leave/create')
    expect(await screen.findByText('New leave request')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('Leave type is required')).toBeInTheDocument()
    expect(screen.getByText('Leave period is required')).toBeInTheDocument()
    expect(screen.getByText('Reason for leave is required')).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(CHINESE)
    expect(ownTexts(document.body).filter((s) => CHINESE.test(s))).toEqual([])
  })

  it('OA leave detail: the leave, its result and a link to its process; a missing or unknown id says so', async () => {
    await renderAt(<LeaveDetail />, '/bpm/oa/leave/detail?id=1')
    const card = (await screen.findByText('Leave request details')).closest('.ant-card') as HTMLElement
    expect(within(card).getByText('Days of leave').closest('tr')).toHaveTextContent('5')
    expect(within(card).getByText('Reason').closest('tr')).toHaveTextContent('家中有事')
    expect(within(card).getByRole('link', { name: 'View approval progress' })).toHaveAttribute(
      'href',
      '/bpm/process-instance/detail?id=1',
    )
  })

  it.each([
    ['/bpm/oa/leave/detail', 'The leave request ID (id) is missing'],
    // yudao refuses an unknown leave (1009001001): its message, with a retry
    ['/bpm/oa/leave/detail?id=999', '请假申请不存在'],
  ])('OA leave detail at %s: %s', async (path, said) => {
    await renderAt(<LeaveDetail />, path)
    expect(await screen.findByText(said)).toBeInTheDocument()
  })

  it('form editor: the designer’s palette, canvas and properties in English', async () => {
    await renderAt(<FormEditor />, '/bpm/manager/form/edit')
    expect(await screen.findByText('Add process form')).toBeInTheDocument()
    // the designer's chunk is transformed on its first visit: slow on a busy machine
    await screen.findByLabelText('Components', { selector: 'nav' }, { timeout: 30_000 })
    expect(screen.getByText('Basic')).toBeInTheDocument()
    expect(screen.getByText('System fields')).toBeInTheDocument()
    await act(async () => void fireEvent.click(screen.getByLabelText('Add Input')))
    expect(await screen.findByLabelText('Field name')).toBeInTheDocument()
    expect(screen.getByLabelText('Label')).toHaveValue('Input')
    expect(screen.getByLabelText('Undo')).toBeEnabled()
    // the status radio's labels are the common_status dictionary's (data); a field name is the user's (F…)
    const own = ownTexts(document.body, (el) => el.closest('.ant-radio-wrapper') !== null)
    expect(own.filter((s) => CHINESE.test(s))).toEqual([])
  }, 60_000) // the designer's chunk on its first visit, on a busy machine
})

describe('bpm pages in 简体中文', () => {
  beforeEach(() => setLanguage('zh-CN'))

  it('says the spec’s texts word for word', async () => {
    await renderAt(<ProcessInstanceDetail />, '/bpm/process-instance/detail?id=1')
    expect(await screen.findByText('审批记录')).toBeInTheDocument()
    expect(screen.getByText('申请信息')).toBeInTheDocument()
    expect(screen.getByText(/^审批任务【.+】$/)).toBeInTheDocument()
    expect(screen.getByLabelText('审批建议')).toHaveAttribute('placeholder', '请输入审批建议')
    await waitFor(() => expect(screen.getAllByTestId('task-record')[0]).toHaveTextContent(/^.*审批人：.*创建时间：/))
  })

  it('follows a switch in place, keeping what was typed', async () => {
    await renderAt(<LeaveCreate />, '/bpm/oa/leave/create')
    await userEvent.type(await screen.findByLabelText('请假原因'), '家中有事')
    await act(() => setLanguage('en'))
    expect(await screen.findByText('New leave request')).toBeInTheDocument()
    expect(screen.getByLabelText('Reason for leave')).toHaveValue('家中有事')
  })
})
