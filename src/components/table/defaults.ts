/** spec §9 pagination defaults. No antd here: start-up code asks for a list's first page with them (issue 23). */
export const PAGINATION_DEFAULTS = {
  pageNo: 1,
  pageSize: 20,
  pageSizes: [10, 20, 30, 50],
  /** Page buttons shown; antd shows 7 by default and 5 with `showLessItems`. */
  pagerCount: 7,
  narrowPagerCount: 5,
  scrollDurationMs: 800,
} as const

/** The first page with the default size, for a list's initial query: `{ pageNo: 1, pageSize: 20 }`. */
export const DEFAULT_PAGE: Readonly<{ pageNo: number; pageSize: number }> = Object.freeze({
  pageNo: PAGINATION_DEFAULTS.pageNo,
  pageSize: PAGINATION_DEFAULTS.pageSize,
})
