/** Default display format (spec §9): year-month-day hour:minute:second. */
export const DEFAULT_DATE_FORMAT = '{y}-{m}-{d} {h}:{i}:{s}'

/** A 10-digit number or numeric string is a Unix time in seconds (spec §9); longer ones are milliseconds. */
export function toDate(value: Date | number | string): Date {
  if (value instanceof Date) return value
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value)
    return new Date(String(n).length === 10 ? n * 1000 : n)
  }
  return new Date(value.replace(/-/g, '/').replace('T', ' ').replace(/\.\d+$/, ''))
}

/** Formats a date with {y}{m}{d}{h}{i}{s}{a} placeholders; empty input gives ''. */
export function formatDate(value: Date | number | string | null | undefined, pattern = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return ''
  const d = toDate(value)
  if (Number.isNaN(d.getTime())) return ''
  const parts: Record<string, number> = {
    y: d.getFullYear(),
    m: d.getMonth() + 1,
    d: d.getDate(),
    h: d.getHours(),
    i: d.getMinutes(),
    s: d.getSeconds(),
    a: d.getDay(),
  }
  return pattern.replace(/{([ymdhisa])+}/g, (_, key: string) => {
    if (key === 'a') return ['日', '一', '二', '三', '四', '五', '六'][parts.a]
    return String(parts[key]).padStart(2, '0')
  })
}

/** A picked day (dayjs); only `format` is needed here. */
type Day = { format(pattern: string): string }

/**
 * A search form's date range as days. An open end (only a start or only an end picked) becomes the widest day yudao's
 * BETWEEN accepts; nothing picked gives null.
 */
export function dayRange(range: readonly (Day | null | undefined)[] | null | undefined): [string, string] | null {
  const [from, to] = [range?.[0], range?.[1]]
  if (!from && !to) return null
  return [from ? from.format('YYYY-MM-DD') : '1970-01-01', to ? to.format('YYYY-MM-DD') : '9999-12-31']
}

/**
 * Adds a date range to query params (spec §5): begin gets 00:00:00, end gets 23:59:59.
 * `propName` undefined → params.beginTime / endTime; otherwise params[propName] = [begin, end] (yudao's `createTime[]`).
 */
export function addDateRange<T extends Record<string, unknown>>(
  params: T,
  range: [string, string] | null | undefined,
  propName?: string,
): T & Record<string, unknown> {
  const out: Record<string, unknown> = { ...params }
  if (!range || range.length !== 2 || !range[0] || !range[1]) return out as T
  const begin = `${range[0].slice(0, 10)} 00:00:00`
  const end = `${range[1].slice(0, 10)} 23:59:59`
  if (propName) out[propName] = [begin, end]
  else Object.assign(out, { beginTime: begin, endTime: end })
  return out as T & Record<string, unknown>
}
