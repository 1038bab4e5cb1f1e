// OA 请假: its first page, asked for without the page's own code (issue 23; router/pages.ts findPrefetch).
import { getLeavePage } from '../../../../api/bpm/leave'
import { DEFAULT_PAGE } from '../../../../components/table/defaults'
import { prefetchFirstOf } from '../../../../hooks/usePagedList'

export const prefetch = prefetchFirstOf(getLeavePage, DEFAULT_PAGE)
