// 通知公告: its first page, asked for without the page's own code (issue 23; router/pages.ts findPrefetch).
import { getNoticePage } from '../../../api/notice'
import { DEFAULT_PAGE } from '../../../components/table/defaults'
import { prefetchFirstOf } from '../../../hooks/usePagedList'

export const prefetch = prefetchFirstOf(getNoticePage, DEFAULT_PAGE)
