// A list's pagination (below its rows) and its toolbar's tips and column popover wait for the start-up's first paint
// (issue 51), like the shell's chrome: their place is kept, and they render whole once the first frame is painted.
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { FirstPaintDone } from '../firstPaint'
import { Pagination } from './Pagination'
import { RightToolbar } from './RightToolbar'

const frame = (painted: boolean, children: ReactNode) => (
  <FirstPaintDone.Provider value={painted}>{children}</FirstPaintDone.Provider>
)

describe('after the first paint', () => {
  it('the pagination keeps its box in the first frame and fills it after', () => {
    const pagination = <Pagination total={100} pageNo={1} pageSize={10} onChange={() => {}} autoScroll={false} />
    const { container, rerender } = render(frame(false, pagination))
    expect(screen.queryByText('共 100 条')).toBeNull()
    expect(container.querySelector<HTMLElement>('.pagination-container')?.style.minHeight).toBe(
      'var(--ant-control-height)',
    )
    rerender(frame(true, pagination))
    expect(screen.getByText('共 100 条')).toBeInTheDocument()
  })

  it('an empty list has no pagination box either', () => {
    const { container } = render(frame(false, <Pagination total={0} pageNo={1} pageSize={10} onChange={() => {}} />))
    expect(container.querySelector('.pagination-container')).toBeNull()
  })

  it('the toolbar’s buttons are there at once, their tips after', async () => {
    const columns = { items: [{ key: 'name', title: '名称', visible: true }], visibleColumns: [], setVisible: () => {} }
    const toolbar = <RightToolbar onRefresh={() => {}} columns={columns} />
    const { rerender } = render(frame(false, toolbar))
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument()
    // (A press on 显隐列 before the paint opens its list at once: rightToolbar.browser.test.tsx.)
    rerender(frame(true, toolbar))
    fireEvent.mouseEnter(screen.getByRole('button', { name: '刷新' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('刷新')
    fireEvent.click(screen.getByRole('button', { name: '显隐列' }))
    expect(await screen.findByTestId('column-visibility')).toHaveTextContent('名称')
  })
})
