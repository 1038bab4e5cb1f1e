import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios'
import { ApiError, SESSION_EXPIRED, errorText } from './errors'
import { feedback } from './feedback'
import { tokens, type TokenData } from './tokens'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false = send no Authorization header (login, refresh). */
    isToken?: boolean
    /** Internal: this request is the refresh call, so its 401 must not trigger a refresh. */
    isRefresh?: boolean
    /** Internal: already replayed once after a refresh; a second 401 does not loop. */
    replayed?: boolean
  }
}

/** yudao envelope. A falsy code means success (spec §7: default code 200). */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

let loading: Promise<AxiosInstance> | undefined
/**
 * The axios instance with its interceptors (./instance.ts). It loads with the first request, so pages that call
 * nothing before the user acts (the sign-in entrance) show without it (issue 2 performance budget).
 */
export const getInstance = (): Promise<AxiosInstance> => (loading ??= import('./instance').then((m) => m.instance))

type Method = 'request' | 'get' | 'post' | 'put' | 'delete'
/** axios-style calls for the few callers that need the whole response (e.g. captcha): they wait for the instance. */
export const instance = {
  request: (config) => getInstance().then((i) => i.request(config)),
  get: (url, config) => getInstance().then((i) => i.get(url, config)),
  post: (url, data, config) => getInstance().then((i) => i.post(url, data, config)),
  put: (url, data, config) => getInstance().then((i) => i.put(url, data, config)),
  delete: (url, config) => getInstance().then((i) => i.delete(url, config)),
} as Pick<AxiosInstance, Method>

// ---- token refresh (spec §4): one shared refresh, waiting requests replayed or all rejected ----

let refreshing: Promise<string> | null = null
let deadRefreshToken: string | null = null
let promptOpen = false
let onLoggedOut: () => Promise<void> | void = () => tokens.clear()

/** The session store registers how to log out (clearing roles, permissions, tokens) when the user confirms. */
export function setLogoutHandler(handler: () => Promise<void> | void) {
  onLoggedOut = handler
}

/** After the user confirms 重新登录: a full load of the home page by default; the router may register SPA navigation. */
let goTo: (path: string) => void = (path) => window.location.assign(`${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`)
export function setExpiredNavigation(navigate: (path: string) => void) {
  goTo = navigate
}

/** Starts the refresh, or joins the one in flight. Resolves with the new access token. */
export function refreshOnce(): Promise<string> {
  refreshing ??= (async () => {
    const refreshToken = tokens.refresh()
    if (!refreshToken) throw new ApiError('no refresh token', 401)
    // A 401 that arrives after this token's refresh already failed must not send the dead token again.
    if (refreshToken === deadRefreshToken) throw new ApiError('refresh token rejected', 401)
    try {
      const data = await request<TokenData>({
        url: '/system/auth/refresh-token',
        method: 'post',
        params: { refreshToken },
        isToken: false,
        isRefresh: true,
      })
      tokens.set(data)
      return data.accessToken
    } catch (e) {
      // The server refused this token; a transport failure says nothing about it, so a later 401 may try again.
      if (!(e instanceof ApiError && e.transport)) deadRefreshToken = refreshToken
      throw e
    }
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

/** Shows the session-expired prompt once at a time; confirm logs out and goes to the home page. */
async function sessionExpired() {
  if (promptOpen) return
  promptOpen = true
  try {
    if (await feedback.confirm(SESSION_EXPIRED)) {
      await onLoggedOut()
      goTo('/index') // spec §4: landing target after session expiry
    }
  } finally {
    promptOpen = false
  }
}

/** The response interceptor's 401 path (./instance.ts): refresh once and replay, or reject and prompt. */
export async function handleUnauthorized(req: AxiosRequestConfig, sentToken: string, msg: string) {
  if (req.isRefresh) throw new ApiError(msg, 401)
  if (!req.replayed) {
    let token: string
    try {
      // Another request may have refreshed while this one was in flight: then just replay with the new token.
      const current = tokens.access()
      token = current && current !== sentToken ? current : await refreshOnce()
    } catch {
      void sessionExpired()
      throw new ApiError(errorText(401), 401)
    }
    return (await getInstance()).request({ ...req, replayed: true, headers: { ...req.headers, Authorization: `Bearer ${token}` } })
  }
  // A replayed request answered 401 again: no second refresh, no loop.
  void sessionExpired()
  throw new ApiError(errorText(401), 401)
}

/** Sends a request and returns the envelope's data. */
export async function request<T>(req: AxiosRequestConfig): Promise<T> {
  const res = await (await getInstance()).request<Envelope<T>>(req)
  return res.data.data
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

export const http = {
  get: <T>(url: string, options: AxiosRequestConfig = {}) => request<T>({ ...options, url, method: 'get' }),
  post: <T>(url: string, data?: unknown, options: AxiosRequestConfig = {}) => request<T>({ ...options, url, data, method: 'post' }),
  put: <T>(url: string, data?: unknown, options: AxiosRequestConfig = {}) => request<T>({ ...options, url, data, method: 'put' }),
  delete: <T>(url: string, options: AxiosRequestConfig = {}) => request<T>({ ...options, url, method: 'delete' }),
  /** Blob endpoints (export): the file and the server's file name. */
  async download(url: string, params?: Record<string, unknown>, fallbackName = 'export.xls'): Promise<Download> {
    const res = await (await getInstance()).request<Blob>({ url, params, method: 'get', responseType: 'blob' })
    // yudao answers a failed export with a JSON envelope instead of the file.
    if (res.data.type.includes('json')) {
      const body = JSON.parse(await res.data.text()) as Envelope
      if (body.code) {
        feedback.notifyError(errorText(body.code, body.msg))
        throw new ApiError(errorText(body.code, body.msg), body.code)
      }
    }
    return { blob: res.data, filename: filenameOf(res, fallbackName) }
  },
}
