import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../api/http/errors'
import type { PageParam, PageResult } from '../api/types'

export interface PagedList<Q, R> {
  /** The search that is applied (what the last 搜索 sent). */
  query: Q
  pageNo: number
  pageSize: number
  list: R[]
  total: number
  loading: boolean
  /** Applies a new search from page 1. */
  search(query: Q): void
  /** Moves to another page or page size. */
  paginate(pageNo: number, pageSize: number): void
  /** Loads the current page again (after a change, or the toolbar's refresh). */
  reload(): Promise<void>
}

/**
 * The list state of a search-and-table page. Only the latest request's answer is shown, so a slow old page never
 * overwrites a newer one. A failed load leaves the previous rows: the request layer has told the user why.
 */
export function usePagedList<Q, R>(
  /** A stable function (the API function itself): a new one each render would reload each render. */
  fetchPage: (params: Q & PageParam) => Promise<PageResult<R>>,
  initialQuery: Q,
  initialPage: PageParam,
): PagedList<Q, R> {
  const [query, setQuery] = useState(initialQuery)
  const [paging, setPaging] = useState(initialPage)
  const [result, setResult] = useState<PageResult<R>>({ list: [], total: 0 })
  const [loading, setLoading] = useState(false)
  const latest = useRef(0)

  const reload = useCallback(async () => {
    const ticket = ++latest.current
    setLoading(true)
    try {
      const data = await fetchPage({ ...query, ...paging })
      if (ticket !== latest.current) return
      const list = data?.list ?? []
      const total = data?.total ?? 0
      // The last row of the last page was deleted: show the page before it instead of an empty table.
      if (!list.length && total > 0 && paging.pageNo > 1) {
        setPaging({ ...paging, pageNo: Math.ceil(total / paging.pageSize) })
        return
      }
      setResult({ list, total })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error // an ApiError has been shown by the request layer
    } finally {
      if (ticket === latest.current) setLoading(false)
    }
  }, [fetchPage, query, paging])

  useEffect(() => {
    void reload()
  }, [reload])

  return {
    query,
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    list: result.list,
    total: result.total,
    loading,
    search: (next) => {
      setQuery(next)
      setPaging((p) => ({ ...p, pageNo: 1 }))
    },
    paginate: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
    reload,
  }
}
