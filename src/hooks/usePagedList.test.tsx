import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/http/errors'
import type { PageParam, PageResult } from '../api/types'
import { prefetchFirstPage, usePagedList } from './usePagedList'

type Query = { name?: string }
const FIRST = { pageNo: 1, pageSize: 10 }

/** A list API that answers each call with the call's number as its only row. */
function countingApi() {
  let calls = 0
  const fetchPage = vi.fn(async (_: Query & PageParam): Promise<PageResult<number>> => ({ list: [++calls], total: 1 }))
  return fetchPage
}

const mount = (fetchPage: ReturnType<typeof countingApi>, query: Query = {}) => renderHook(() => usePagedList(fetchPage, query, FIRST))

afterEach(() => vi.useRealTimers())

describe('a list’s first page asked for early (issue 13)', () => {
  it('the list that mounts with the same request shows that answer without asking again', async () => {
    const fetchPage = countingApi()
    prefetchFirstPage(fetchPage, {}, FIRST)
    const { result } = mount(fetchPage)
    await waitFor(() => expect(result.current.list).toEqual([1]))
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })

  it('an answer already here shows at the list’s first render', async () => {
    const fetchPage = countingApi()
    await prefetchFirstPage(fetchPage, {}, FIRST)
    const { result } = mount(fetchPage)
    expect(result.current.list).toEqual([1])
    expect(result.current.total).toBe(1)
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })

  it('is taken once: the next list to mount asks the server', async () => {
    const fetchPage = countingApi()
    prefetchFirstPage(fetchPage, {}, FIRST)
    const first = mount(fetchPage)
    await waitFor(() => expect(first.result.current.list).toEqual([1]))
    const second = mount(fetchPage)
    await waitFor(() => expect(second.result.current.list).toEqual([2]))
  })

  it('a list opening with another search asks for its own', async () => {
    const fetchPage = countingApi()
    prefetchFirstPage(fetchPage, {}, FIRST)
    const { result } = mount(fetchPage, { name: 'x' })
    await waitFor(() => expect(result.current.list).toEqual([2]))
    expect(fetchPage.mock.lastCall?.[0]).toEqual({ name: 'x', ...FIRST })
  })

  it('an answer older than ten seconds is not shown: the list asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const fetchPage = countingApi()
    prefetchFirstPage(fetchPage, {}, FIRST)
    vi.setSystemTime(Date.now() + 10_001)
    const { result } = mount(fetchPage)
    await waitFor(() => expect(result.current.list).toEqual([2]))
  })

  it('a failed early answer (the request layer has said why) leaves the list empty and not loading', async () => {
    const fetchPage = vi.fn(async (): Promise<PageResult<number>> => {
      throw new ApiError('网络异常', 0, true)
    })
    prefetchFirstPage(fetchPage, {}, FIRST)
    const { result } = renderHook(() => usePagedList(fetchPage, {}, FIRST))
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.list).toEqual([])
    expect(result.current.error?.message).toBe('网络异常')
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })
})

describe('a failed load (issue 22)', () => {
  it('is kept as the list state, whatever was thrown, and the next good load clears it keeping nothing stale', async () => {
    let answer: () => PageResult<number> = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'map')")
    }
    const fetchPage = vi.fn(async () => answer())
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const { result } = renderHook(() => usePagedList(fetchPage, {}, FIRST))
      await waitFor(() => expect(result.current.error?.message).toContain('reading'))
      expect(result.current.loading).toBe(false)
      answer = () => ({ list: [1, 2], total: 2 })
      await act(() => result.current.reload())
      expect(result.current.error).toBeNull()
      expect(result.current.list).toEqual([1, 2])
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('a failure keeps the rows already shown', async () => {
    let fail = false
    const fetchPage = vi.fn(async (): Promise<PageResult<number>> => {
      if (fail) throw new ApiError('服务暂时不可用，请稍后重试', 502, true)
      return { list: [7], total: 1 }
    })
    const { result } = renderHook(() => usePagedList(fetchPage, {}, FIRST))
    await waitFor(() => expect(result.current.list).toEqual([7]))
    fail = true
    await act(() => result.current.reload())
    expect(result.current.error?.message).toBe('服务暂时不可用，请稍后重试')
    expect(result.current.list).toEqual([7])
  })
})

describe('a load nobody waits for is aborted (issue 22: its retries say nothing after the user moved on)', () => {
  /** A list API whose calls answer only when told to; each remembers its signal. */
  function heldApi() {
    const held: { signal: AbortSignal; answer: (rows: number[]) => void }[] = []
    const fetchPage = vi.fn(
      (_: Query & PageParam, call?: { signal?: AbortSignal }) =>
        new Promise<PageResult<number>>((resolve, reject) => {
          const signal = call?.signal ?? new AbortController().signal
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          held.push({ signal, answer: (rows) => resolve({ list: rows, total: rows.length }) })
        }),
    )
    return { fetchPage, held }
  }

  it('a newer search aborts the page still on its way, whose rows are not shown', async () => {
    const { fetchPage, held } = heldApi()
    const { result } = renderHook(() => usePagedList(fetchPage, {}, FIRST))
    await waitFor(() => expect(held).toHaveLength(1))
    act(() => result.current.search({ name: '性别' }))
    await waitFor(() => expect(held).toHaveLength(2))
    expect(held[0].signal.aborted).toBe(true)
    held[1].answer([2])
    await waitFor(() => expect(result.current.list).toEqual([2]))
    expect(result.current.error).toBeNull()
  })

  it('a list that goes away aborts its load', async () => {
    const { fetchPage, held } = heldApi()
    const { unmount } = renderHook(() => usePagedList(fetchPage, {}, FIRST))
    await waitFor(() => expect(held).toHaveLength(1))
    unmount()
    expect(held[0].signal.aborted).toBe(true)
  })
})
