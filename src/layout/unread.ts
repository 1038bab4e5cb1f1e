import { create } from 'zustand'
import { getUnreadNotifyMessageCount } from '../api/notify'

interface UnreadState {
  count: number
  /** A count found in this tab (a read, the popover opened): this tab shows it and tells the others. */
  setCount(count: number): void
  /** A count heard from the tab that polls, or from another tab: shown, not passed on. */
  receive(count: number): void
  /** Asks the server again (after marking messages read on the messages page). */
  refresh(): Promise<void>
}

/** Where a count set in this tab goes besides this tab: the other tabs (live/LiveNotices.tsx wires it while signed in). */
let share: ((count: number) => void) | undefined
export function shareUnreadWith(fn: (count: number) => void) {
  share = fn
  return () => {
    if (share === fn) share = undefined
  }
}

/** The unread notification count behind the bell's red dot (spec §2.3), one for every tab of the browser (issue 24). */
export const useUnread = create<UnreadState>()((set, get) => ({
  count: 0,
  setCount(count) {
    set({ count })
    share?.(count)
  },
  receive: (count) => set({ count }),
  async refresh() {
    get().setCount(Number(await getUnreadNotifyMessageCount()) || 0)
  },
}))
