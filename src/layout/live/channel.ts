/**
 * What the tabs of one browser tell each other about the live connection (issue 24), over a BroadcastChannel. Checked
 * on arrival like any answer: after a release, a tab still running the old code may say something else.
 */
import { v } from '../../api/http/schema'
import { PushedNotice } from '../../api/live/message'

export const LIVE_CHANNEL = 'sme-portal:live'

const tab = v.string()
export const TabMessage = v.variant('t', [
  /** The unread count, from the leader's poll (with when it polled) or from a tab where it changed (a read, the popover). */
  v.object({ t: v.literal('count'), count: v.number(), polledAt: v.optional(v.number()) }),
  /** A notice the leader's socket received; `key` names this delivery. */
  v.object({ t: v.literal('notice'), key: v.string(), notice: PushedNotice }),
  /** A notice closed or opened in one tab: closed in every tab. */
  v.object({ t: v.literal('dismiss'), key: v.string() }),
  /** A tab joined: the others say whether they are shown, the leader what the count is. */
  v.object({ t: v.literal('hello'), tab }),
  v.object({ t: v.literal('shown'), tab, visible: v.boolean() }),
  v.object({ t: v.literal('bye'), tab }),
])
export type TabMessage = v.InferOutput<typeof TabMessage>

/** The part of a BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: TabMessage): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  close(): void
}

/** The browser's channel, or null where there is none (each tab then keeps to itself). */
export const openChannel = (): ChannelLike | null =>
  typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(LIVE_CHANNEL) as ChannelLike)

/** A message from another tab, or undefined when it is not one of these. */
export function readTabMessage(data: unknown): TabMessage | undefined {
  const parsed = v.safeParse(TabMessage, data)
  return parsed.success ? parsed.output : undefined
}
