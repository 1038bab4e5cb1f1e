import { create } from 'zustand'
import { getUnreadNotifyMessageCount } from '../api/notify'

interface UnreadState {
  count: number
  setCount(count: number): void
  /** Asks the server again (after marking messages read on the messages page). */
  refresh(): Promise<void>
}

/** The unread notification count behind the bell's red dot (spec §2.3). */
export const useUnread = create<UnreadState>()((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
  async refresh() {
    set({ count: Number(await getUnreadNotifyMessageCount()) || 0 })
  },
}))
