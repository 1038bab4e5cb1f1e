// 发起流程 (issue 43): the chosen process's form opens at once — its rules came with the list — and the diagram's XML is
// asked for meanwhile; when that request fails, the diagram says so and the form can still be filled in and started.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { api } from '../../mocks/util'
import { useSession } from '../../stores/session'
import { renderPage, signIn } from '../system/testing'
import ProcessInstanceCreate from './pages/ProcessInstanceCreate'

afterEach(() => useSession.getState().clear())

const definition = {
  id: 'leave-lite:1:9',
  key: 'leave-lite',
  name: '简易申请',
  category: '1',
  description: '',
  version: 1,
  formType: 10,
  formId: 9,
  formName: '简易申请单',
  formConf: '{}',
  formFields: [JSON.stringify({ type: 'input', field: 'title', title: '标题', $required: true })],
  formCustomCreatePath: '',
  formCustomViewPath: '',
  suspensionState: 1,
  deploymentTime: 1700000000000,
}
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: '', data })

/** The page with one definition; the XML answer is what `xml()` returns, when it returns; what create received. */
async function open(xml: () => Promise<Response>) {
  await signIn('admin')
  const created: unknown[] = []
  server.use(
    mswHttp.get(api('/bpm/process-definition/list'), () => ok([definition])),
    mswHttp.get(api('/bpm/process-definition/get-bpmn-xml'), xml),
    mswHttp.post(api('/bpm/process-instance/create'), async ({ request }) => {
      created.push(await request.json())
      return ok('501')
    }),
  )
  await act(async () => void renderPage(<ProcessInstanceCreate />))
  fireEvent.click(await screen.findByRole('button', { name: /选\s*择/ }))
  return created
}

describe('发起流程', () => {
  it('opens the form before the diagram’s XML is here', async () => {
    let answer: (r: Response) => void = () => {}
    const pending = new Promise<Response>((resolve) => (answer = resolve))
    await open(() => pending)
    expect(await screen.findByLabelText('标题')).toBeInTheDocument()
    expect(screen.queryByText('流程图暂时无法显示，表单可照常填写和提交')).toBeNull()
    // the XML never came: said, and the form stays
    await act(async () => answer(HttpResponse.json({ code: 500, msg: '系统异常', data: null })))
    expect(await screen.findByText('流程图暂时无法显示，表单可照常填写和提交')).toBeInTheDocument()
    expect(screen.getByLabelText('标题')).toBeInTheDocument()
  })

  it('starts the process when the diagram could not be loaded', async () => {
    const created = await open(async () => HttpResponse.error())
    expect(await screen.findByText('流程图暂时无法显示，表单可照常填写和提交')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '采购申请' } })
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    await waitFor(() =>
      expect(created).toEqual([{ processDefinitionId: 'leave-lite:1:9', variables: { title: '采购申请' } }]),
    )
  })
})
