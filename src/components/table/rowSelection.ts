import type { TableRowSelection } from 'antd/es/table/interface'
import { translate } from '../../i18n'

/**
 * A table's row selection with accessible names in the interface's language (issue 16, 25): antd names its checkboxes `Select all` and
 * `Select row N` whatever the locale. `rowName` says which row a checkbox selects (选择「标题」).
 */
export function zhRowSelection<T>(selection: TableRowSelection<T>, rowName: (row: T) => string): TableRowSelection<T> {
  return {
    ...selection,
    getTitleCheckboxProps: () => ({ 'aria-label': translate('common', 'selectAll'), ...selection.getTitleCheckboxProps?.() }),
    getCheckboxProps: (row) => ({
      'aria-label': translate('common', 'selectRow', { name: rowName(row) }),
      ...selection.getCheckboxProps?.(row),
    }),
  }
}
