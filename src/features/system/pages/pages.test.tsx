import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { listAllSimpleDictTypes } from '../../../api/dictType'
import { text } from '../../../i18n'
import { getDictLabel } from '../../../stores/dict'
import { renderPage, signIn } from '../testing'
import ConfigPage, { BUILT_IN_DELETE_REFUSED } from './ConfigPage'
import DictDataPage from './DictDataPage'
import DictTypePage from './DictTypePage'

// Whole antd pages in jsdom are slow on this machine.
vi.setConfig({ testTimeout: 30_000 })

const searchForm = () => screen.getByRole('form', { name: '搜索' })
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement
const confirmOk = async () => {
  const confirm = await screen.findByRole('dialog')
  await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }))
}

/** Captures what the page hands to the browser as a download. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = []
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! })
  })
  return saved
}

/** The query string of every request to `path`. */
function queriesTo(path: string) {
  const seen: URLSearchParams[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith(path)) seen.push(url.searchParams)
  })
  return seen
}

afterEach(() => vi.restoreAllMocks())

describe('ConfigPage', () => {
  beforeEach(() => signIn('admin'))

  it('lists entries; a built-in entry has no delete and says why, a custom one can be deleted', async () => {
    renderPage(<ConfigPage />)
    const builtIn = await rowOf('sys.index.skinName')
    const builtInDelete = within(builtIn).getByRole('button', { name: /删除/ })
    expect(builtInDelete).toBeDisabled()
    expect(builtInDelete).toHaveAccessibleName(new RegExp(text(BUILT_IN_DELETE_REFUSED)))
    await userEvent.hover(builtInDelete)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(text(BUILT_IN_DELETE_REFUSED))
    expect(within(builtIn).getByText('系统内置')).toBeInTheDocument()

    const custom = await rowOf('url.demo')
    await userEvent.click(within(custom).getByRole('button', { name: /删除/ }))
    expect(await screen.findByText(/是否确认删除参数编号为"\d+"的数据项\?/)).toBeInTheDocument()
    await confirmOk()
    expect(await screen.findByText('删除成功')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('url.demo')).not.toBeInTheDocument())
  })

  it('exports the current search under the file name from the server', async () => {
    const saved = captureDownloads()
    const exports = queriesTo('/infra/config/export')
    // A server that names its file its own way: the page must use that name, not a default.
    server.use(
      http.get(
        '*/admin-api/infra/config/export',
        () =>
          new HttpResponse('id,name\r\n1,x', {
            headers: {
              'Content-Type': 'application/vnd.ms-excel',
              'Content-Disposition': `attachment; filename=${encodeURIComponent('参数配置-2026.xls')}`,
            },
          }),
      ),
    )
    renderPage(<ConfigPage />)
    await screen.findByText('sys.index.skinName')
    await userEvent.type(within(searchForm()).getByPlaceholderText('请输入参数键名'), 'url.')
    await userEvent.click(within(searchForm()).getByRole('button', { name: /搜\s*索/ }))
    await waitFor(() => expect(screen.queryByText('sys.index.skinName')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }))
    expect(await screen.findByText('是否确认导出所有参数数据项?')).toBeInTheDocument()
    await confirmOk()
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0].name).toBe('参数配置-2026.xls')
    expect(await saved[0].blob.text()).toContain('1,x')
    expect(exports.at(-1)?.get('key')).toBe('url.')
  })
})

describe('permission gating', () => {
  beforeEach(() => signIn('user'))

  it('shows a user with query permission only the list, no write buttons (config)', async () => {
    renderPage(<ConfigPage />)
    await screen.findByText('sys.index.skinName')
    for (const name of [/新\s*增/, /导\s*出/, /修\s*改/, /删\s*除/])
      expect(screen.queryByRole('button', { name })).toBeNull()
  })

  it('shows a user with query permission only the list, no write buttons (dictionaries)', async () => {
    renderPage(<DictTypePage />)
    await userEvent.type(within(searchForm()).getByPlaceholderText('请输入字典类型'), 'common_status')
    await userEvent.click(within(searchForm()).getByRole('button', { name: /搜\s*索/ }))
    const link = await screen.findByRole('link', { name: 'common_status' })
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/dict\/type\/data\/\d+$/))
    for (const name of [/新\s*增/, /导\s*出/, /修\s*改/, /删\s*除/])
      expect(screen.queryByRole('button', { name })).toBeNull()
  })
})

describe('DictDataPage', () => {
  beforeEach(() => signIn('admin'))
  const openCommonStatus = async () => {
    // Look the id up rather than depend on the seed's order.
    const id = (await listAllSimpleDictTypes()).find((t) => t.type === 'common_status')!.id
    renderPage(<DictDataPage />, { path: `/dict/type/data/${id}`, route: '/dict/type/data/:dictId' })
  }

  it("lists the type's entries; a new entry reaches the dictionary store at once", async () => {
    await openCommonStatus()
    // Labels 开启 and 关闭; both entries are enabled, so their status tags read 开启 too.
    expect(await screen.findAllByText('开启')).toHaveLength(3)
    expect(screen.getAllByText('关闭')).toHaveLength(1)
    expect(getDictLabel('common_status', 2)).toBe('2')

    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }))
    const form = await screen.findByRole('dialog')
    expect(within(form).getByLabelText('字典类型')).toHaveValue('common_status')
    await userEvent.type(within(form).getByLabelText('数据标签'), '审核中')
    await userEvent.type(within(form).getByLabelText('数据键值'), '2')
    await userEvent.click(within(form).getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('新增成功')).toBeInTheDocument()
    await waitFor(() => expect(getDictLabel('common_status', 2)).toBe('审核中'))
    // In the table (the closing dialog's status radios list the new entry too while they fade out).
    expect(await screen.findByRole('cell', { name: '审核中' })).toBeInTheDocument()
  })

  it("exports the type's entries under the server's file name", async () => {
    const saved = captureDownloads()
    const exports = queriesTo('/system/dict-data/export')
    await openCommonStatus()
    await screen.findAllByText('开启')
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }))
    await confirmOk()
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0].name).toBe('字典数据.csv')
    expect(exports[0].get('dictType')).toBe('common_status')
  })

  it('says so when the dictionary type does not exist', async () => {
    renderPage(<DictDataPage />, { path: '/dict/type/data/99999', route: '/dict/type/data/:dictId' })
    expect(await screen.findByText('字典类型不存在')).toBeInTheDocument()
  })
})
