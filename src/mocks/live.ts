/**
 * yudao's WebSocket in the demo API (issue 24), free of any transport: who may connect, and what the server pushes.
 * Two transports carry it — msw's WebSocket interception in the browser and jsdom tests (liveSocket.ts), and the `ws`
 * package in scripts/demo-backend.mjs — each registering itself with `onPush`.
 */
import { userOfAccessToken, type DemoUser } from './session'

/** yudao-server's `yudao.websocket.path`, at the backend's root (not under /admin-api/). */
export const LIVE_PATH = '/infra/ws'
export const PONG = 'pong'

/** The access token of a connection (`?token=`, read by yudao's TokenAuthenticationFilter at the handshake). */
export const tokenOfLiveUrl = (url: string | URL) => new URL(url, 'http://localhost').searchParams.get('token') ?? ''

/**
 * The user of a connection's token, checked at the handshake: none → refused. Like yudao, which keeps the user in the
 * session, a connection once accepted stays and gets every push even after its token expires.
 */
export function liveUserOf(url: string | URL): DemoUser | undefined {
  const token = tokenOfLiveUrl(url)
  return token ? userOfAccessToken(token) : undefined
}

/** yudao answers the 4-character text `ping` with `pong`; anything else a client sends is ignored here. */
export const answerTo = (data: unknown) => (data === 'ping' ? PONG : undefined)

type Sink = (text: string) => void
const sinks = new Set<Sink>()

/** A transport's way of sending a frame to every connection it accepted. */
export function onPush(sink: Sink): () => void {
  sinks.add(sink)
  return () => sinks.delete(sink)
}

/**
 * yudao's `webSocketSenderApi.sendObject(UserTypeEnum.ADMIN, type, object)`: `{type, content}` with the object as JSON
 * text, to every admin-side connection. Every account of this demo signs in to the admin side.
 */
export function pushToAll(type: string, content: unknown) {
  const text = JSON.stringify({ type, content: JSON.stringify(content) })
  sinks.forEach((send) => send(text))
}
