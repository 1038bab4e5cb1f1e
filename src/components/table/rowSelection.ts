import type { TableRowSelection } from 'antd/es/table/interface'

/**
 * A table's row selection with Chinese accessible names (issue 16): antd names its checkboxes `Select all` and
 * `Select row N` whatever the locale. `rowName` says which row a checkbox selects (选择「标题」).
 */
export function zhRowSelection<T>(selection: TableRowSelection<T>, rowName: (row: T) => string): TableRowSelection<T> {
  return {
    ...selection,
    getTitleCheckboxProps: () => ({ 'aria-label': '全选', ...selection.getTitleCheckboxProps?.() }),
    getCheckboxProps: (row) => ({ 'aria-label': `选择「${rowName(row)}」`, ...selection.getCheckboxProps?.(row) }),
  }
}
