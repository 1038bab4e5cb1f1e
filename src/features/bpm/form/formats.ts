/**
 * Date and time formats of datePicker / timePicker rules, as element-plus defaults them (its tokens are dayjs's): the
 * value a process variable holds is text in `valueFormat`; `format` is only what the box shows.
 */
import dayjs, { type Dayjs } from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import { str } from './shapes'
import type { FcRule } from './types'

dayjs.extend(customParseFormat)

const DATE_VALUE: Record<string, string> = {
  date: 'YYYY-MM-DD',
  dates: 'YYYY-MM-DD',
  daterange: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  datetimerange: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
  monthrange: 'YYYY-MM',
  year: 'YYYY',
  yearrange: 'YYYY',
  week: 'YYYY-MM-DD',
}

export const dateType = (rule: FcRule): string => {
  const type = String(rule.props?.type ?? (rule.type.toLowerCase() === 'daterange' ? 'daterange' : 'date'))
  return type in DATE_VALUE ? type : 'date'
}
export const isDateRange = (rule: FcRule) => dateType(rule).endsWith('range')
export const isTimeRange = (rule: FcRule) => rule.props?.isRange === true || rule.type.toLowerCase() === 'timerange'


/** The format of the value (`x` = milliseconds since 1970, as element-plus writes it). */
export function valueFormat(rule: FcRule): string {
  const isTime = rule.type.toLowerCase().startsWith('time')
  return str(rule.props?.valueFormat) ?? (isTime ? (str(rule.props?.format) ?? 'HH:mm:ss') : DATE_VALUE[dateType(rule)])
}
/** The format the box shows. */
export function displayFormat(rule: FcRule): string {
  const f = str(rule.props?.format) ?? valueFormat(rule)
  return f === 'x' || f === 'X' ? DATE_VALUE[dateType(rule)] : f
}

/** A value in the rule's valueFormat as a day (undefined when it is none). */
export function toDay(rule: FcRule, v: unknown): Dayjs | undefined {
  if (v === undefined || v === null || v === '') return undefined
  const format = valueFormat(rule)
  const day = format === 'x' || typeof v === 'number' ? dayjs(Number(v)) : dayjs(String(v), format, true)
  const loose = day.isValid() ? day : dayjs(String(v))
  return loose.isValid() ? loose : undefined
}
export const fromDay = (rule: FcRule, d: Dayjs | null | undefined) => {
  if (!d) return undefined
  const format = valueFormat(rule)
  return format === 'x' ? d.valueOf() : d.format(format)
}
