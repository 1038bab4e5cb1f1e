// 字典管理: its first page, asked for without the page's own code (issue 23; router/pages.ts findPrefetch).
import { getDictTypePage } from '../../../api/dictType'
import { DEFAULT_PAGE } from '../../../components/table/defaults'
import { prefetchFirstOf } from '../../../hooks/usePagedList'

export const prefetch = prefetchFirstOf(getDictTypePage, DEFAULT_PAGE)
