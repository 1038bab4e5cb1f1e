// The system pages in English (issue 25): their own texts — columns, search, buttons, dialogs, rules, confirmations —
// say no Chinese; the rows are data and stay as the server sent them.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EntityForm } from '../../../components/crud'
import { setLanguage } from '../../../i18n'
import { renderPage, signIn } from '../testing'
import ConfigPage, { CONFIG_FORM } from './ConfigPage'
import DictDataPage from './DictDataPage'
import NoticePage from './NoticePage'

// Whole antd pages in jsdom are slow on this machine.
vi.setConfig({ testTimeout: 30_000 })

const HAN = /\p{Script=Han}/u

/**
 * The page's own words: everything but the data — the table's rows and the dictionary's labels (tags, radio options,
 * a chosen option) — with accessible names, titles and placeholders.
 */
function ownWords(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement
  copy.querySelectorAll('tbody, .ant-tag, .ant-radio-group, .ant-select-selection-item').forEach((e) => e.remove())
  const attributes = [...copy.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((e) =>
    ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
  )
  return [copy.textContent, ...attributes].join(' ')
}

beforeEach(async () => {
  await signIn('admin')
  await setLanguage('en')
})
afterEach(() => setLanguage('zh-CN'))

describe('system pages in English', () => {
  it('配置管理: columns, search and the refused delete say English; the data stays as it is', async () => {
    const { container } = renderPage(<ConfigPage />)
    const row = (await screen.findByText('sys.index.skinName')).closest('tr') as HTMLElement
    expect(screen.getByRole('columnheader', { name: 'Parameter name' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Built-in' })).toBeInTheDocument()
    const search = screen.getByRole('form', { name: 'Search' })
    expect(within(search).getByLabelText('Parameter key')).toHaveAttribute('placeholder', 'Enter Parameter key')
    expect(within(row).getByRole('button', { name: /Delete/ })).toHaveAccessibleName(/Built-in parameters cannot be deleted/)
    expect(ownWords(container)).not.toMatch(HAN)
  })

  it('the parameter dialog says its title, labels, help and rules in English', async () => {
    renderPage(<EntityForm form={CONFIG_FORM} open onClose={() => {}} onSaved={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Add parameter')).toBeInTheDocument()
    expect(within(dialog).getByText('Parameters added here are always custom parameters')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: /OK/ }))
    expect(await within(dialog).findByText('Enter the parameter key')).toBeInTheDocument()
    expect(ownWords(dialog)).not.toMatch(HAN)
  })

  it('通知公告: 推送 asks and says so in English', async () => {
    const { container } = renderPage(<NoticePage />)
    const row = (await screen.findByText('平台系统升级维护通知')).closest('tr') as HTMLElement
    expect(screen.getByRole('columnheader', { name: 'Title' })).toBeInTheDocument()
    expect(ownWords(container)).not.toMatch(HAN)
    await userEvent.click(within(row).getByRole('button', { name: /Push/ }))
    const confirm = await screen.findByRole('dialog')
    expect(within(confirm).getByText('Send this notice to everyone signed in now?')).toBeInTheDocument()
    expect(ownWords(confirm)).not.toMatch(HAN)
  })

  it('字典数据 of a type that does not exist says so in English, and follows a switch back', async () => {
    renderPage(<DictDataPage />, { path: '/dict/type/data/999', route: '/dict/type/data/:dictId' })
    expect(await screen.findByText('Dictionary type not found')).toBeInTheDocument()
    expect(screen.getByText('There is no dictionary type with ID 999. It may have been deleted.')).toBeInTheDocument()
    await act(() => setLanguage('zh-CN'))
    expect(await screen.findByText('字典类型不存在')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '返回字典管理' })).toBeInTheDocument()
  })
})
