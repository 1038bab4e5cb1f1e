/**
 * The one way dates and numbers are shown (zh-CN): dates as `YYYY-MM-DD HH:mm:ss` (spec §9), counts with thousands
 * separators (1,234). Pages call these instead of toLocaleString, so every screen agrees.
 */
import { formatDate } from './date'

export { DEFAULT_DATE_FORMAT, formatDate } from './date'

/** Pattern for a calendar day without the time (plan dates, publish dates). */
export const DATE_ONLY = '{y}-{m}-{d}'

/** `YYYY-MM-DD HH:mm:ss`; '' for a missing or unreadable value. */
export const formatDateTime = (value: Date | number | string | null | undefined) => formatDate(value)

/** `YYYY-MM-DD`; '' for a missing or unreadable value. */
export const formatDay = (value: Date | number | string | null | undefined) => formatDate(value, DATE_ONLY)

const grouped = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 })

/** A count or amount with thousands separators (12,345.5); `empty` (—) when there is none. */
export function formatNumber(value: number | string | null | undefined, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? grouped.format(n) : empty
}
