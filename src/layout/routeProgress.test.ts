import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isRouteLoading, MOUNT_WAIT_MS, navigationStarted, resetRouteProgress, subscribeRouteLoading, trackLoad, trackPageLoad } from './routeProgress'

function deferred<T = void>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}
/** Lets settled promises run their callbacks, then the pending settle check (fake timers: no real waiting). */
const settle = async () => {
  await vi.advanceTimersByTimeAsync(1)
}

beforeEach(() => {
  vi.useFakeTimers()
  resetRouteProgress()
})
afterEach(() => vi.useRealTimers())

describe('route progress (issue 16)', () => {
  it('a navigation with nothing to load ends at once (the bar never shows)', async () => {
    navigationStarted()
    expect(isRouteLoading()).toBe(true)
    await settle()
    expect(isRouteLoading()).toBe(false)
  })

  it('lasts while the page code loads and until the page has mounted, then while its first requests run', async () => {
    const code = deferred<{ default: string }>()
    const page = trackPageLoad(() => code.promise)
    navigationStarted()
    await settle()
    expect(isRouteLoading()).toBe(true)
    code.resolve({ default: 'Page' })
    await settle()
    expect(isRouteLoading()).toBe(true) // code here, page not mounted yet
    const data = deferred()
    void trackLoad(data.promise) // started in the page's mount effect
    page.mounted()
    await settle()
    expect(isRouteLoading()).toBe(true)
    data.resolve()
    await settle()
    expect(isRouteLoading()).toBe(false)
  })

  it('a failed request or chunk ends the loading too', async () => {
    const data = deferred()
    trackLoad(data.promise).catch(() => undefined)
    navigationStarted()
    data.reject(new Error('网络错误'))
    await settle()
    expect(isRouteLoading()).toBe(false)
    const code = deferred<{ default: string }>()
    trackPageLoad(() => code.promise).module.catch(() => undefined)
    navigationStarted()
    code.reject(new Error('chunk'))
    await settle()
    expect(isRouteLoading()).toBe(false)
  })

  it('a page that never mounts (the user went elsewhere) stops counting a while after its code arrived', async () => {
    const code = deferred<{ default: string }>()
    trackPageLoad(() => code.promise)
    navigationStarted()
    code.resolve({ default: 'Page' })
    await settle()
    expect(isRouteLoading()).toBe(true)
    await vi.advanceTimersByTimeAsync(MOUNT_WAIT_MS - 10)
    expect(isRouteLoading()).toBe(true)
    await vi.advanceTimersByTimeAsync(20)
    expect(isRouteLoading()).toBe(false)
  })

  it('tells subscribers when loading starts and ends', async () => {
    const seen: boolean[] = []
    const off = subscribeRouteLoading(() => seen.push(isRouteLoading()))
    navigationStarted()
    await settle()
    off()
    navigationStarted()
    expect(seen).toEqual([true, false])
  })
})

describe('route progress before the commit (issue 16)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    resetRouteProgress()
  })
  afterEach(() => vi.useRealTimers())

  it('starts as soon as a page’s code is fetched (React keeps the old page until it arrives, then commits)', async () => {
    const seen: boolean[] = []
    const off = subscribeRouteLoading(() => seen.push(isRouteLoading()))
    const code = deferred<{ default: string }>()
    const page = trackPageLoad(() => code.promise)
    expect(isRouteLoading()).toBe(true)
    await settle()
    expect(seen).toEqual([true]) // told a microtask later (the fetch starts during a render)
    code.resolve({ default: 'Page' })
    navigationStarted() // the commit, once the code is there
    page.mounted()
    await settle()
    expect(isRouteLoading()).toBe(false)
    off()
  })
})
