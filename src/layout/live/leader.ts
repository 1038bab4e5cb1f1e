/**
 * One tab of the browser leads (issue 24): the one holding a Web Lock. The others queue for it, so when the leader
 * closes or reloads the browser grants it to the next tab at once; no timers, no heartbeat between tabs.
 */
export const LEADER_LOCK = 'sme-portal:live-leader'

/** The part of the Web Locks API used here (`navigator.locks`), so tests can pass a fake. */
export interface LeaderLocks {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>
}

export const browserLocks = (): LeaderLocks | undefined =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as unknown as LeaderLocks) : undefined

/**
 * Runs `lead` once this tab holds the lock; it returns what ends the leadership. The returned function leaves: it ends
 * the leadership (releasing the lock for the next tab) or leaves the queue. Without Web Locks (plain http on a
 * non-local address) every tab leads for itself: as before issue 24, one connection and one poll per tab.
 */
export function electLeader(locks: LeaderLocks | undefined, lead: () => () => void, name = LEADER_LOCK): () => void {
  let left = false
  let end: (() => void) | undefined
  if (!locks) {
    end = lead()
    return () => {
      if (left) return
      left = true
      end?.()
    }
  }
  const queue = new AbortController()
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  locks
    .request(name, { signal: queue.signal }, async () => {
      if (left) return
      end = lead()
      await held // until this tab leaves (a closed or reloaded tab releases it by itself)
    })
    .catch(() => undefined) // aborted while queueing: this tab left first
  return () => {
    if (left) return
    left = true
    queue.abort()
    end?.()
    end = undefined
    release()
  }
}
