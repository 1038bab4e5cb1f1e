import { DatePicker } from 'antd'
import type { ComponentProps } from 'react'
import { useT } from '../../i18n/react'
import { SEARCH_DATE_RANGE_WIDTH } from './SearchStandIn'

/**
 * A search form's date range. Either end may stay empty (an open range: only a start, or only an end) — antd's default
 * wants both, and until both were picked it kept the keyboard inside the picker (Tab never left it, issue 12).
 */
export default function SearchDateRange(props: ComponentProps<typeof DatePicker.RangePicker>) {
  const t = useT('common')
  return <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('startDate'), t('endDate')]} style={{ width: SEARCH_DATE_RANGE_WIDTH }} {...props} />
}
