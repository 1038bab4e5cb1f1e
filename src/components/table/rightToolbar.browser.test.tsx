// A press on 显隐列 before the start-up's first paint (issue 51) opens the column list, and it stays open: in a real
// browser, where the popover mounts and starts watching the window's presses within that very press.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import '../../styles/antd.css'
import AntdProviders from '../AntdProviders'
import { FirstPaintDone } from '../firstPaint'
import { RightToolbar } from './RightToolbar'

describe('显隐列 pressed before the first paint', () => {
  it('opens the column list, which stays open for a choice', async () => {
    const hidden: string[] = []
    const columns = {
      items: [{ key: 'name', title: '名称', visible: true }],
      visibleColumns: [],
      setVisible: (key: string) => hidden.push(key),
    }
    render(
      <AntdProviders>
        <FirstPaintDone.Provider value={false}>
          <RightToolbar onRefresh={() => {}} columns={columns} />
        </FirstPaintDone.Provider>
      </AntdProviders>,
    )
    await userEvent.click(screen.getByRole('button', { name: '显隐列' }))
    await userEvent.click(await screen.findByRole('checkbox', { name: '名称' }))
    await expect.poll(() => hidden).toEqual(['name'])
  })
})
