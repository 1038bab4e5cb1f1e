/**
 * One connection and one unread poll per browser, not per tab (issue 24). Every signed-in back-office tab runs this:
 * the tab holding the leader lock (leader.ts) opens yudao's WebSocket (api/live/socket.ts) and polls the unread count;
 * it tells the other tabs over a BroadcastChannel (channel.ts). Every tab shows what it hears. When the leader tab
 * closes or reloads, the next tab in the lock's queue takes over at once and polls when the last poll is due.
 */
import type { PushedNotice } from '../../api/live/message'
import { LiveSocket, type LiveSocketOptions, type LiveSocketStatus } from '../../api/live/socket'
import { startUnreadPoll, type Visibility } from '../unreadPoll'
import { openChannel, readTabMessage, type ChannelLike, type TabMessage } from './channel'
import { browserLocks, electLeader, type LeaderLocks } from './leader'

/** The same notice from two sockets (tabs without Web Locks each hold one) within this time is shown once. */
const SAME_NOTICE_MS = 10_000

export interface LiveStatus {
  leader: boolean
  /** The leader's socket; null in the other tabs. */
  socket: LiveSocketStatus | null
}

/** The page's visibility (document) and the window's `online` and `pagehide` events. */
type PageLike = Visibility
type WindowLike = Pick<Window, 'addEventListener' | 'removeEventListener'>

export interface LiveOptions {
  /** yudao's WebSocket address with the current token, or null without one. */
  socketUrl(): string | null
  fetchCount(): Promise<number>
  pollMs: number
  /** The count heard (from this tab's poll or another tab). */
  onCount(count: number): void
  /** A notice to show; `key` names this delivery in every tab. */
  onNotice(key: string, notice: PushedNotice): void
  /** Another tab closed or opened the notice of `key`. */
  onDismiss(key: string): void
  onStatus?(status: LiveStatus): void
  // What the browser offers; tests pass fakes.
  channel?: ChannelLike | null
  locks?: LeaderLocks
  page?: PageLike
  win?: WindowLike
  openSocket?: LiveSocketOptions['open']
  tabId?: string
}

export interface Live {
  /** Signed out or left the back office: this tab stops (as leader: the socket closes, the next tab may lead). */
  stop(): void
  /** The access token changed: the leader reconnects with it. */
  tokenChanged(): void
  /** A count set in this tab (a read, the popover opened): every other tab takes it. */
  shareCount(count: number): void
  /** The notice of `key` was closed or opened here: close it in every other tab. */
  dismiss(key: string): void
}

/** "Visible" for the leader's poll: this page or any other tab of the browser is shown. */
class BrowserVisibility extends EventTarget implements Visibility {
  private readonly others = new Map<string, boolean>()
  private wasHidden: boolean
  constructor(private readonly page: PageLike) {
    super()
    this.wasHidden = this.hidden
  }
  get hidden() {
    return this.page.hidden && ![...this.others.values()].some(Boolean)
  }
  set(tab: string, visible: boolean | undefined) {
    if (visible === undefined) this.others.delete(tab)
    else this.others.set(tab, visible)
    this.changed()
  }
  changed() {
    if (this.hidden === this.wasHidden) return
    this.wasHidden = this.hidden
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

const randomId = () => Math.random().toString(36).slice(2, 10)

export function startLive(options: LiveOptions): Live {
  const tab = options.tabId ?? randomId()
  const ownChannel = options.channel === undefined
  const channel = ownChannel ? openChannel() : options.channel
  const page = options.page ?? document
  const win = options.win ?? window
  const visibility = new BrowserVisibility(page)
  let socket: LiveSocket | null = null
  let count: number | undefined
  let polledAt: number | undefined
  const recent = new Map<number, number>() // notice id → when shown
  const dismissed = new Set<string>()

  const post = (message: TabMessage) => channel?.postMessage(message)
  const report = () => options.onStatus?.({ leader: socket !== null, socket: socket?.status ?? null })
  const heard = (n: number) => {
    count = n
    options.onCount(n)
  }
  const show = (key: string, notice: PushedNotice) => {
    const now = Date.now()
    for (const [id, at] of recent) if (now - at > SAME_NOTICE_MS) recent.delete(id)
    if (recent.has(notice.id)) return
    recent.set(notice.id, now)
    options.onNotice(key, notice)
  }
  const shown = () => post({ t: 'shown', tab, visible: !page.hidden })

  const onMessage = (event: MessageEvent) => {
    const m = readTabMessage(event.data)
    if (!m) return
    switch (m.t) {
      case 'count':
        if (m.polledAt !== undefined) polledAt = m.polledAt
        return heard(m.count)
      case 'notice':
        return show(m.key, m.notice)
      case 'dismiss':
        if (dismissed.has(m.key)) return
        dismissed.add(m.key)
        return options.onDismiss(m.key)
      case 'hello':
        shown()
        if (socket && count !== undefined) post({ t: 'count', count, polledAt })
        return
      case 'shown':
        visibility.set(m.tab, m.visible)
        if (m.visible) socket?.wake() // spec: reconnect at once when the page (any tab) is shown
        return
      case 'bye':
        return visibility.set(m.tab, undefined)
    }
  }
  const onOwnVisibility = () => {
    shown()
    visibility.changed()
    if (!page.hidden) socket?.wake()
  }
  const onOnline = () => socket?.wake()
  const onPageHide = () => post({ t: 'bye', tab })

  channel?.addEventListener('message', onMessage)
  page.addEventListener('visibilitychange', onOwnVisibility)
  win.addEventListener('online', onOnline)
  win.addEventListener('pagehide', onPageHide)
  post({ t: 'hello', tab })
  shown()

  const leave = electLeader(options.locks === undefined ? browserLocks() : options.locks, () => {
    const own = new LiveSocket({
      url: options.socketUrl,
      open: options.openSocket,
      onEvent(event) {
        if (event.kind !== 'notice') return // other types belong to other pages (yudao's demo chat …)
        const key = `${event.notice.id}@${Date.now()}`
        post({ t: 'notice', key, notice: event.notice })
        show(key, event.notice)
      },
      onStatus: report,
    })
    socket = own
    const stopPoll = startUnreadPoll({
      fetchCount: options.fetchCount,
      onCount(n) {
        polledAt = Date.now()
        heard(n)
        post({ t: 'count', count: n, polledAt })
      },
      intervalMs: options.pollMs,
      visibility,
      lastPolledAt: polledAt,
    })
    own.start()
    report()
    return () => {
      stopPoll()
      socket = null
      own.stop()
      report()
    }
  })

  return {
    stop() {
      leave()
      post({ t: 'bye', tab })
      channel?.removeEventListener('message', onMessage)
      page.removeEventListener('visibilitychange', onOwnVisibility)
      win.removeEventListener('online', onOnline)
      win.removeEventListener('pagehide', onPageHide)
      if (ownChannel) channel?.close()
    },
    tokenChanged: () => socket?.renew(),
    shareCount(n) {
      count = n
      post({ t: 'count', count: n })
    },
    dismiss(key) {
      if (dismissed.has(key)) return
      dismissed.add(key)
      post({ t: 'dismiss', key })
    },
  }
}
