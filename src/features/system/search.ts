import { addDateRange } from '../../utils/date'

/** What a RangePicker holds (dayjs values); only `format` is needed here. */
type Day = { format(pattern: string): string }

/**
 * Search form values → the API's query params `Q`: a `createTime` picker range becomes yudao's `createTime[]` with
 * 00:00:00 and 23:59:59 (spec §5 date-range helper); empty fields are left out.
 */
export function toQuery<Q>(values: object & { createTime?: Day[] | null }): Q {
  const { createTime, ...rest } = values
  const params = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null && v !== ''))
  const range = createTime?.length === 2 ? (createTime.map((d) => d.format('YYYY-MM-DD')) as [string, string]) : null
  return addDateRange(params, range, 'createTime') as Q
}
