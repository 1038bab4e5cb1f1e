/**
 * yudao's WebSocket (issue 24): `/infra/ws?token=<access token>` at the backend's root, not under /admin-api/
 * (`yudao.websocket.path: /infra/ws`). Text frames: the 4 characters `ping` from the client are answered `pong`;
 * everything else is JSON `{type, content}` whose `content` is itself JSON text (yudao JsonWebSocketMessage).
 */
import { entity, id, optNum, text, time, v, type Out } from '../http/schema'

export const LIVE_PATH = '/infra/ws'
export const PING = 'ping'
export const PONG = 'pong'
export const NOTICE_PUSH = 'notice-push'

/** The envelope of every JSON frame. */
const Envelope = v.object({ type: v.pipe(v.string(), v.minLength(1)), content: v.nullish(v.string(), '') })

/** A notice as `notice-push` carries it (yudao NoticeDO): the id names it, the rest is shown. */
export const PushedNotice = entity({
  id,
  title: text,
  /** Dictionary system_notice_type; a trimmed push may lack it. */
  type: optNum,
  /** Rich text from the server: shown only through SafeHtml. */
  content: text,
  createTime: time,
})
export type PushedNotice = Out<typeof PushedNotice>

/** What a frame from the server means to the app. */
export type LiveEvent =
  | { kind: 'pong' }
  | { kind: 'notice'; notice: PushedNotice }
  /** A well-formed message of a type this app does not handle (yudao sends others to other pages): ignored. */
  | { kind: 'unknown'; type: string }
  /** Not yudao's format: ignored, never shown. */
  | { kind: 'invalid'; reason: string }

function json(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** Reads one frame. Never throws: a bad frame is `invalid`, so one broken message can't end the connection. */
export function parseLiveMessage(data: unknown): LiveEvent {
  if (typeof data !== 'string') return { kind: 'invalid', reason: 'not a text frame' }
  if (data === PONG) return { kind: 'pong' }
  const frame = json(data)
  if (!frame.ok) return { kind: 'invalid', reason: 'bad JSON' }
  const envelope = v.safeParse(Envelope, frame.value)
  if (!envelope.success) return { kind: 'invalid', reason: 'not {type, content}' }
  const { type, content } = envelope.output
  if (type !== NOTICE_PUSH) return { kind: 'unknown', type }
  const inner = json(content)
  if (!inner.ok) return { kind: 'invalid', reason: `${type}: content is not JSON` }
  const notice = v.safeParse(PushedNotice, inner.value)
  return notice.success
    ? { kind: 'notice', notice: notice.output }
    : { kind: 'invalid', reason: `${type}: not a notice` }
}

/**
 * The socket's address: the backend's origin (the page's own, or the configured API origin) with ws:// or wss:// by
 * its scheme, and the access token as yudao's handshake reads it.
 */
export function liveUrl(apiBaseUrl: string, pageUrl: string, token: string): string {
  const url = new URL(LIVE_PATH, new URL(apiBaseUrl, pageUrl))
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.search = new URLSearchParams({ token }).toString()
  return url.toString()
}
