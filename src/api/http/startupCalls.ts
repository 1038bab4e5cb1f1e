/**
 * A reload's first calls, sent before the app's code is here (issue 51). A start-up (AppRouter's startSession) remembers
 * the GETs it made at its address — the session's calls, the first page's rows — once each has succeeded. At the next
 * reload of that address public/prefs.js, which runs before any module, sends them again with the session's token, so
 * their answers arrive with the code instead of after it. The request layer takes such an answer only for exactly the
 * same call (URL, headers, token) during the start-up; anything else — another address, another token, a call the
 * app no longer makes, an answer that is not a clean success — is dropped, and the app asks as it always did (a 401
 * goes the usual refresh way, a page the menus no longer allow says so as before).
 */
import type { AxiosRequestConfig } from 'axios'
import { config } from '../../config'
import { local, STORAGE_KEYS } from '../../utils/storage'
import { callHeaders } from './headers'
import { serializeParams } from './params'
import { tokens } from './tokens'

/** What public/prefs.js leaves on `window.__startupCalls` (keep both sides together: src/stores/settings.test.ts). */
export interface SentAhead {
  address: string
  calls: {
    url: string
    headers: Record<string, string>
    token: string
    traceId: string
    xhr: Pick<XMLHttpRequest, 'readyState' | 'status' | 'responseText' | 'addEventListener'>
  }[]
}
declare global {
  var __startupCalls: SentAhead | undefined
}

/** What is remembered per address (pathname and search): the calls, in the order they succeeded. */
export interface RememberedCall {
  url: string
  headers: Record<string, string>
}
const MAX_ADDRESSES = 10
const MAX_CALLS = 6

/** An answer taken from a call sent ahead: the envelope's data, and the trace id it went with. */
export interface EarlyAnswer {
  data: unknown
  traceId: string
}

const plain = (v: unknown) => v === undefined || (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype)

/**
 * The URL a GET goes to, as axios builds it (base + path + serialised params), absolute; undefined for what is not a
 * plain call of the app's API (an absolute URL, params that are not a plain object).
 */
export function callUrl(req: AxiosRequestConfig): string | undefined {
  if (!req.url || /^[a-z][a-z\d+.-]*:|^\/\//i.test(req.url) || !plain(req.params)) return undefined
  const path = `${config.apiBaseUrl.replace(/\/+$/, '')}/${req.url.replace(/^\/+/, '')}`
  const query = serializeParams(req.params as Record<string, unknown> | undefined)
  return new URL(query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path, window.location.href).href
}

let recording: { address: string; calls: RememberedCall[] } | undefined
let aheadCount = 0

/** A start-up at `address` (pathname + search) begins: its GETs are remembered, the calls sent ahead for it offered. */
export function startupBegins(address: string) {
  // The demo API answers inside the page (msw), which a call sent before the app's code would miss.
  recording = config.apiMode === 'remote' ? { address, calls: [] } : undefined
  if (globalThis.__startupCalls?.address !== address) globalThis.__startupCalls = undefined
  aheadCount = globalThis.__startupCalls?.calls.length ?? 0
}

/** The start-up's session is here: what was sent ahead and not taken is dropped; later calls are the pages' own. */
export function startupEnds() {
  recording = undefined
  globalThis.__startupCalls = undefined
}

/** How many calls were sent ahead for this start-up: so many of its calls will not leave from the app itself. */
export const sentAheadCount = () => aheadCount

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(b).every((name) => a[name] === b[name])

/** The answer of a call sent ahead, once it is here, if it is a clean success (HTTP 200, an envelope of code 0/200). */
function answerOf(call: SentAhead['calls'][number]): Promise<EarlyAnswer | undefined> {
  return new Promise((resolve) => {
    const read = () => {
      try {
        const body: unknown = call.xhr.status === 200 ? JSON.parse(call.xhr.responseText) : undefined
        const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined
        resolve(envelope && (Number(envelope.code) || 200) === 200 ? { data: envelope.data, traceId: call.traceId } : undefined)
      } catch {
        resolve(undefined) // not JSON: the app asks again and says what came
      }
    }
    if (call.xhr.readyState === 4) read()
    else call.xhr.addEventListener('loadend', read)
  })
}

function remember(into: NonNullable<typeof recording>, call: RememberedCall) {
  if (into.calls.length >= MAX_CALLS || into.calls.some((c) => c.url === call.url)) return
  into.calls.push(call)
  const all = local.getJSON<Record<string, RememberedCall[]>>(STORAGE_KEYS.startupCalls) ?? {}
  delete all[into.address] // the newest address last: the oldest go first
  all[into.address] = into.calls
  const addresses = Object.keys(all)
  for (const old of addresses.slice(0, Math.max(0, addresses.length - MAX_ADDRESSES))) delete all[old]
  local.setJSON(STORAGE_KEYS.startupCalls, all)
}

/**
 * The start-up's part in a call (request(), ./client.ts), decided in the task it is made: the answer sent ahead for
 * exactly this call, if any (taken once; undefined once it turns out not to be a clean success: ask as usual), and
 * `succeeded` to remember the call for the next reload. Undefined outside a start-up and for anything but a GET.
 */
export function startupCall(req: AxiosRequestConfig): { early?: Promise<EarlyAnswer | undefined>; succeeded(): void } | undefined {
  const into = recording
  if (!into || (req.method ?? 'get').toLowerCase() !== 'get' || req.isToken === false || req.responseType) return undefined
  const url = callUrl(req)
  if (!url) return undefined
  const headers = callHeaders()
  const ahead = globalThis.__startupCalls?.calls ?? []
  const token = tokens.access()
  const at = ahead.findIndex((c) => c.url === url && c.token === token && sameHeaders(c.headers, headers))
  return { early: at < 0 ? undefined : answerOf(ahead.splice(at, 1)[0]), succeeded: () => remember(into, { url, headers }) }
}
