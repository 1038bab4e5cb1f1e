// A list's search selects and date ranges wait for the start-up's first paint (issue 51): until then a read-only input
// of their size and label stands in; a page opened later, or a field with a value, renders the control at once.
import { act, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { msg } from '../../i18n'
import AntdProviders from '../AntdProviders'
import { FirstPaintDone, useTrackFirstPaint } from '../firstPaint'
import { ListView } from './ListView'
import { field } from './presets'
import type { ListPageDef } from './types'

const options = [{ label: '是', value: 1 }]
const def = (initialQuery?: Record<string, unknown>): ListPageDef<{ id: number }, Record<string, unknown>> => ({
  fetchPage: () => Promise.resolve({ list: [{ id: 1 }], total: 1 }),
  columns: [{ key: 'id', title: msg('common', 'status') }],
  search: [
    { name: 'status', label: msg('common', 'status'), kind: 'select', options, placeholder: '请选择' },
    field.createTime,
  ],
  initialQuery,
})

/** The page as the shell renders it at a start-up: the first render before its first paint. */
function Shell({ children }: { children: ReactNode }) {
  return <FirstPaintDone.Provider value={useTrackFirstPaint()}>{children}</FirstPaintDone.Provider>
}
const renderPage = (page: ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/list']}>
      <AntdProviders>{page}</AntdProviders>
    </MemoryRouter>,
  )

describe('search controls after the first paint', () => {
  it('stand as read-only inputs of their label in the first frame, the select and the picker after it', async () => {
    renderPage(
      <Shell>
        <ListView def={def()} />
      </Shell>,
    )
    const status = screen.getByLabelText('状态')
    expect(status).toHaveAttribute('readonly')
    expect(status).toHaveAttribute('placeholder', '请选择')
    expect(screen.getByLabelText('创建时间')).toHaveAttribute('placeholder', '开始日期 → 结束日期')
    expect(screen.queryByRole('combobox')).toBeNull()
    await act(() => new Promise<void>((painted) => requestAnimationFrame(() => painted())))
    await waitFor(() => expect(screen.getByRole('combobox', { name: '状态' })).toBeInTheDocument())
    expect(await screen.findByPlaceholderText('开始日期')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('结束日期')).toBeInTheDocument()
  })

  it('a field with a value shows it at once', () => {
    renderPage(
      <Shell>
        <ListView def={def({ status: 1 })} />
      </Shell>,
    )
    expect(screen.getByRole('combobox', { name: '状态' })).toBeInTheDocument()
    expect(screen.getByTitle('是')).toBeInTheDocument()
  })

  // Before the paint (held here), a Tab onto a stand-in must not be lost; a press: searchStandIn.browser.test.tsx.
  it('a Tab onto a stand-in hands the focus to its control, closed', async () => {
    renderPage(
      <FirstPaintDone.Provider value={false}>
        <ListView def={def()} />
      </FirstPaintDone.Provider>,
    )
    act(() => screen.getByLabelText('创建时间').focus())
    const start = await screen.findByPlaceholderText('开始日期')
    await waitFor(() => expect(start).toHaveFocus())
    expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeNull()
  })

  // The picker's code is fetched after the start-up's first paint (lateLazy): fetched here on this first use.
  it('a page opened after the start-up renders its controls at once', async () => {
    renderPage(<ListView def={def()} />)
    expect(screen.getByRole('combobox', { name: '状态' })).toBeInTheDocument()
    expect(await screen.findByPlaceholderText('开始日期')).toBeInTheDocument()
  })
})
