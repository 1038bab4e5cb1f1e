// 配置管理: its first page, asked for without the page's own code (issue 23; router/pages.ts findPrefetch).
import { getConfigPage } from '../../../api/config'
import { DEFAULT_PAGE } from '../../../components/table/defaults'
import { prefetchFirstOf } from '../../../hooks/usePagedList'

export const prefetch = prefetchFirstOf(getConfigPage, DEFAULT_PAGE)
