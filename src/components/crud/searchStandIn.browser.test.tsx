// A press on a search select's stand-in before the start-up's first paint (issue 51) opens the select, and it stays
// open for the pick: a journey's press was lost on a busy CI. In a real browser, where the select mounts and starts
// watching the window's presses within that very press (jsdom's events run under act() and can't show it).
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import '../../styles/antd.css'
import { msg } from '../../i18n'
import AntdProviders from '../AntdProviders'
import { FirstPaintDone } from '../firstPaint'
import { ListView } from './ListView'
import type { ListPageDef } from './types'

const def: ListPageDef<{ id: number }, Record<string, unknown>> = {
  fetchPage: () => Promise.resolve({ list: [{ id: 1 }], total: 1 }),
  columns: [{ key: 'id', title: msg('common', 'status') }],
  search: [{ name: 'status', label: msg('common', 'status'), kind: 'select', options: [{ label: '是', value: 1 }] }],
}

describe('a search select pressed before the first paint', () => {
  it('opens at once, focused, and takes the pick', async () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <AntdProviders>
          <FirstPaintDone.Provider value={false}>
            <ListView def={def} />
          </FirstPaintDone.Provider>
        </AntdProviders>
      </MemoryRouter>,
    )
    const standIn = screen.getByLabelText('状态')
    expect(standIn).toHaveAttribute('readonly')
    await userEvent.click(standIn)
    const select = await screen.findByRole('combobox', { name: '状态' })
    expect(select).toHaveFocus()
    await userEvent.click(await screen.findByTitle('是'))
    await expect.poll(() => document.querySelector('.ant-select-content')?.textContent).toBe('是')
  })
})
