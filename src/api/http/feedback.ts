import type { ReactNode } from 'react'

/** How the request layer talks to the user. Bound to antd's App context at start-up; tests bind a fake. */
export interface Feedback {
  /** Short error toast; `seconds: 0` keeps it until closed. */
  error(content: ReactNode, seconds?: number): void
  /** Error notification titled with the server's message. */
  notifyError(title: string): void
  /** Asks whether to sign in again; resolves true for 重新登录. */
  confirm(options: { title: string; content: string; okText: string; cancelText: string }): Promise<boolean>
}

const consoleFeedback: Feedback = {
  error: (content) => console.error(content),
  notifyError: (title) => console.error(title),
  confirm: async () => false,
}

let current: Feedback = consoleFeedback

export const feedback: Feedback = {
  error: (content, seconds) => current.error(content, seconds),
  notifyError: (title) => current.notifyError(title),
  confirm: (options) => current.confirm(options),
}

export function bindFeedback(impl: Feedback): () => void {
  current = impl
  return () => {
    if (current === impl) current = consoleFeedback
  }
}
