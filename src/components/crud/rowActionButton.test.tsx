// A row's buttons in the 操作 column are plain buttons drawn as antd's small link buttons (issue 51): what a user and a
// screen reader meet must stay what antd's Buttons gave — a named button per action, the danger one in a readable red.
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { fireEvent, render, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { DARK_ERROR_TEXT } from '../../themeContrast'
import { contrastRatio } from '../../utils/contrast'
import { RowActionButton } from './RowActionButton'

describe('a row action button', () => {
  it('is a button named by its label that acts on a click', () => {
    const onClick = vi.fn()
    render(<RowActionButton label="修改" icon={<EditOutlined />} onClick={onClick} />)
    const button = screen.getByRole('button', { name: /修改$/ }) // the build hides antd's icons (decorativeIcons)
    expect(button).toHaveAttribute('type', 'button') // never submits the search form around the table
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('is marked danger for 删除, whose dark red is antd’s danger red in dark and reads at 4.5:1 on the dark page', () => {
    render(<RowActionButton label="删除" icon={<DeleteOutlined />} danger onClick={() => {}} />)
    expect(screen.getByRole('button', { name: /删除$/ })).toHaveClass('list-row-action--danger')
    const listTableCss = readFileSync(resolve(process.cwd(), 'src/components/crud/listTable.css'), 'utf8')
    const dark = /html\[data-theme='dark'\] \.list-table \{\s*--list-row-action-danger: (#[0-9a-f]{6});/i.exec(
      listTableCss,
    )
    expect(dark?.[1].toLowerCase()).toBe(DARK_ERROR_TEXT)
    expect(contrastRatio(DARK_ERROR_TEXT, '#141414')).toBeGreaterThanOrEqual(4.5)
  })
})
