import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { Pagination as AntPagination, ConfigProvider, type PaginationProps as AntPaginationProps } from 'antd'
import { translate } from '../../i18n'
import { useT } from '../../i18n/react'
import { useApp } from '../../stores/app'
import { formatNumber } from '../../utils/format'
import { useFirstPaintDone } from '../firstPaint'
import { DEFAULT_PAGE, PAGINATION_DEFAULTS } from './defaults'
import { scrollTo } from './scrollTo'

export { DEFAULT_PAGE, PAGINATION_DEFAULTS }

export interface PaginationProps {
  /** Number of rows on the server. Nothing renders while it is 0 (or `hidden`). */
  total: number
  /** Current page, 1-based (yudao's pageNo). */
  pageNo: number
  /** Rows per page (yudao's pageSize). */
  pageSize: number
  /** Called with the new page and size; load the list from here. A size change that passes the end goes to page 1. */
  onChange(pageNo: number, pageSize: number): void
  /** Page-size choices; default 10, 20, 30, 50. */
  pageSizes?: number[]
  /** Scroll the window to the top after a change (800 ms); default true. */
  autoScroll?: boolean
  hidden?: boolean
}

/**
 * antd's previous/next buttons hold only an icon, and icons are silent (issue 16, scripts/decorativeIcons.mjs): they
 * get their names here, in the interface's language (rendered by Pagination, which follows a switch).
 */
const namedArrows: AntPaginationProps['itemRender'] = (_, type, element) => {
  if (type !== 'prev' && type !== 'next') return element
  return (
    <button type="button" className="ant-pagination-item-link" tabIndex={-1} aria-label={translate('common', type === 'prev' ? 'prevPage' : 'nextPage')}>
      {type === 'prev' ? <LeftOutlined /> : <RightOutlined />}
    </button>
  )
}

const CONTAINER = { display: 'flex', justifyContent: 'flex-end', padding: '16px 0' } as const
/** The height of antd's pagination of each size (inside the container's padding): its items and size changer's. */
const PENDING_HEIGHT = {
  small: 'var(--ant-control-height-sm)',
  medium: 'var(--ant-control-height)',
  middle: 'var(--ant-control-height)', // antd's old name of medium
  large: 'var(--ant-control-height-lg)',
}

/**
 * Table pagination with the spec's defaults (§9): sizes 10/20/30/50, total, size changer and quick jumper; 7 page
 * buttons (5 on narrow screens); scrolls to the top over 800 ms after a change.
 * Usage: `<Pagination total={total} pageNo={q.pageNo} pageSize={q.pageSize} onChange={(pageNo, pageSize) => load({ ...q, pageNo, pageSize })} />`
 */
export function Pagination({ total, pageNo, pageSize, onChange, pageSizes = [...PAGINATION_DEFAULTS.pageSizes], autoScroll = true, hidden }: PaginationProps) {
  const t = useT('common')
  const narrow = useApp((s) => s.device === 'mobile')
  const painted = useFirstPaintDone()
  const { componentSize } = ConfigProvider.useConfig()
  if (hidden || total <= 0) return null
  const size = narrow ? 'small' : componentSize
  // Below a list's rows, out of sight at a start-up: it renders right after the first paint (issue 51: with its size
  // changer and jumper, ≈ 5 % of a reload's first render in a profile). Its box is there at once, so nothing moves.
  if (!painted) return <div className="pagination-container" style={{ ...CONTAINER, minHeight: PENDING_HEIGHT[size ?? 'medium'] }} />
  const change = (page: number, size: number) => {
    // yudao: a bigger page size that would start past the last row goes back to page 1.
    const next = size !== pageSize && page * size > total ? 1 : page
    onChange(next, size)
    if (autoScroll) scrollTo(0, PAGINATION_DEFAULTS.scrollDurationMs)
  }
  return (
    <div className="pagination-container" style={CONTAINER}>
      <AntPagination
        current={pageNo}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={pageSizes}
        showSizeChanger
        showQuickJumper={!narrow}
        showLessItems={narrow}
        size={narrow ? 'small' : undefined}
        showTotal={(count) => t('totalRecords', { count, total: formatNumber(count) })}
        itemRender={namedArrows}
        onChange={change}
      />
    </div>
  )
}
