import { addDateRange, dayRange } from '../../utils/date'

/**
 * Search form values → the API's query params `Q`: a `createTime` picker range becomes yudao's `createTime[]` with
 * 00:00:00 and 23:59:59 (spec §5 date-range helper); empty fields are left out.
 */
export function toQuery<Q>(values: object & { createTime?: Parameters<typeof dayRange>[0] }): Q {
  const { createTime, ...rest } = values
  const params = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null && v !== ''))
  return addDateRange(params, dayRange(createTime), 'createTime') as Q
}
