import { render, screen } from '@testing-library/react'
import { Table } from 'antd'
import { describe, expect, it } from 'vitest'
import { zhRowSelection } from './rowSelection'

interface Row {
  id: number
  name: string
  done: boolean
}
const rows: Row[] = [
  { id: 1, name: '甲', done: false },
  { id: 2, name: '乙', done: true },
]

describe('zhRowSelection (issue 16)', () => {
  it('names the select-all and every row checkbox in Chinese and keeps the caller’s checkbox props', () => {
    render(
      <Table<Row>
        rowKey="id"
        columns={[{ title: '名称', dataIndex: 'name' }]}
        dataSource={rows}
        pagination={false}
        rowSelection={zhRowSelection<Row>({ selectedRowKeys: [], getCheckboxProps: (r) => ({ disabled: r.done }) }, (r) => r.name)}
      />,
    )
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '选择「甲」' })).toBeEnabled()
    expect(screen.getByRole('checkbox', { name: '选择「乙」' })).toBeDisabled()
    const names = screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))
    expect(names.filter((n) => /[A-Za-z]/.test(n ?? ''))).toEqual([])
  })
})
