// 发起流程 (issue 43): the chosen process's form opens at once — its rules came with the list — and the diagram's XML is
// asked for meanwhile; when that request fails, the diagram says so and the form can still be filled in and started.
// Issue 51: the chosen process is in the URL, what is typed is kept per user and process until it is started or
// discarded, and the start event's 表单字段权限 apply.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router-dom'
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { api } from '../../mocks/util'
import { useSession } from '../../stores/session'
import { renderPage, signIn } from '../system/testing'
import ProcessInstanceCreate from './pages/ProcessInstanceCreate'

// bpmn-js does not draw in jsdom: the diagram is the viewer's own business
vi.mock('./components/lazyBpmn', () => ({ ProcessViewer: () => null }))

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
  formFields: [
    JSON.stringify({ type: 'input', field: 'title', title: '标题', $required: true }),
    JSON.stringify({ type: 'input', field: 'budget', title: '预算' }),
    JSON.stringify({ type: 'input', field: 'secret', title: '成本底价' }),
  ],
  formCustomCreatePath: '',
  formCustomViewPath: '',
  suspensionState: 1,
  deploymentTime: 1700000000000,
}
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: '', data })

/** Where the page is: its URL's query, shown for the test to read. */
function Where() {
  return <output aria-label="where">{useLocation().search}</output>
}

const KEY = (userId: number) => `form-draft:${userId}:/bpm/process-instance/create:start:leave-lite:1:9`
const xmlOk = (xml = '<definitions/>') => async () => ok(xml)

/** The page with one definition, at `path`; the XML answer is what `xml()` returns, when it returns; what create received. */
async function render(
  xml: () => Promise<Response>,
  { path = '/', who = 'admin' as 'admin' | 'user', def = definition } = {},
) {
  await signIn(who)
  const created: unknown[] = []
  server.use(
    mswHttp.get(api('/bpm/process-definition/list'), () => ok([def])),
    mswHttp.get(api('/bpm/process-definition/get-bpmn-xml'), xml),
    mswHttp.post(api('/bpm/process-instance/create'), async ({ request }) => {
      created.push(await request.json())
      return ok('501')
    }),
  )
  await act(
    async () =>
      void renderPage(
        <>
          <ProcessInstanceCreate />
          <Where />
        </>,
        { path },
      ),
  )
  return created
}

/** The page, then its definition chosen. */
async function open(xml: () => Promise<Response>) {
  const created = await render(xml)
  fireEvent.click(await screen.findByRole('button', { name: /选\s*择/ }))
  return created
}
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } })
const CHOSEN = '/?processDefinitionId=leave-lite%3A1%3A9'

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

describe('发起流程 keeps what was typed (issue 51)', () => {
  it('puts the chosen process in the URL, and opens its form from it', async () => {
    await open(xmlOk())
    await screen.findByLabelText('标题')
    expect(screen.getByLabelText('where')).toHaveTextContent('?processDefinitionId=leave-lite%3A1%3A9')
    fireEvent.click(screen.getByRole('button', { name: '选择其它流程' }))
    expect(await screen.findByText('选择流程')).toBeInTheDocument()
    expect(screen.getByLabelText('where')).toBeEmptyDOMElement()
    cleanup()
    await render(xmlOk(), { path: CHOSEN }) // a reload, a link
    expect(await screen.findByLabelText('标题')).toBeInTheDocument()
  })

  it('says so when the process in the URL is not one that can be started', async () => {
    await render(xmlOk(), { path: '/?processDefinitionId=gone:1:1' })
    expect(await screen.findByText('所选流程不存在或已挂起，请重新选择')).toBeInTheDocument()
    expect(screen.getByText('简易申请')).toBeInTheDocument()
  })

  it('keeps what is typed as it is typed, offers it back with its time, and restores it', async () => {
    await open(xmlOk())
    await screen.findByLabelText('标题')
    expect(screen.queryByTestId('draft-offer')).toBeNull() // nothing kept yet: nothing offered
    type('标题', '项目申报')
    type('预算', '32000')
    const user = useSession.getState().user!.id
    expect(JSON.parse(localStorage.getItem(KEY(user))!).values).toMatchObject({ title: '项目申报', budget: '32000' })
    cleanup() // the tab is gone
    await render(xmlOk(), { path: CHOSEN })
    const offer = await screen.findByTestId('draft-offer')
    expect(offer).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})? 填写的内容尚未提交/)
    expect(screen.getByLabelText('标题')).toHaveValue('') // offered, not forced
    fireEvent.click(screen.getByRole('button', { name: /恢\s*复/ }))
    expect(screen.getByLabelText('标题')).toHaveValue('项目申报')
    expect(screen.getByLabelText('预算')).toHaveValue('32000')
    expect(screen.queryByTestId('draft-offer')).toBeNull()
  })

  it('forgets it when discarded', async () => {
    await open(xmlOk())
    await screen.findByLabelText('标题')
    type('标题', '项目申报')
    cleanup()
    await render(xmlOk(), { path: CHOSEN })
    fireEvent.click(await screen.findByRole('button', { name: /放\s*弃/ }))
    expect(screen.queryByTestId('draft-offer')).toBeNull()
    expect(screen.getByLabelText('标题')).toHaveValue('')
    expect(localStorage.getItem(KEY(useSession.getState().user!.id))).toBeNull()
    cleanup()
    await render(xmlOk(), { path: CHOSEN })
    await screen.findByLabelText('标题')
    expect(screen.queryByTestId('draft-offer')).toBeNull()
  })

  it('forgets it once the process is started, and sends only what was submitted', async () => {
    const created = await open(xmlOk())
    await screen.findByLabelText('标题')
    type('标题', '项目申报')
    expect(localStorage.getItem(KEY(useSession.getState().user!.id))).not.toBeNull()
    expect(created).toEqual([]) // keeping it sends nothing
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    await waitFor(() => expect(created).toHaveLength(1))
    await waitFor(() => expect(Object.keys(localStorage).filter((k) => k.startsWith('form-draft:'))).toEqual([]))
  })

  it('offers another user nothing', async () => {
    await open(xmlOk())
    await screen.findByLabelText('标题')
    type('标题', '管理员的申请')
    cleanup()
    useSession.getState().clear() // the session ended; someone else signs in at the same desk
    await render(xmlOk(), { path: CHOSEN, who: 'user' })
    expect(await screen.findByLabelText('标题')).toHaveValue('')
    expect(screen.queryByTestId('draft-offer')).toBeNull()
  })
})

describe('发起流程 keeps uploads as their URLs (issue 51)', () => {
  const withFiles = {
    ...definition,
    formFields: [
      ...definition.formFields,
      JSON.stringify({ type: 'UploadFile', field: 'files', title: '附件', props: { fileType: ['pdf'], limit: 3 } }),
    ],
  }
  const pdf = (name: string) => new File([new Uint8Array(10)], name, { type: 'application/pdf' })
  const LOAD = { timeout: 20_000 }

  it('keeps a file sent as its URL, not one still on its way; restoring sends nothing', async () => {
    const sent: string[] = []
    // what goes to the server (reading the page's data aside)
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`)
    })
    await render(xmlOk(), { path: CHOSEN, def: withFiles })
    await screen.findByRole('button', { name: /点击上传/ }, LOAD)
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!
    await userEvent.upload(input(), pdf('合同.pdf'))
    const key = KEY(useSession.getState().user!.id)
    await waitFor(() => expect(JSON.parse(localStorage.getItem(key)!).values.files).toHaveLength(1))
    const [url] = JSON.parse(localStorage.getItem(key)!).values.files as string[]
    expect(url).toMatch(/^https?:\/\/\S+$/)
    // the next file never gets its answer: the tab is closed meanwhile
    server.use(mswHttp.post(api('/infra/file/upload'), () => new Promise<Response>(() => undefined)))
    await userEvent.upload(input(), pdf('发票.pdf'))
    await screen.findByText('发票.pdf') // on its way
    expect(JSON.parse(localStorage.getItem(key)!).values.files).toEqual([url])
    expect(sent).toEqual(Array(2).fill('POST /admin-api/infra/file/upload')) // the two files; keeping sends nothing
    cleanup()

    await render(xmlOk(), { path: CHOSEN, def: withFiles })
    sent.length = 0
    fireEvent.click(await screen.findByRole('button', { name: /恢\s*复/ }))
    await waitFor(() => expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(1), LOAD)
    expect(document.querySelector(`.ant-upload-list-item a[href="${url}"]`)).not.toBeNull()
    expect(screen.queryByText('发票.pdf')).toBeNull()
    expect(sent).toEqual([]) // restored from the browser: nothing uploaded again, nothing started
    server.events.removeAllListeners()
  })
})

describe('发起流程 with the start event’s 表单字段权限 (issue 51)', () => {
  const diagram = `<definitions xmlns:flowable="http://flowable.org/bpmn"><process id="leave-lite">
    <startEvent id="start"><extensionElements>
      <flowable:fieldsPermission field="budget" title="预算" permission="1" />
      <flowable:fieldsPermission field="secret" title="成本底价" permission="3" />
    </extensionElements></startEvent>
    <userTask id="audit"><extensionElements><flowable:fieldsPermission field="budget" permission="2" /></extensionElements></userTask>
  </process></definitions>`

  it('shows the initiator what the start event lets them see and write; a field it does not name stays as the form has it', async () => {
    const created = await open(xmlOk(diagram))
    await waitFor(() => expect(screen.queryByLabelText('成本底价')).toBeNull())
    expect(screen.getByLabelText('预算')).toBeDisabled()
    expect(screen.getByLabelText('标题')).toBeEnabled()
    type('标题', '采购申请')
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    await waitFor(() => expect(created).toHaveLength(1))
    expect(created[0]).toEqual({ processDefinitionId: 'leave-lite:1:9', variables: { title: '采购申请' } })
  })
})
