/** Shared table parts (spec §2.3, §9). See each component's comment for its props. */
export { Pagination, PAGINATION_DEFAULTS, DEFAULT_PAGE, type PaginationProps } from './Pagination'
export { RightToolbar, useColumnVisibility, type ColumnVisibility, type RightToolbarProps, type ToolbarColumn } from './RightToolbar'
export { scrollTo } from './scrollTo'

// The system pages were written against these names before the components landed; same components.
export { Pagination as TablePagination } from './Pagination'
export { RightToolbar as TableToolbar } from './RightToolbar'
