import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PushedNotice } from '../../api/live/message'
import type { WebSocketLike } from '../../api/live/socket'
import type { ChannelLike, TabMessage } from './channel'
import type { LeaderLocks } from './leader'
import { startLive, type Live, type LiveStatus } from './liveClient'

const POLL = 120_000

/** BroadcastChannel: a message reaches every other channel of the bus, a task later, as a copy. */
class Bus {
  channels = new Set<FakeChannel>()
  open() {
    const c = new FakeChannel(this)
    this.channels.add(c)
    return c
  }
}
class FakeChannel implements ChannelLike {
  private events = new EventTarget()
  constructor(private bus: Bus) {}
  postMessage(message: TabMessage) {
    for (const c of this.bus.channels) {
      if (c !== this)
        queueMicrotask(() => c.events.dispatchEvent(new MessageEvent('message', { data: structuredClone(message) })))
    }
  }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void) {
    this.events.addEventListener(type, listener as EventListener)
  }
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void) {
    this.events.removeEventListener(type, listener as EventListener)
  }
  close() {
    this.bus.channels.delete(this)
  }
}

/** Web Locks with one lock: granted in request order; a holder's callback ending releases it. */
class FakeLocks implements LeaderLocks {
  private queue: { callback: () => Promise<void>; done: (e?: unknown) => void; signal: AbortSignal }[] = []
  private busy = false
  request(_name: string, { signal }: { signal: AbortSignal }, callback: () => Promise<void>) {
    return new Promise<void>((resolve, reject) => {
      const entry = { callback, signal, done: (e?: unknown) => (e ? reject(e) : resolve()) }
      signal.addEventListener('abort', () => {
        const i = this.queue.indexOf(entry)
        if (i < 0) return
        this.queue.splice(i, 1)
        reject(new DOMException('aborted', 'AbortError'))
      })
      this.queue.push(entry)
      this.grant()
    })
  }
  private grant() {
    if (this.busy) return
    const entry = this.queue.shift()
    if (!entry) return
    this.busy = true
    queueMicrotask(() =>
      entry
        .callback()
        .then(() => entry.done(), entry.done)
        .finally(() => {
          this.busy = false
          this.grant()
        }),
    )
  }
}

class FakePage extends EventTarget {
  hidden = false
  show(visible: boolean) {
    this.hidden = !visible
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

class FakeSocket implements WebSocketLike {
  onopen: WebSocketLike['onopen'] = null
  onmessage: WebSocketLike['onmessage'] = null
  onclose: WebSocketLike['onclose'] = null
  onerror: WebSocketLike['onerror'] = null
  closed = false
  constructor(readonly url: string) {
    queueMicrotask(() => this.onopen?.(new Event('open')))
  }
  send(data: string) {
    if (data === 'ping') queueMicrotask(() => this.onmessage?.({ data: 'pong' } as MessageEvent))
  }
  close() {
    this.closed = true
  }
  push(notice: Partial<PushedNotice>) {
    this.onmessage?.({ data: JSON.stringify({ type: 'notice-push', content: JSON.stringify(notice) }) } as MessageEvent)
  }
}

interface Tab {
  live: Live
  page: FakePage
  counts: number[]
  notices: { key: string; notice: PushedNotice }[]
  dismissed: string[]
  status: LiveStatus
}

let bus: Bus
let locks: FakeLocks | undefined
let sockets: FakeSocket[]
let polls: number
let unread: number
let tabs: Tab[]

function openTab(token: () => string = () => 'T1'): Tab {
  const page = new FakePage()
  const t: Tab = {
    page,
    counts: [],
    notices: [],
    dismissed: [],
    status: { leader: false, socket: null },
  } as unknown as Tab
  t.live = startLive({
    socketUrl: () => `ws://h/infra/ws?token=${token()}`,
    fetchCount: async () => {
      polls++
      return unread
    },
    pollMs: POLL,
    onCount: (n) => t.counts.push(n),
    onNotice: (key, notice) => t.notices.push({ key, notice }),
    onDismiss: (key) => t.dismissed.push(key),
    onStatus: (s) => (t.status = s),
    channel: bus.open(),
    locks,
    page,
    win: new EventTarget() as unknown as Window,
    openSocket: (url) => {
      const s = new FakeSocket(url)
      sockets.push(s)
      return s
    },
  })
  tabs.push(t)
  return t
}
const settle = () => vi.advanceTimersByTimeAsync(0)
const leaders = () => tabs.filter((t) => t.status.leader)
const openSockets = () => sockets.filter((s) => !s.closed)

beforeEach(() => {
  vi.useFakeTimers()
  bus = new Bus()
  locks = new FakeLocks()
  sockets = []
  polls = 0
  unread = 5
  tabs = []
})
afterEach(() => {
  tabs.forEach((t) => t.live.stop())
  vi.useRealTimers()
})

describe('one connection and one poll per browser', () => {
  it('three tabs: one leader, one socket, one poll; every tab has the count', async () => {
    openTab()
    await settle()
    openTab()
    openTab()
    await settle()
    expect(leaders()).toEqual([tabs[0]])
    expect(tabs[0].status.socket).toMatchObject({ state: 'open' })
    expect(sockets).toHaveLength(1)
    expect(polls).toBe(1)
    for (const t of tabs) expect(t.counts.at(-1)).toBe(5)
    // every 120 s: still one poll for the three
    unread = 7
    await vi.advanceTimersByTimeAsync(POLL)
    expect(polls).toBe(2)
    for (const t of tabs) expect(t.counts.at(-1)).toBe(7)
  })

  it('a notice reaches every tab once; the same notice again at once (a second socket) is not shown twice', async () => {
    openTab()
    await settle()
    openTab()
    openTab()
    await settle()
    sockets[0].push({ id: 9, title: '系统维护', type: 1, content: '<p>今晚</p>' })
    sockets[0].push({ id: 9, title: '系统维护', type: 1, content: '<p>今晚</p>' })
    await settle()
    for (const t of tabs) expect(t.notices.map((n) => n.notice.title)).toEqual(['系统维护'])
    expect(new Set(tabs.map((t) => t.notices[0].key)).size).toBe(1)
    // pushed again later: a new delivery
    await vi.advanceTimersByTimeAsync(11_000)
    sockets[0].push({ id: 9, title: '系统维护', type: 1, content: '<p>今晚</p>' })
    await settle()
    for (const t of tabs) expect(t.notices).toHaveLength(2)
  })

  it('closed or opened in one tab: closed in the others', async () => {
    openTab()
    await settle()
    openTab()
    openTab()
    await settle()
    sockets[0].push({ id: 1, title: 'a', content: '' })
    await settle()
    const key = tabs[0].notices[0].key
    tabs[2].live.dismiss(key)
    await settle()
    expect(tabs[0].dismissed).toEqual([key])
    expect(tabs[1].dismissed).toEqual([key])
    expect(tabs[2].dismissed).toEqual([])
  })

  it('a count set in one tab (a read) reaches the others', async () => {
    openTab()
    await settle()
    openTab()
    await settle()
    tabs[1].live.shareCount(0)
    await settle()
    expect(tabs[0].counts.at(-1)).toBe(0)
  })

  it('the leader leaves: the next tab takes over at once, with a socket, and polls when the last poll is due', async () => {
    openTab()
    await settle()
    openTab()
    openTab()
    await settle()
    await vi.advanceTimersByTimeAsync(100_000)
    tabs[0].live.stop()
    tabs.shift()
    await settle()
    expect(sockets[0].closed).toBe(true)
    expect(leaders()).toEqual([tabs[0]])
    expect(openSockets()).toHaveLength(1)
    expect(polls).toBe(1) // the last poll was 100 s ago: the next one 20 s on, not now
    await vi.advanceTimersByTimeAsync(20_000)
    expect(polls).toBe(2)
    openSockets()[0].push({ id: 2, title: 'b', content: '' })
    await settle()
    for (const t of tabs) expect(t.notices.map((n) => n.notice.id)).toEqual([2])
  })

  it('every tab signed out: no socket, no poll, no leader', async () => {
    openTab()
    await settle()
    openTab()
    openTab()
    await settle()
    for (const t of tabs) t.live.stop()
    await settle()
    expect(openSockets()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(10 * POLL)
    expect(polls).toBe(1)
    expect(leaders()).toEqual([])
    tabs = []
  })

  it('polls while any tab is shown; none while all are hidden', async () => {
    openTab()
    await settle()
    openTab()
    await settle()
    tabs[0].page.show(false) // the leader hidden, the other shown
    await settle()
    await vi.advanceTimersByTimeAsync(POLL)
    expect(polls).toBe(2)
    tabs[1].page.show(false)
    await settle()
    await vi.advanceTimersByTimeAsync(3 * POLL)
    expect(polls).toBe(2)
    tabs[1].page.show(true) // due: at once
    await settle()
    expect(polls).toBe(3)
  })

  it('the token changed: the leader reconnects with it', async () => {
    let token = 'A'
    const t = openTab(() => token)
    await settle()
    expect(sockets[0].url).toContain('token=A')
    token = 'B'
    t.live.tokenChanged()
    expect(sockets[0].closed).toBe(true)
    expect(sockets.map((s) => s.url.split('=')[1])).toEqual(['A', 'B'])
  })

  it('without Web Locks every tab leads for itself, and a notice is still shown once per tab', async () => {
    locks = undefined // "the browser's", and this browser has none
    const original = globalThis.navigator
    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true })
    try {
      openTab()
      openTab()
      await settle()
      expect(leaders()).toHaveLength(2)
      expect(sockets).toHaveLength(2)
      for (const s of sockets) s.push({ id: 4, title: 'c', content: '' })
      await settle()
      for (const t of tabs) expect(t.notices).toHaveLength(1)
    } finally {
      Object.defineProperty(globalThis, 'navigator', { value: original, configurable: true })
    }
  })
})
