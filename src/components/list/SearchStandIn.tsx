import { CalendarOutlined, DownOutlined } from '@ant-design/icons'
import { Input } from 'antd'
import { useT } from '../../i18n/react'

/** How wide a search form's date range is: the picker (SearchDateRange) and its stand-in. */
export const SEARCH_DATE_RANGE_WIDTH = 240

/** The select's arrow and the picker's calendar are drawn in antd's faintest text colour. */
const ICON = { color: 'var(--ant-color-text-quaternary)' }

/** How the user reached a stand-in: a pointer opens the control that replaces it, a Tab only focuses it. */
export type Engaged = 'open' | 'focus'

interface Props {
  kind: 'select' | 'dateRange'
  /** Form.Item's id for the control: the label names the stand-in as it will name the control. */
  id?: string
  placeholder?: string
  /** A select's width; a date range's is SEARCH_DATE_RANGE_WIDTH, as the picker's. */
  width: number
  /** The user pressed or focused the stand-in before the control came: it should come now (see Engaged). */
  onEngage: (how: Engaged) => void
}

/**
 * An empty search select or date range before the page's first paint (issue 51): a read-only input of the control's
 * size, placeholder and icon, so the first rows don't wait for rc-select and rc-picker (≈ 10 ms, and the picker's
 * measuring second render); the control replaces it right after that paint (components/firstPaint.ts), or at once when
 * the user presses or focuses it first.
 */
export function SearchStandIn({ kind, id, placeholder, width, onEngage }: Props) {
  const t = useT('common')
  const range = kind === 'dateRange'
  return (
    <Input
      id={id}
      readOnly
      onMouseDown={(e) => {
        e.preventDefault() // the control takes the focus, not this input on its way out
        // The control mounts within this press: rc-select and rc-picker would take it, on the window, for a press
        // outside them (this input is gone by then) and close at once.
        e.stopPropagation()
        onEngage('open')
      }}
      onFocus={() => onEngage('focus')}
      placeholder={range ? `${t('startDate')} → ${t('endDate')}` : placeholder}
      suffix={range ? <CalendarOutlined style={ICON} /> : <DownOutlined style={ICON} />}
      style={{ width: range ? SEARCH_DATE_RANGE_WIDTH : width }}
    />
  )
}
