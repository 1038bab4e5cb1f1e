import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startUnreadPoll, type Visibility } from './unreadPoll'

const MINUTE = 60_000
const INTERVAL = 120_000 // spec §9

class FakeDocument extends EventTarget implements Visibility {
  hidden = false
  setHidden(hidden: boolean) {
    this.hidden = hidden
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

let doc: FakeDocument
let fetchCount: ReturnType<typeof vi.fn<() => Promise<number>>>
let counts: number[]
let stop: () => void

beforeEach(() => {
  vi.useFakeTimers()
  doc = new FakeDocument()
  let n = 0
  fetchCount = vi.fn(() => Promise.resolve(++n))
  counts = []
})
afterEach(() => {
  stop?.()
  vi.useRealTimers()
})

const start = () => {
  stop = startUnreadPoll({ fetchCount, onCount: (c) => counts.push(c), intervalMs: INTERVAL, visibility: doc, now: () => Date.now() })
}

describe('unread count polling', () => {
  it('asks at once, then every 120 s', async () => {
    start()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchCount).toHaveBeenCalledTimes(1)
    expect(counts).toEqual([1])
    await vi.advanceTimersByTimeAsync(INTERVAL - 1)
    expect(fetchCount).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchCount).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(INTERVAL * 3)
    expect(fetchCount).toHaveBeenCalledTimes(5)
    expect(counts.at(-1)).toBe(5)
  })

  it('makes no call while the page is hidden', async () => {
    start()
    doc.setHidden(true)
    await vi.advanceTimersByTimeAsync(INTERVAL * 5)
    expect(fetchCount).toHaveBeenCalledTimes(1)
  })

  it('catches up at once when shown after a poll fell due', async () => {
    start()
    doc.setHidden(true)
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    doc.setHidden(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchCount).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(fetchCount).toHaveBeenCalledTimes(3)
  })

  it('keeps the original due time when shown before it', async () => {
    start()
    await vi.advanceTimersByTimeAsync(30_000)
    doc.setHidden(true)
    await vi.advanceTimersByTimeAsync(30_000)
    doc.setHidden(false)
    await vi.advanceTimersByTimeAsync(INTERVAL - 60_000 - 1)
    expect(fetchCount).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchCount).toHaveBeenCalledTimes(2)
  })

  it('starting hidden waits for the page to be shown', async () => {
    doc.hidden = true
    start()
    await vi.advanceTimersByTimeAsync(INTERVAL * 2)
    expect(fetchCount).not.toHaveBeenCalled()
    doc.setHidden(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchCount).toHaveBeenCalledTimes(1)
  })

  it('a failed call is retried at the next interval; stop ends everything', async () => {
    fetchCount.mockRejectedValueOnce(new Error('network'))
    start()
    await vi.advanceTimersByTimeAsync(INTERVAL)
    expect(fetchCount).toHaveBeenCalledTimes(2)
    stop()
    doc.setHidden(true)
    doc.setHidden(false)
    await vi.advanceTimersByTimeAsync(INTERVAL * 3)
    expect(fetchCount).toHaveBeenCalledTimes(2)
  })

  it('taking over from a tab that polled 100 s ago: the next poll 20 s later, not at once', async () => {
    stop = startUnreadPoll({ fetchCount, onCount: (c) => counts.push(c), intervalMs: INTERVAL, visibility: doc, lastPolledAt: Date.now() - 100_000 })
    await vi.advanceTimersByTimeAsync(20_000 - 1)
    expect(fetchCount).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchCount).toHaveBeenCalledTimes(1)
  })
})
