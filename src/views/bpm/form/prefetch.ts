// 流程表单: its first page, asked for without the page's own code (issue 23; router/pages.ts findPrefetch).
import { getFormPage } from '../../../api/bpm/form'
import { DEFAULT_PAGE } from '../../../components/table/defaults'
import { prefetchFirstOf } from '../../../hooks/usePagedList'

export const prefetch = prefetchFirstOf(getFormPage, DEFAULT_PAGE)
