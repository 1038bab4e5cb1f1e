/**
 * The one axios instance and its interceptors (spec §7, §8). Loaded by client.ts with the first request; everything
 * else imports client.ts, never this module.
 */
import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios'
import { observeRequestFailure } from '../../analytics/track'
import type { FailedCall } from '../../analytics/observations'
import { config } from '../../config'
import type { Envelope } from '../types'
import {
  ApiError,
  BAD_ANSWER,
  GATEWAY_STATUSES,
  SILENT_MESSAGES,
  TRANSPORT_MESSAGE_SECONDS,
  WIRE_TEXT,
  callOf,
  demoModeText,
  errorText,
  transportText,
  type RequestRef,
} from './errors'
import { feedback } from './feedback'
import { preprocessPayload, serializeParams } from './params'
import { callHeaders } from './headers'
import { tokens } from './tokens'

const SUCCESS = 200

function traceId(): string {
  // Plain-http deployments have no randomUUID (insecure context): fall back to random hex.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A 401's way out (client.ts: refresh once and replay), passed in so this module never imports client.ts back. */
export type UnauthorizedHandler = (req: AxiosRequestConfig, sentToken: string, msg: string) => Promise<AxiosResponse>

const FILE = Symbol('a file, not an envelope')

/**
 * The envelope of a response body, or the words for what came instead (issue 22). axios leaves a body it could not
 * parse as text: empty, cut short, or a page where JSON belongs (a gateway's HTML). An object is an envelope whose
 * missing code means success (spec §7: default code 200); its data is checked by the call's schema (client.ts). The
 * response keeps its body as it came: the captcha reads AJ-Captcha's own `{repCode, repData}`.
 */
function readEnvelope(body: unknown): Envelope | string {
  if (body === undefined || body === null) return WIRE_TEXT.empty
  if (typeof body === 'string') {
    const trimmed = body.trim()
    if (!trimmed) return WIRE_TEXT.empty
    return /^[[{]/.test(trimmed) ? WIRE_TEXT.truncated : WIRE_TEXT.notJson
  }
  if (typeof body !== 'object') return WIRE_TEXT.notJson
  const { code, msg, data } = body as Record<string, unknown>
  return { code: Number(code) || 0, msg: typeof msg === 'string' ? msg : '', data }
}

/**
 * The envelope of a response. A file endpoint (export) answers a refusal — an expired token too — with a JSON envelope
 * instead of the file (yudao): it is read and handled like any other answer, so an export refreshes the session and is
 * sent again like every other request (issue 10).
 */
async function envelopeOf(res: AxiosResponse): Promise<Envelope | string | typeof FILE> {
  const type = res.config.responseType
  if (type === 'arraybuffer') return FILE
  if (type !== 'blob') return readEnvelope(res.data)
  const blob = res.data as Blob
  if (!blob.type.includes('json')) return FILE
  const body = await blob.text()
  try {
    return readEnvelope(JSON.parse(body))
  } catch {
    return readEnvelope(body)
  }
}

/** Which request a config is, for the error a report copies. */
const refOf = (req: AxiosRequestConfig | undefined): RequestRef =>
  req ? { call: callOf(req), traceId: String(req.headers?.['trace-id'] ?? '') || undefined } : {}

/** A request that failed on the server's side, for the operator's reports (issue 45): the call, never its content. */
const serverFailed = (req: AxiosRequestConfig | undefined, reason: FailedCall['reason'], status?: number) =>
  observeRequestFailure({ call: callOf(req ?? {}), traceId: refOf(req).traceId, status, reason })

/** Waits before the 1st and 2nd retry (jitter added), so a briefly absent backend is not hammered. */
const RETRY_DELAYS_MS = [300, 900]

/**
 * Only GETs are sent again by themselves (a write the server may have done must not happen twice), on a dropped
 * connection or a gateway's 502/503/504 — not on a time-out (30 s already waited) nor on any answer of the backend's.
 */
function retryDelay(error: AxiosError): number | undefined {
  const req = error.config
  const attempt = req?.retried ?? 0
  if (!req || req.quiet || (req.method ?? 'get').toLowerCase() !== 'get' || attempt >= RETRY_DELAYS_MS.length) return undefined
  const status = error.response?.status
  const retriable = status ? GATEWAY_STATUSES.includes(status) : error.code === 'ERR_NETWORK'
  return retriable ? RETRY_DELAYS_MS[attempt] * (1 + Math.random() * 0.3) : undefined
}

export function createInstance(onUnauthorized: UnauthorizedHandler): AxiosInstance {
  const instance = axios.create({
    baseURL: config.apiBaseUrl,
    timeout: config.requestTimeoutMs,
    headers: { 'Content-Type': 'application/json;charset=utf-8' },
    paramsSerializer: { serialize: (params) => serializeParams(params) },
    // yudao authenticates with the Authorization header, not a cookie: there is no XSRF cookie to send. Left on, axios
    // reads one before every same-origin request, through the Cookie Store API where the browser has it (Chromium) —
    // a round trip to the browser process that held each call back 10–25 ms at sign-in (issue 23).
    withXSRFToken: false,
  })

  instance.interceptors.request.use((req: InternalAxiosRequestConfig) => {
    const token = tokens.access()
    if (token && req.isToken !== false) req.headers.Authorization = `Bearer ${token}`
    for (const [name, value] of Object.entries(callHeaders())) req.headers[name] = value
    req.headers['trace-id'] = traceId()
    if ((req.method === 'post' || req.method === 'put') && req.data) req.data = preprocessPayload(req.data)
    return req
  })

  instance.interceptors.response.use(
    async (res: AxiosResponse) => {
      const body = await envelopeOf(res)
      if (body === FILE) return res
      const aloud = !res.config.quiet
      if (typeof body === 'string') {
        serverFailed(res.config, 'not-envelope', res.status)
        if (aloud) feedback.error(body, TRANSPORT_MESSAGE_SECONDS)
        throw new ApiError(body, BAD_ANSWER, true, refOf(res.config))
      }
      const code = body.code || SUCCESS
      const msg = errorText(code, body.msg)
      if (code === 500) serverFailed(res.config, 'server-error', code)
      if (SILENT_MESSAGES.includes(msg)) throw new ApiError(msg, code, false, refOf(res.config))
      if (code === 401) {
        const sent = String(res.config.headers?.Authorization ?? '').replace(/^Bearer /, '')
        return onUnauthorized(res.config, sent, msg)
      }
      if (code === SUCCESS) return res
      if (!aloud) throw new ApiError(msg, code, false, refOf(res.config))
      if (code === 500) feedback.error(msg)
      else if (code === 501) feedback.error(msg, 0)
      else if (code === 901) feedback.error(demoModeText(), 0)
      else feedback.notifyError(msg)
      throw new ApiError(msg, code, false, refOf(res.config))
    },
    async (error: AxiosError) => {
      if (axios.isCancel(error)) throw error
      const delay = retryDelay(error)
      if (delay !== undefined && error.config) {
        await new Promise((resolve) => setTimeout(resolve, delay))
        return instance.request({ ...error.config, retried: (error.config.retried ?? 0) + 1 })
      }
      const status = error.response?.status
      if (status && status >= 500) serverFailed(error.config, 'http-status', status)
      else if (error.code === 'ETIMEDOUT' || /timeout/i.test(error.message)) serverFailed(error.config, 'timeout')
      const text = transportText(error)
      if (!error.config?.quiet) feedback.error(text, TRANSPORT_MESSAGE_SECONDS)
      throw new ApiError(text, error.response?.status ?? 0, true, refOf(error.config))
    },
  )
  return instance
}
