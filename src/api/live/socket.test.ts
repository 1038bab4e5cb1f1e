import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { backoffCeiling, backoffDelay, FIRST_RETRY_MS, MAX_RETRY_MS } from './backoff'
import type { LiveEvent } from './message'
import { LiveSocket, type LiveSocketStatus, type WebSocketLike } from './socket'

/** A socket the test drives: the "server" opens, answers, or drops it. */
class FakeSocket implements WebSocketLike {
  onopen: WebSocketLike['onopen'] = null
  onmessage: WebSocketLike['onmessage'] = null
  onclose: WebSocketLike['onclose'] = null
  onerror: WebSocketLike['onerror'] = null
  sent: string[] = []
  closed = false
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data)
    if (data === 'ping' && answering) queueMicrotask(() => this.say('pong'))
  }
  close() {
    this.closed = true
  }
  // the server side
  accept() {
    this.onopen?.(new Event('open'))
  }
  say(data: unknown) {
    this.onmessage?.({ data } as MessageEvent)
  }
  drop() {
    this.onerror?.(new Event('error'))
    this.onclose?.({ code: 1006 } as CloseEvent)
  }
}

let sockets: FakeSocket[]
let events: LiveEvent[]
let statuses: LiveSocketStatus[]
let token: string | null
let live: LiveSocket | undefined
/** The server: accepts or refuses every handshake; answers pings or not. */
let serverUp: boolean
let answering: boolean

const last = () => sockets.at(-1)!
/** Moves the clock; the "server" answers each attempt in the microtasks after it. */
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms)
function start(options: { random?: () => number } = {}) {
  live = new LiveSocket({
    url: () => (token ? `ws://h/infra/ws?token=${token}` : null),
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    open: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      // The server answers after the caller's code, as a network would.
      queueMicrotask(() => (serverUp ? socket.accept() : socket.drop()))
      return socket
    },
    random: options.random ?? (() => 0.5),
  })
  live.start()
  return live
}

beforeEach(() => {
  vi.useFakeTimers()
  sockets = []
  events = []
  statuses = []
  token = 't1'
  serverUp = true
  answering = true
})
afterEach(() => {
  live?.stop()
  live = undefined
  vi.useRealTimers()
})

describe('backoff', () => {
  it('doubles from 1 s up to 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20, 1000].map(backoffCeiling)).toEqual(
      [1, 2, 4, 8, 16, 32, 60, 60, 60, 60].map((s) => s * 1000),
    )
  })

  it('jitters between half and all of the step, never under 1 s nor over 60 s', () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const ceiling = backoffCeiling(attempt)
      const low = backoffDelay(attempt, () => 0)
      const high = backoffDelay(attempt, () => 0.999_999)
      expect(low).toBe(Math.max(FIRST_RETRY_MS, ceiling / 2))
      expect(high).toBe(ceiling)
      expect(low).toBeGreaterThanOrEqual(FIRST_RETRY_MS)
      expect(high).toBeLessThanOrEqual(MAX_RETRY_MS)
    }
    expect(backoffDelay(3, () => 0.5)).toBe(6000) // 4 s + half of the other 4 s
  })
})

describe('LiveSocket', () => {
  it('opens with the token, pings at once and every 30 s; a pong is no event', async () => {
    start()
    expect(last().url).toBe('ws://h/infra/ws?token=t1')
    await tick(0)
    expect(live!.status.state).toBe('open')
    expect(last().sent).toEqual(['ping'])
    await tick(30_000)
    expect(last().sent).toEqual(['ping', 'ping'])
    await tick(30_000)
    expect(last().sent).toEqual(['ping', 'ping', 'ping'])
    expect(events).toEqual([])
    expect(sockets).toHaveLength(1)
  })

  it('hands on notices; bad frames and unknown types end nothing', async () => {
    start()
    await tick(0)
    last().say('{oops')
    last().say(JSON.stringify({ type: 'other', content: '{}' }))
    last().say(
      JSON.stringify({
        type: 'notice-push',
        content: JSON.stringify({ id: 1, title: 'T', type: 2, content: '<b>x</b>' }),
      }),
    )
    expect(events).toEqual([
      { kind: 'unknown', type: 'other' },
      { kind: 'notice', notice: expect.objectContaining({ id: 1, title: 'T' }) },
    ])
    expect(live!.status.state).toBe('open')
    expect(sockets).toHaveLength(1)
  })

  it('a missing pong drops the link and reconnects after the backoff', async () => {
    answering = false
    start()
    await tick(0)
    expect(last().sent).toEqual(['ping'])
    await tick(10_000) // no pong
    expect(sockets[0].closed).toBe(true)
    expect(statuses.at(-1)).toEqual({ state: 'retrying', attempt: 1, retryInMs: 1000 })
    await tick(1000)
    expect(sockets).toHaveLength(2)
  })

  it('server down: one attempt per backoff step, doubling to 60 s (no storm)', async () => {
    serverUp = false
    start({ random: () => 1 - 1e-9 }) // the longest waits
    await tick(0)
    const waits: number[] = []
    for (let i = 0; i < 10; i++) {
      const { retryInMs } = statuses.at(-1)!
      waits.push(retryInMs!)
      const before = sockets.length
      await tick(retryInMs! - 1)
      expect(sockets.length).toBe(before) // nothing before the wait is over
      await tick(1)
      expect(sockets.length).toBe(before + 1)
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60].map((s) => s * 1000))
    // Ten minutes of a dead server: 1 + 10 + 7 attempts, not one a second.
    const before = sockets.length
    await tick(10 * 60_000)
    expect(sockets.length - before).toBeLessThanOrEqual(10)
  })

  it('the server back: connected at the next step, and the backoff starts again from 1 s once it has held a heartbeat', async () => {
    serverUp = false
    start({ random: () => 0 })
    await tick(0)
    await tick(1000 + 1000 + 2000) // attempts 1–3 fail
    expect(statuses.at(-1)).toMatchObject({ state: 'retrying', attempt: 4, retryInMs: 4000 })
    serverUp = true
    await tick(4000)
    expect(live!.status.state).toBe('open')
    await tick(30_000) // a heartbeat answered
    last().drop()
    expect(statuses.at(-1)).toEqual({ state: 'retrying', attempt: 1, retryInMs: 1000 })
  })

  it('a server that accepts and drops at once is waited for like one that refuses', async () => {
    start({ random: () => 0 })
    for (let i = 0; i < 4; i++) {
      await tick(0)
      last().drop()
      await tick(statuses.at(-1)!.retryInMs!)
    }
    expect(statuses.filter((s) => s.state === 'retrying').map((s) => s.retryInMs)).toEqual([1000, 1000, 2000, 4000])
  })

  it('wake(): a waiting attempt goes at once and still counts as a step', async () => {
    serverUp = false
    start({ random: () => 0 })
    await tick(0)
    await tick(1000 + 1000) // two failed retries
    expect(statuses.at(-1)).toMatchObject({ attempt: 3, retryInMs: 2000 })
    const before = sockets.length
    live!.wake()
    expect(sockets.length).toBe(before + 1)
    await tick(0)
    expect(statuses.at(-1)).toMatchObject({ attempt: 4, retryInMs: 4000 }) // the next wait is the next step
    live!.wake()
    live!.wake() // called again while connecting or waiting: still one attempt per wake while retrying
    expect(sockets.length).toBe(before + 2)
  })

  it('wake() on an open link checks it with a ping at once', async () => {
    start()
    await tick(0)
    live!.wake()
    expect(last().sent).toEqual(['ping', 'ping'])
  })

  it('renew(): the new token, a new connection at once, the old one closed', async () => {
    start()
    await tick(0)
    token = 't2'
    live!.renew()
    expect(sockets[0].closed).toBe(true)
    expect(last().url).toBe('ws://h/infra/ws?token=t2')
    sockets[0].drop() // a late close of the old socket changes nothing
    await tick(0)
    expect(live!.status).toEqual({ state: 'open', attempt: 0 })
    expect(sockets).toHaveLength(2)
  })

  it('without a token nothing opens; stop() closes and nothing comes back', async () => {
    token = null
    start()
    expect(sockets).toHaveLength(0)
    expect(live!.status.state).toBe('idle')
    token = 't1'
    live!.renew()
    await tick(0)
    live!.stop()
    expect(last().closed).toBe(true)
    await tick(10 * 60_000)
    expect(sockets).toHaveLength(1)
    expect(live!.status.state).toBe('stopped')
  })

  it('no WebSocket in this browser: unsupported, quietly', () => {
    live = new LiveSocket({ url: () => 'ws://h', onEvent: () => undefined, open: null })
    live.start()
    expect(live.status.state).toBe('unsupported')
  })
})
