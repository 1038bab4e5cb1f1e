import { useCallback, useEffect, useRef, useState } from 'react'
import { sendingQuietly, type CallOptions } from '../api/http/client'
import type { PageParam, PageResult } from '../api/types'
import { asError, useCurrentLoad } from './currentLoad'

export interface PagedList<Q, R> {
  /** The search that is applied (what the last 搜索 sent). */
  query: Q
  pageNo: number
  pageSize: number
  list: R[]
  total: number
  loading: boolean
  /** Why the last load failed (until one succeeds): the page says so beside the table, with a way to try again. */
  error: Error | null
  /** Applies a new search from page 1. */
  search(query: Q): void
  /** Moves to another page or page size. */
  paginate(pageNo: number, pageSize: number): void
  /** Loads the current page again (after a change, or the toolbar's refresh). */
  reload(): Promise<void>
}

type FetchPage<Q, R> = (params: Q & PageParam, call?: CallOptions) => Promise<PageResult<R>>

/** How long an early first page waits to be taken: a list mounting later asks the server again. */
const EARLY_TTL_MS = 10_000

interface EarlyPage<R> {
  params: string
  at: number
  answer: Promise<PageResult<R>>
  /** The answer, once it is here. */
  data?: PageResult<R>
  /** Asked quietly (ahead of the user, api/http/client.ts quietly): if it failed, the list asks again, aloud. */
  quiet: boolean
}
const early = new Map<FetchPage<never, unknown>, EarlyPage<unknown>>()

/**
 * Asks for a list's first page before the list mounts (issue 13: while the session's first page is being prepared, so
 * the request leaves before the first render rather than after it). The list that mounts next with the same function and
 * parameters takes the answer instead of asking again. Resolves when the answer is here, failed or not.
 */
export function prefetchFirstPage<Q, R>(fetchPage: FetchPage<Q, R>, query: Q, page: PageParam): Promise<void> {
  const params = { ...query, ...page }
  const entry: EarlyPage<R> = {
    params: JSON.stringify(params),
    at: Date.now(),
    answer: fetchPage(params),
    quiet: sendingQuietly(),
  }
  early.set(fetchPage as FetchPage<never, unknown>, entry)
  // The list that takes it handles a failure; one never taken is dropped.
  return entry.answer.then(
    (data) => void (entry.data = data),
    () => undefined,
  )
}

/** The early first page for exactly this request, once, if it is still fresh. */
function takeEarly<Q, R>(fetchPage: FetchPage<Q, R>, params: Q & PageParam): EarlyPage<R> | undefined {
  const key = fetchPage as FetchPage<never, unknown>
  const found = early.get(key) as EarlyPage<R> | undefined
  early.delete(key)
  if (!found || found.params !== JSON.stringify(params) || Date.now() - found.at > EARLY_TTL_MS) return undefined
  return found
}

/** A page as the table shows it: a server may leave the list or the total out. */
const shown = <R>(data: PageResult<R> | undefined): PageResult<R> => ({ list: data?.list ?? [], total: data?.total ?? 0 })

/**
 * The list state of a search-and-table page. Only the latest request's answer is shown, so a slow old page never
 * overwrites a newer one. A failed load leaves the previous rows: the request layer has told the user why.
 */
export function usePagedList<Q, R>(
  /** A stable function (the API function itself): a new one each render would reload each render. */
  fetchPage: FetchPage<Q, R>,
  initialQuery: Q,
  initialPage: PageParam,
): PagedList<Q, R> {
  const [query, setQuery] = useState(initialQuery)
  const [paging, setPaging] = useState(initialPage)
  // An early first page (prefetchFirstPage) that is already here renders with the list itself, not a render later.
  const [first] = useState(() => takeEarly(fetchPage, { ...initialQuery, ...initialPage }))
  const firstPage = useRef(first)
  const [result, setResult] = useState(() => shown(first?.data))
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<Error | null>(null)
  const loads = useCurrentLoad()

  const reload = useCallback(async () => {
    // The mount's load (the first search and page) uses the early answer: shown already, or awaited.
    const early = firstPage.current
    firstPage.current = undefined
    if (early?.data) return
    const ticket = loads.start()
    const { signal } = ticket
    setLoading(true)
    try {
      const params = { ...query, ...paging }
      const asked = early?.quiet ? early.answer.catch(() => fetchPage(params, { signal })) : early?.answer
      const data = await (asked ?? fetchPage(params, { signal }))
      if (!loads.isCurrent(ticket)) return
      const { list, total } = shown(data)
      // The last row of the last page was deleted: show the page before it instead of an empty table.
      if (!list.length && total > 0 && paging.pageNo > 1) {
        setPaging({ ...paging, pageNo: Math.ceil(total / paging.pageSize) })
        return
      }
      setResult({ list, total })
      setError(null)
    } catch (failure) {
      // Kept, not thrown: nobody awaits a mount's load, and a rejection there would reach no one but the console.
      if (loads.isCurrent(ticket)) setError(asError(failure))
    } finally {
      ticket.abort()
      if (loads.isCurrent(ticket)) setLoading(false)
    }
  }, [fetchPage, query, paging, loads])

  useEffect(() => {
    void reload()
    return loads.stop
  }, [reload, loads])

  return {
    query,
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    list: result.list,
    total: result.total,
    loading,
    error,
    search: (next) => {
      setQuery(next)
      setPaging((p) => ({ ...p, pageNo: 1 }))
    },
    paginate: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
    reload,
  }
}

/**
 * A view's light `prefetch` (src/views/<path>/prefetch.ts, issue 23): a list's first page with no search, asked for
 * without loading the page's own code (antd), so a reload can ask for it beside the session's calls. It asks exactly
 * what ListView's first load asks (`{}` and DEFAULT_PAGE); a page with another first search simply asks again.
 */
export const prefetchFirstOf =
  <Q, R>(fetchPage: FetchPage<Q, R>, page: PageParam) =>
  () =>
    prefetchFirstPage(fetchPage, {} as Q, page)
