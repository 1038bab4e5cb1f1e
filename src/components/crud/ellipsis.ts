import type { TableColumnType } from 'antd'

/** How wide a cell of a column without a width of its own grows before its text is cut. */
export const CELL_MAX_WIDTH = 240

/**
 * One line per cell (issue 22): a text of any length — a backend may send 20,000 characters — is cut with … at the
 * column's width (or CELL_MAX_WIDTH), the whole text in the cell's tooltip, instead of widening the table far past the
 * window (a list's table is as wide as its content: listTable.css) or growing the row. `ellipsis: false` opts out.
 */
export function withEllipsis<R>(column: TableColumnType<R>): TableColumnType<R> {
  if (column.ellipsis === false) return column
  // A nowrap cell's content is its minimum width, whatever the column's width says: the cell's max-width holds it.
  const maxWidth = column.width ?? CELL_MAX_WIDTH
  return {
    ...column,
    ellipsis: column.ellipsis ?? true,
    onCell: (row, index) => {
      const own = column.onCell?.(row, index) ?? {}
      return { ...own, style: { maxWidth, ...own.style } }
    },
  }
}
