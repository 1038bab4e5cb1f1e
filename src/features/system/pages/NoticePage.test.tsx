import type { Editor } from '@tiptap/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getNoticePage } from '../../../api/notice'
import { DEFAULT_PAGE } from '../../../components/table'
import { server } from '../../../mocks/node'
import { api } from '../../../mocks/util'
import { renderPage, signIn } from '../testing'
import NoticePage from './NoticePage'

// Whole antd pages in jsdom are slow on this machine.
vi.setConfig({ testTimeout: 60_000 })
// The dialog's rich-text editor loads lazily: its modules are transformed once here, not inside a test's time.
beforeAll(() => import('../../../components/richText/RichTextEditor'), 120_000)

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement
const dialog = () => screen.findByRole('dialog')
const ok = async () => userEvent.click(within(await dialog()).getByRole('button', { name: /确\s*定/ }))

/** The query string of every page request. */
function pageQueries() {
  const seen: URLSearchParams[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/system/notice/page')) seen.push(url.searchParams)
  })
  return seen
}

// The worked example of CONTRIBUTING, and through it what every declarative list page does (components/crud).
describe('通知公告 (a declarative list page)', () => {
  beforeEach(() => signIn('admin'))

  it('lists with §9 paging, searches from page 1, and 重置 returns to the full list', async () => {
    const queries = pageQueries()
    renderPage(<NoticePage />)
    await rowOf('平台系统升级维护通知')
    expect(queries[0].get('pageNo')).toBe('1')
    expect(queries[0].get('pageSize')).toBe(String(DEFAULT_PAGE.pageSize))
    const search = screen.getByRole('form', { name: '搜索' })
    await userEvent.type(within(search).getByLabelText('公告标题'), '专项资金')
    await userEvent.click(within(search).getByRole('button', { name: /搜\s*索/ }))
    await waitFor(() => expect(screen.queryByText('平台系统升级维护通知')).not.toBeInTheDocument())
    expect(screen.getByText('2024 年度中小企业发展专项资金申报公告')).toBeInTheDocument()
    expect(queries.at(-1)!.get('title')).toBe('专项资金')
    await userEvent.click(within(search).getByRole('button', { name: /重\s*置/ }))
    await rowOf('平台系统升级维护通知')
    expect(queries.at(-1)!.has('title')).toBe(false)
  })

  it('新增: says what is missing, keeps the input, then creates and shows the new row', async () => {
    renderPage(<NoticePage />)
    await rowOf('平台系统升级维护通知')
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }))
    expect(within(await dialog()).getByText('添加公告')).toBeInTheDocument()
    // The rich-text editor (its code loads with the dialog); typing goes through its transactions in jsdom.
    const content = await within(await dialog()).findByRole('textbox', { name: '公告内容' }, { timeout: 20_000 })
    const editor = (content as HTMLElement & { editor: Editor }).editor
    act(() => void editor.view.dispatch(editor.state.tr.insertText('正文')))
    await ok()
    expect(await screen.findByText('公告标题不能为空')).toBeInTheDocument()
    expect(screen.getByText('公告类型不能为空')).toBeInTheDocument()
    expect(within(await dialog()).getByRole('textbox', { name: '公告内容' })).toHaveTextContent('正文')
    await userEvent.type(within(await dialog()).getByLabelText('公告标题'), '新的公告')
    await userEvent.click(within(await dialog()).getByLabelText('公告类型'))
    await userEvent.click(await screen.findByTitle('公告'))
    await ok()
    expect(await screen.findByText('新增成功')).toBeInTheDocument()
    const created = await rowOf('新的公告')
    expect(within(created).getByText('正文')).toBeInTheDocument()
    const saved = (await getNoticePage({ title: '新的公告' })).list[0]
    expect(saved.content).toBe('<p>正文</p>')
  })

  it('修改 opens what the server has now; 删除 asks, deletes and says so', async () => {
    renderPage(<NoticePage />)
    const row = await rowOf('平台系统升级维护通知')
    await userEvent.click(within(row).getByRole('button', { name: /修\s*改/ }))
    const edit = await dialog()
    expect(within(edit).getByText('修改公告')).toBeInTheDocument()
    expect(within(edit).getByLabelText('公告标题')).toHaveValue('平台系统升级维护通知')
    const content = await within(edit).findByRole('textbox', { name: '公告内容' }, { timeout: 20_000 })
    expect(content).toHaveTextContent('本周六 22:00 至 24:00 平台升级，期间暂停服务。')
    await userEvent.clear(within(edit).getByLabelText('公告标题'))
    await userEvent.type(within(edit).getByLabelText('公告标题'), '平台升级通知（改）')
    await ok()
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    const changed = await rowOf('平台升级通知（改）')

    await userEvent.click(within(changed).getByRole('button', { name: /删\s*除/ }))
    const question = await screen.findByText(/是否确认删除公告编号为"\d+"的数据项\?/)
    const confirm = question.closest('.ant-modal') as HTMLElement
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('删除成功')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('平台升级通知（改）')).not.toBeInTheDocument())
  })
})

describe('a list whose answer is unusable (issue 22)', () => {
  beforeEach(() => signIn('admin'))

  it('says so above the table, and 重试 shows the rows once the server answers well', async () => {
    const bad = mswHttp.get(api('/system/notice/page'), () => HttpResponse.json({ code: 0, msg: '', data: { list: { 0: {} }, total: 1 } }))
    server.use(bad)
    renderPage(<NoticePage />)
    const banner = await screen.findByText('加载失败：服务器返回的数据格式不正确（GET /system/notice/page）')
    server.resetHandlers()
    await userEvent.click(within(banner.closest('.ant-alert') as HTMLElement).getByRole('button', { name: /重\s*试/ }))
    await rowOf('平台系统升级维护通知')
    expect(screen.queryByText(/加载失败/)).not.toBeInTheDocument()
  })
})
