import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLoad } from './useLoad'

/** A call that answers only when told to, and says whether the load gave up on it. */
function pendingCall(signal: AbortSignal) {
  let answer!: (value: string) => void
  const promise = new Promise<string>((resolve, reject) => {
    answer = resolve
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })
  return { promise, answer, signal }
}

/** A page whose load is one held call; `calls` has one per load. */
function mountHeld() {
  const calls: ReturnType<typeof pendingCall>[] = []
  const hook = renderHook(() =>
    useLoad((signal) => {
      const call = pendingCall(signal)
      calls.push(call)
      return call.promise
    }, []),
  )
  return { ...hook, calls }
}

describe('useLoad: the calls of a load nobody waits for are aborted (issue 22)', () => {
  it('a failed load aborts its other calls (a Promise.all), so they say nothing more', async () => {
    const others: ReturnType<typeof pendingCall>[] = []
    const { result } = renderHook(() =>
      useLoad(async (signal) => {
        const other = pendingCall(signal)
        others.push(other)
        return Promise.all([Promise.reject(new Error('服务器没有返回数据，请稍后重试')), other.promise])
      }, []),
    )
    await waitFor(() => expect(result.current.error?.message).toBe('服务器没有返回数据，请稍后重试'))
    expect(result.current.loading).toBe(false)
    expect(others.every((o) => o.signal.aborted)).toBe(true)
  })

  it('a newer load aborts the one in flight, whose answer is not shown', async () => {
    const { result, calls } = mountHeld()
    await waitFor(() => expect(calls).toHaveLength(1))
    let second!: Promise<void>
    act(() => void (second = result.current.reload()))
    expect(calls[0].signal.aborted).toBe(true)
    calls[1].answer('new')
    await act(() => second)
    expect(result.current.data).toBe('new')
    expect(result.current.error).toBeNull()
    expect(calls[1].signal.aborted).toBe(true) // done: nothing of it is left out
  })

  it('a page that goes away (closed, or hidden by keep-alive) aborts its load', async () => {
    const { unmount, calls } = mountHeld()
    await waitFor(() => expect(calls).toHaveLength(1))
    unmount()
    expect(calls[0].signal.aborted).toBe(true)
  })

  it('a load that worked shows its data', async () => {
    const { result } = renderHook(() => useLoad(async () => 42, []))
    await waitFor(() => expect(result.current.data).toBe(42))
    expect(result.current.loading).toBe(false)
    expect(result.current.error).toBeNull()
  })
})
