import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios'
import type { Envelope } from '../types'
import { ApiError, BAD_ANSWER, SESSION_EXPIRED, TRANSPORT_MESSAGE_SECONDS, WIRE_TEXT, callOf, errorText } from './errors'
import { feedback } from './feedback'
import { observeRequestFailure } from '../../analytics/track'
import { createRefresher } from './refresh'
import { v, type Answer } from './schema'
import { shared } from './sharedTokens'
import { startupCall, type EarlyAnswer } from './startupCalls'
import { TokenAnswer, tokens } from './tokens'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false = send no Authorization header (login, refresh). */
    isToken?: boolean
    /** Internal: this request is the refresh call, so its 401 must not trigger a refresh. */
    isRefresh?: boolean
    /** Internal: already replayed once after a refresh; a second 401 does not loop. */
    replayed?: boolean
    /** Internal: how often this GET was sent again after a dropped connection or a gateway's 502/503/504. */
    retried?: number
    /**
     * Fails without a word and is not sent again: a look-up made ahead of the user (issue 23), which the user's own
     * action repeats aloud if this one failed.
     */
    quiet?: boolean
  }
}

let loading: Promise<AxiosInstance> | undefined
/**
 * The axios instance with its interceptors (./instance.ts). It loads with the first request, so pages that call
 * nothing before the user acts (the sign-in entrance) show without it (issue 2 performance budget).
 */
export const getInstance = (): Promise<AxiosInstance> =>
  (loading ??= import('./instance').then((m) => m.createInstance(handleUnauthorized)))

type Method = 'request' | 'get' | 'post' | 'put' | 'delete'
/** axios-style calls for the few callers that need the whole response (e.g. captcha): they wait for the instance. */
export const instance = {
  request: (config) => getInstance().then((i) => i.request(config)),
  get: (url, config) => getInstance().then((i) => i.get(url, config)),
  post: (url, data, config) => getInstance().then((i) => i.post(url, data, config)),
  put: (url, data, config) => getInstance().then((i) => i.put(url, data, config)),
  delete: (url, config) => getInstance().then((i) => i.delete(url, config)),
} as Pick<AxiosInstance, Method>

// ---- token refresh (spec §4, issue 10): one refresh for every tab, waiting requests replayed or all rejected ----

const refresher = createRefresher({
  local: tokens,
  shared: shared.store,
  locks: shared.locks,
  call: (refreshToken) =>
    request(
      { url: '/system/auth/refresh-token', method: 'post', params: { refreshToken }, isToken: false, isRefresh: true },
      TokenAnswer,
    ),
})

let promptShownFor: string | null = null
let onLoggedOut: () => Promise<void> | void = () => tokens.clear()

/** The session store registers how to log out (clearing roles, permissions, tokens) when the user confirms. */
export function setLogoutHandler(handler: () => Promise<void> | void) {
  onLoggedOut = handler
}

/** This page inside the app (without the base path), for the entrance's redirect. */
function currentAppPath(): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '')
  const path = window.location.pathname.startsWith(base) ? window.location.pathname.slice(base.length) : '/'
  return (path || '/') + window.location.search
}

/**
 * After the user confirms 重新登录: the entrance, with this page as the redirect, so signing in again brings the user
 * back to what they were doing (issue 10; spec §4 said the home page). The router may register SPA navigation.
 */
let goTo: (path: string) => void = (path) =>
  window.location.assign(`${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`)
export function setExpiredNavigation(navigate: (path: string) => void) {
  goTo = navigate
}

/** Resolves with an access token newer than `sentToken`: another tab's, or one this tab refreshed (single flight). */
export const refreshOnce = (sentToken?: string): Promise<string> => refresher.refresh(sentToken)

/**
 * The session-expired prompt, only when the session really ended (the server refused the refresh token; not a network
 * failure, not a sign-out, which the session store follows by itself), and at most once per tab and session.
 */
async function sessionExpired(error: unknown) {
  if (error instanceof ApiError && error.transport) return // the request layer already said 后端接口连接异常
  const access = tokens.access()
  if (!access) return // signed out (here or in another tab): nothing expired
  const session = tokens.refresh() ?? access
  if (promptShownFor === session) return
  promptShownFor = session
  if (await feedback.confirm(SESSION_EXPIRED)) {
    // Read before logging out: signing out sends the tab to the entrance itself, and on a busy machine that navigation
    // came first, so the redirect pointed at the entrance.
    const back = currentAppPath()
    await onLoggedOut()
    goTo(`/entrance?redirect=${encodeURIComponent(back)}`)
  }
}

/** The response interceptor's 401 path (./instance.ts): refresh once and replay, or reject and prompt. */
export async function handleUnauthorized(req: AxiosRequestConfig, sentToken: string, msg: string) {
  if (req.isRefresh) throw new ApiError(msg, 401)
  if (!req.replayed) {
    let token: string
    try {
      // This tab already holds a newer token (a refresh finished meanwhile): just replay with it.
      const current = tokens.access()
      token = current && current !== sentToken ? current : await refreshOnce(sentToken)
    } catch (e) {
      void sessionExpired(e)
      throw new ApiError(errorText(401), 401)
    }
    return (await getInstance()).request({
      ...req,
      replayed: true,
      headers: { ...req.headers, Authorization: `Bearer ${token}` },
    })
  }
  // A replayed request answered 401 again: no second refresh, no loop.
  void sessionExpired(undefined)
  throw new ApiError(errorText(401), 401)
}

type RequestWatcher = <T>(work: Promise<T>) => Promise<T>
let watchRequest: RequestWatcher = (work) => work

/** Lets the layout follow requests in flight (the route progress bar waits for a page's first data, issue 16). */
export function setRequestWatcher(watcher: RequestWatcher) {
  watchRequest = watcher
}

let quietCalls = 0

/**
 * Runs `call` with every request it sends (synchronously) `quiet`: asked ahead of the user, who may never need it —
 * a page's first rows at a sign-in, for a page the new user may not have (issue 23). Whoever needs it asks again aloud.
 */
export function quietly<T>(call: () => T): T {
  quietCalls++
  try {
    return call()
  } finally {
    quietCalls--
  }
}

/** Whether a request sent now is quiet (inside `quietly`). */
export const sendingQuietly = () => quietCalls > 0

const answerOf = (res: AxiosResponse<Envelope>): EarlyAnswer => ({
  data: res.data.data,
  traceId: String(res.config.headers?.['trace-id'] ?? ''),
})

/**
 * Sends a request and returns the envelope's data, checked and normalised by `answer` (issue 22): data of another
 * shape is refused with a message naming the call, so no page ever renders what it cannot read.
 */
export function request<T>(asked: AxiosRequestConfig, answer: Answer<T>): Promise<T> {
  const req = sendingQuietly() ? { ...asked, quiet: true } : asked
  // A reload's call may have been sent ahead by public/prefs.js (issue 51): its answer, if it is a clean success.
  const startup = startupCall(req)
  return watchRequest(
    (async () => {
      const { data, traceId } = (await startup?.early) ?? answerOf(await (await getInstance()).request<Envelope>(req))
      const checked = v.safeParse(answer, data)
      if (checked.success) {
        startup?.succeeded()
        return checked.output
      }
      const call = callOf(req)
      const text = WIRE_TEXT.format(call)
      console.warn(text, v.flatten(checked.issues).nested ?? checked.issues[0]?.message)
      observeRequestFailure({ call, traceId, reason: 'bad-data' }) // the operator's reports (issue 45)
      if (!req.quiet) feedback.error(text, TRANSPORT_MESSAGE_SECONDS)
      throw new ApiError(text, BAD_ANSWER, false, { call, traceId })
    })(),
  )
}

/**
 * What a page's load passes on to each of its calls: the signal aborts the call — and the retries of a dropped
 * connection still to come, which would say so again — once the page no longer waits for it (hooks/useLoad).
 */
export interface CallOptions {
  signal?: AbortSignal
}

export interface Download {
  blob: Blob
  filename: string
}

function filenameOf(res: AxiosResponse, fallback: string): string {
  const disposition = String(res.headers['content-disposition'] ?? '')
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)
  return match ? decodeURIComponent(match[1]) : fallback
}

/** One function per method; `answer` is the schema of the data (src/api/http/schema.ts), its output the result's type. */
export const http = {
  get: <T>(url: string, answer: Answer<T>, options: AxiosRequestConfig = {}) =>
    request({ ...options, url, method: 'get' }, answer),
  post: <T>(url: string, answer: Answer<T>, data?: unknown, options: AxiosRequestConfig = {}) =>
    request({ ...options, url, data, method: 'post' }, answer),
  put: <T>(url: string, answer: Answer<T>, data?: unknown, options: AxiosRequestConfig = {}) =>
    request({ ...options, url, data, method: 'put' }, answer),
  delete: <T>(url: string, answer: Answer<T>, options: AxiosRequestConfig = {}) =>
    request({ ...options, url, method: 'delete' }, answer),
  /** Blob endpoints (export): the file and the server's file name. */
  async download(url: string, params?: Record<string, unknown>, fallbackName = 'export.xls'): Promise<Download> {
    // A refusal comes as a JSON envelope instead of the file: the response interceptor (./instance.ts) handles it.
    const res = await (await getInstance()).request<Blob>({ url, params, method: 'get', responseType: 'blob' })
    return { blob: res.data, filename: filenameOf(res, fallbackName) }
  },
}
