// The declarative list page in English (issue 25): its own texts, the presets' and a page's msg(…) declarations are
// said in the interface's language, and a switch in place re-says them without losing what the user typed.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { msg, setLanguage } from '../../i18n'
import { column, field, removeById } from './presets'
import { renderListView } from './renderListView'
import type { ListPageDef } from './types'

interface Row {
  id: number
  name: string
  remark: string
  createTime: number
}

const rows: Row[] = [
  { id: 7, name: 'Alpha', remark: 'First', createTime: Date.UTC(2024, 0, 2) },
  { id: 8, name: 'Beta', remark: 'Second', createTime: Date.UTC(2024, 0, 3) },
]

// A page's declaration as the features write it: module-scope texts are msg(…) (here the common catalogue's).
const def: ListPageDef<Row, Record<string, unknown>> = {
  fetchPage: () => Promise.resolve({ list: rows, total: rows.length }),
  search: [field.text('name', msg('common', 'remark')), field.createTime],
  columns: [{ key: 'name', title: msg('common', 'status') }, column.remark(), column.createTime()],
  columnToggle: true,
  form: {
    titles: { create: msg('common', 'add'), edit: msg('common', 'edit') },
    fields: [field.text('name', msg('common', 'remark'), { required: msg('common', 'usccRequired') }), field.remark],
    defaults: {},
    create: () => Promise.resolve(),
    update: () => Promise.resolve(),
  },
  remove: removeById(msg('common', 'exportConfig'), () => Promise.resolve()),
  export: { confirm: msg('common', 'unexpected'), call: () => Promise.reject(new Error('not here')) },
  selection: { name: (row) => row.name },
}

const renderList = () => renderListView(def)

const CHINESE = /[\u4e00-\u9fff]/

/** Every text a user or a screen reader meets: the visible text and the names, hints and placeholders. */
function interfaceText(root: HTMLElement = document.body) {
  const attributes = [...root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
  )
  return [root.textContent ?? '', ...attributes].join('\n')
}

afterEach(() => setLanguage('zh-CN'))

describe('a declarative list page in English (issue 25)', () => {
  it('says its own texts, the presets and the page’s declarations in English, without a Chinese character', async () => {
    await setLanguage('en')
    renderList()
    expect(await screen.findByText('Alpha')).toBeInTheDocument()
    // Text queries, not role queries: antd's table makes role queries slow under jsdom.
    for (const text of ['Search', 'Reset', 'Add', 'Export', 'Actions', 'Created at', 'Remarks', '2 records'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0)
    expect(screen.getByPlaceholderText('Enter Remarks')).toBeInTheDocument()
    expect(await screen.findByPlaceholderText('Start date')).toBeInTheDocument() // the picker's code comes on first use
    expect(screen.getByLabelText('Refresh')).toBeInTheDocument()
    expect(screen.getByLabelText('Select “Alpha”')).toBeInTheDocument()
    expect(interfaceText()).not.toMatch(CHINESE)

    // The delete confirmation composes the page's msg(…) with the row's id.
    fireEvent.click(screen.getAllByText('Delete')[0])
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Delete the Configuration with ID "7"?')).toBeInTheDocument()
    expect(within(dialog).getAllByText('System message').length).toBeGreaterThan(0)
    expect(interfaceText(dialog)).not.toMatch(CHINESE)
  })

  it('the create dialog says its title, labels and required message in English', async () => {
    await setLanguage('en')
    renderList()
    fireEvent.click(await screen.findByText('Add'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Add')).toBeInTheDocument()
    expect(within(dialog).getByPlaceholderText('Enter the content')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByText('OK'))
    expect(await within(dialog).findByText('Enter the Unified Social Credit Code')).toBeInTheDocument()
    expect(interfaceText(dialog)).not.toMatch(CHINESE)
  })

  it('a switch in place re-says the page and keeps what was typed in an open dialog', async () => {
    renderList()
    expect(await screen.findByText('共 2 条')).toBeInTheDocument()
    fireEvent.click(screen.getByText('新增'))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByPlaceholderText('请输入备注'), { target: { value: 'typed before' } })

    await act(() => setLanguage('en'))
    await waitFor(() => expect(screen.getByText('2 records')).toBeInTheDocument())
    expect(screen.getAllByText('Actions').length).toBeGreaterThan(0)
    expect(within(dialog).getByPlaceholderText('Enter Remarks')).toHaveValue('typed before')
    expect(within(dialog).getByText('Cancel')).toBeInTheDocument()
  })
})
