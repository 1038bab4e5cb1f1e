import { backoffDelay } from './backoff'
import { parseLiveMessage, PING, type LiveEvent } from './message'

/**
 * - `idle`: no token, nothing to open · `connecting` · `open` · `retrying`: waiting `retryInMs` before the next attempt
 * - `stopped` · `unsupported`: this browser has no WebSocket (the unread poll alone keeps the bell right).
 */
export type LiveSocketState = 'idle' | 'connecting' | 'open' | 'retrying' | 'stopped' | 'unsupported'

export interface LiveSocketStatus {
  state: LiveSocketState
  /** Failed attempts since the server last answered. */
  attempt: number
  /** While retrying: the wait chosen before the next attempt. */
  retryInMs?: number
}

/** The part of a WebSocket used here, so tests can pass a fake. */
export interface WebSocketLike {
  onopen: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onclose: ((event: CloseEvent) => void) | null
  onerror: ((event: Event) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

export interface LiveSocketOptions {
  /** The address with the current token; null while there is none (nothing is opened). Read at every attempt. */
  url(): string | null
  onEvent(event: LiveEvent): void
  onStatus?(status: LiveSocketStatus): void
  /** Opens a socket; default the browser's WebSocket (none: `unsupported`). */
  open?: ((url: string) => WebSocketLike) | null
  /** yudao's heartbeat: `ping` every 30 s. */
  heartbeatMs?: number
  /** A `ping` unanswered this long means a dead link (a proxy that dropped it quietly, a laptop back from sleep). */
  pongTimeoutMs?: number
  random?: () => number
}

const browserSocket = typeof WebSocket === 'undefined' ? null : (url: string) => new WebSocket(url) as WebSocketLike

/**
 * One connection to yudao's WebSocket that keeps itself alive: a `ping` at once and every 30 s; a close, a failed
 * handshake or a missing `pong` → the next attempt after the backoff (1 s … 60 s with jitter, backoff.ts). The attempt
 * count goes back to 0 only after a connection the server answered has lasted a heartbeat, so a server that accepts and
 * drops at once is waited for like one that refuses. `wake()` (the browser is online again, the page is shown) tries
 * at once instead of waiting, and counts as an attempt: at most one attempt per backoff step however often it is called.
 */
export class LiveSocket {
  private socket?: WebSocketLike
  private retryTimer?: ReturnType<typeof setTimeout>
  private heartbeat?: ReturnType<typeof setInterval>
  private pongTimer?: ReturnType<typeof setTimeout>
  private attempt = 0
  /** When the current connection first got an answer (a `pong`), if it did. */
  private answeredAt?: number
  private state: LiveSocketState = 'idle'
  private last: LiveSocketStatus = { state: 'idle', attempt: 0 }
  private readonly open: ((url: string) => WebSocketLike) | null

  constructor(private readonly options: LiveSocketOptions) {
    this.open = options.open === undefined ? browserSocket : options.open
  }

  private get heartbeatMs() {
    return this.options.heartbeatMs ?? 30_000
  }

  /** The last status reported. */
  get status(): LiveSocketStatus {
    return this.last
  }

  start() {
    if (!this.open) return this.report('unsupported')
    this.connect()
  }

  stop() {
    this.teardown()
    this.report('stopped')
  }

  /** Online again, or the page shown: a waiting attempt goes now; an open link is checked with a `ping` now. */
  wake() {
    if (this.state === 'retrying') {
      clearTimeout(this.retryTimer)
      this.connect()
    } else if (this.state === 'open') this.ping()
  }

  /** The token changed (a refresh, another sign-in): a new connection with it, at once. Not a failure. */
  renew() {
    if (this.state === 'stopped' || this.state === 'unsupported') return
    this.teardown()
    this.connect()
  }

  private report(state: LiveSocketState, retryInMs?: number) {
    this.state = state
    this.last = { state, attempt: this.attempt, ...(retryInMs === undefined ? {} : { retryInMs }) }
    this.options.onStatus?.(this.last)
  }

  private connect() {
    const url = this.options.url()
    if (!url || !this.open) return this.report('idle')
    let socket: WebSocketLike
    try {
      socket = this.open(url)
    } catch {
      return this.retry() // a malformed address or a refused scheme: wait as for any failure
    }
    this.socket = socket
    this.report('connecting')
    socket.onopen = () => {
      this.report('open')
      this.ping()
      this.heartbeat = setInterval(() => this.ping(), this.heartbeatMs)
    }
    socket.onmessage = (e) => {
      const event = parseLiveMessage(e.data)
      if (event.kind === 'invalid') return
      clearTimeout(this.pongTimer)
      this.pongTimer = undefined
      this.answeredAt ??= Date.now()
      if (event.kind !== 'pong') this.options.onEvent(event)
    }
    // A failed handshake fires error then close; a dropped link close only: the close decides.
    socket.onerror = () => undefined
    socket.onclose = () => this.retry()
  }

  private ping() {
    try {
      this.socket?.send(PING)
    } catch {
      return // not open after all: its close event follows
    }
    this.pongTimer ??= setTimeout(() => this.retry(), this.options.pongTimeoutMs ?? 10_000)
  }

  private retry() {
    // A connection that worked for a heartbeat ended: the backoff starts again from 1 s.
    if (this.answeredAt !== undefined && Date.now() - this.answeredAt >= this.heartbeatMs) this.attempt = 0
    this.teardown()
    const delay = backoffDelay(this.attempt, this.options.random)
    this.attempt++
    this.report('retrying', delay)
    this.retryTimer = setTimeout(() => this.connect(), delay)
  }

  /** Ends the current socket, if any, without its events reaching this object again. */
  private teardown() {
    clearTimeout(this.retryTimer)
    clearInterval(this.heartbeat)
    clearTimeout(this.pongTimer)
    this.retryTimer = this.heartbeat = this.pongTimer = this.answeredAt = undefined
    const socket = this.socket
    this.socket = undefined
    if (!socket) return
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null
    try {
      socket.close(1000)
    } catch {
      // already closed
    }
  }
}
