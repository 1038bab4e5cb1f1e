import { CalendarOutlined, DownOutlined } from '@ant-design/icons'
import { Input } from 'antd'
import { useT } from '../../i18n/react'
import { SEARCH_DATE_RANGE_WIDTH } from './SearchDateRange'

/** The select's arrow and the picker's calendar are drawn in antd's faintest text colour. */
const ICON = { color: 'var(--ant-color-text-quaternary)' }

interface Props {
  kind: 'select' | 'dateRange'
  /** Form.Item's id for the control: the label names the stand-in as it will name the control. */
  id?: string
  placeholder?: string
  /** A select's width; a date range's is SEARCH_DATE_RANGE_WIDTH, as the picker's. */
  width: number
}

/**
 * An empty search select or date range before the page's first paint (issue 51): a read-only input of the control's
 * size, placeholder and icon, so the first rows don't wait for rc-select and rc-picker (≈ 10 ms, and the picker's
 * measuring second render); the control replaces it right after that paint (components/firstPaint.ts).
 */
export function SearchStandIn({ kind, id, placeholder, width }: Props) {
  const t = useT('common')
  const range = kind === 'dateRange'
  return (
    <Input
      id={id}
      readOnly
      placeholder={range ? `${t('startDate')} → ${t('endDate')}` : placeholder}
      suffix={range ? <CalendarOutlined style={ICON} /> : <DownOutlined style={ICON} />}
      style={{ width: range ? SEARCH_DATE_RANGE_WIDTH : width }}
    />
  )
}
