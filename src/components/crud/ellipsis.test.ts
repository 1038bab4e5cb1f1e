import { describe, expect, it } from 'vitest'
import { CELL_MAX_WIDTH, withEllipsis } from './ellipsis'

type Row = { id: number; name: string }
const row: Row = { id: 1, name: '名称' }
const style = (column: ReturnType<typeof withEllipsis<Row>>) => column.onCell?.(row, 0).style

describe('withEllipsis (issue 22: a cell holds a text of any length on one line)', () => {
  it('cuts a column without a width at CELL_MAX_WIDTH', () => {
    const column = withEllipsis<Row>({ key: 'name', title: '名称', dataIndex: 'name' })
    expect(column.ellipsis).toBe(true)
    expect(style(column)).toEqual({ maxWidth: CELL_MAX_WIDTH })
  })

  it("cuts a column with a width at that width, and keeps the page's own ellipsis setting", () => {
    const column = withEllipsis<Row>({ key: 'name', title: '名称', width: 120, ellipsis: { showTitle: false } })
    expect(column.ellipsis).toEqual({ showTitle: false })
    expect(style(column)).toEqual({ maxWidth: 120 })
  })

  it("keeps the page's own cell props, its style winning", () => {
    const column = withEllipsis<Row>({
      key: 'name',
      title: '名称',
      onCell: (r) => ({ className: `row-${r.id}`, style: { maxWidth: 80, color: 'red' } }),
    })
    expect(column.onCell?.(row, 0)).toEqual({ className: 'row-1', style: { maxWidth: 80, color: 'red' } })
  })

  it('leaves a column that opts out alone', () => {
    const own = { key: 'name', title: '名称', ellipsis: false }
    expect(withEllipsis<Row>(own)).toBe(own)
  })
})
