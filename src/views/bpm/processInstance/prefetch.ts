// 我的流程: its first page, asked for without the page's own code (issue 23; router/pages.ts findPrefetch).
import { getMyProcessInstancePage } from '../../../api/bpm/processInstance'
import { DEFAULT_PAGE } from '../../../components/table/defaults'
import { prefetchFirstOf } from '../../../hooks/usePagedList'

export const prefetch = prefetchFirstOf(getMyProcessInstancePage, DEFAULT_PAGE)
