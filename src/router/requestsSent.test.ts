// Start-up ordering (issue 23): chunks wait until the session's calls have been sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterRequestsSent } from './requestsSent'

class FakeXhr {
  sent = 0
  send() {
    this.sent++
  }
}
const originalSend = FakeXhr.prototype.send

describe('afterRequestsSent', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('resolves once that many requests have been sent, and leaves send as it was', async () => {
    const done = vi.fn()
    void afterRequestsSent(2, 1000).then(done)
    const xhr = new FakeXhr()
    xhr.send()
    await Promise.resolve()
    expect(done).not.toHaveBeenCalled()
    new FakeXhr().send()
    await vi.waitFor(() => expect(done).toHaveBeenCalled())
    expect(xhr.sent).toBe(1) // the real send ran
    expect(FakeXhr.prototype.send).toBe(originalSend)
  })

  it('resolves at once when there is none to wait for (a reload whose calls public/prefs.js sent ahead, issue 51)', async () => {
    const done = vi.fn()
    await afterRequestsSent(0, 1000).then(done)
    expect(FakeXhr.prototype.send).toBe(originalSend)
  })

  it('resolves after maxMs when nothing is sent', async () => {
    const done = vi.fn()
    void afterRequestsSent(2, 200).then(done)
    await vi.advanceTimersByTimeAsync(199)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalled()
    expect(FakeXhr.prototype.send).toBe(originalSend)
  })

  it('two waiters share the same sends', async () => {
    const first = afterRequestsSent(2, 1000)
    const second = afterRequestsSent(2, 1000)
    new FakeXhr().send()
    new FakeXhr().send()
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined])
    expect(FakeXhr.prototype.send).toBe(originalSend)
  })
})
