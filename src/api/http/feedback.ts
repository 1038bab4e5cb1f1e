import type { ReactNode } from 'react'
import { translate } from '../../i18n'

/**
 * How the request layer talks to the user. Before antd is loaded (the entrance and the other open pages load no antd,
 * issue 2 budget) a tiny DOM implementation shows toasts; antd's App context binds itself once its providers mount
 * (src/components/AntdProviders.tsx); tests bind a fake.
 */
export interface Feedback {
  /** Short error toast; `seconds: 0` keeps it until closed. */
  error(content: ReactNode, seconds?: number): void
  /** Error notification titled with the server's message. */
  notifyError(title: string): void
  /** Asks whether to sign in again; resolves true for 重新登录. */
  confirm(options: { title: string; content: string; okText: string; cancelText: string }): Promise<boolean>
}

const STYLE_ID = 'pf-toast-style'
const CSS = `
.pf-toasts{position:fixed;top:16px;left:0;right:0;z-index:2000;display:flex;flex-direction:column;align-items:center;gap:8px;pointer-events:none}
.pf-toast{pointer-events:auto;display:flex;align-items:center;gap:8px;max-width:min(560px,calc(100vw - 32px));padding:9px 12px;
background:#fff;color:rgba(0,0,0,.88);border-radius:8px;font-size:14px;line-height:1.5715;
box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05);animation:pf-toast-in .2s ease-out}
.pf-toast__icon{flex:none;display:grid;place-items:center;width:16px;height:16px;border-radius:50%;color:#fff;font-size:11px;font-weight:700}
.pf-toast--error .pf-toast__icon{background:#ff4d4f}.pf-toast--success .pf-toast__icon{background:#52c41a}
.pf-toast__close{flex:none;margin-left:4px;border:0;background:none;cursor:pointer;color:rgba(0,0,0,.45);font-size:16px;line-height:1;padding:0 2px}
.pf-toast__close:hover{color:rgba(0,0,0,.88)}
@keyframes pf-toast-in{from{opacity:0;transform:translateY(-8px)}}`

export type ToastKind = 'error' | 'success'

/**
 * A toast at the top of the page (role="alert" for errors, "status" otherwise), closing after `seconds`;
 * `seconds: 0` keeps it until its close button is pressed. Without a DOM (node tests) it logs.
 */
export function showToast(content: ReactNode, { seconds = 3, kind = 'error' as ToastKind, closable = false } = {}): void {
  const textOf = typeof content === 'string' || typeof content === 'number' ? String(content) : null
  if (typeof document === 'undefined' || !document.body) {
    if (kind === 'error') console.error(content)
    return
  }
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style')
    style.id = STYLE_ID
    style.textContent = CSS
    document.head.appendChild(style)
  }
  let host = document.querySelector<HTMLElement>('.pf-toasts')
  if (!host) {
    host = document.createElement('div')
    host.className = 'pf-toasts'
    document.body.appendChild(host)
  }
  const toast = document.createElement('div')
  toast.className = `pf-toast pf-toast--${kind}`
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status')
  const icon = document.createElement('span')
  icon.className = 'pf-toast__icon'
  icon.setAttribute('aria-hidden', 'true')
  icon.textContent = kind === 'error' ? '✕' : '✓'
  const text = document.createElement('span')
  text.textContent = textOf ?? (content instanceof Error ? content.message : String(content ?? ''))
  toast.append(icon, text)
  const close = () => toast.remove()
  if (closable || seconds === 0) {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'pf-toast__close'
    button.setAttribute('aria-label', translate('common', 'close'))
    button.textContent = '×'
    button.addEventListener('click', close)
    toast.append(button)
  }
  host.appendChild(toast)
  if (seconds > 0) setTimeout(close, seconds * 1000)
}

/** Before antd binds: DOM toasts and the browser's confirm dialog. */
const domFeedback: Feedback = {
  error: (content, seconds) => showToast(content, { seconds: seconds ?? 3 }),
  notifyError: (title) => showToast(title, { seconds: 4.5, closable: true }),
  confirm: async ({ title, content }) =>
    typeof window !== 'undefined' && typeof window.confirm === 'function' ? window.confirm(`${title}\n\n${content}`) : false,
}

// Bindings nest (a lazily loaded captcha brings its own antd providers inside a page that has them): the latest wins,
// and unbinding one restores the one before it.
const bound: Feedback[] = []
const current = () => bound.at(-1) ?? domFeedback

export const feedback: Feedback = {
  error: (content, seconds) => current().error(content, seconds),
  notifyError: (title) => current().notifyError(title),
  confirm: (options) => current().confirm(options),
}

export function bindFeedback(impl: Feedback): () => void {
  bound.push(impl)
  return () => {
    const at = bound.lastIndexOf(impl)
    if (at >= 0) bound.splice(at, 1)
  }
}
