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
import { config } from '../../config'
import type { Envelope } from './client'
import {
  ApiError,
  DEMO_MODE_TEXT,
  SILENT_MESSAGES,
  TRANSPORT_MESSAGE_SECONDS,
  errorText,
  transportText,
} from './errors'
import { feedback } from './feedback'
import { preprocessPayload, serializeParams } from './params'
import { tenantId, tokens } from './tokens'

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
 * The envelope of a response. A file endpoint (export) answers a refusal — an expired token too — with a JSON envelope
 * instead of the file (yudao): it is read and handled like any other answer, so an export refreshes the session and is
 * sent again like every other request (issue 10).
 */
async function envelopeOf(res: AxiosResponse): Promise<Envelope | typeof FILE> {
  const type = res.config.responseType
  if (type === 'arraybuffer') return FILE
  if (type !== 'blob') return res.data as Envelope
  const blob = res.data as Blob
  return blob.type.includes('json') ? (JSON.parse(await blob.text()) as Envelope) : FILE
}

export function createInstance(onUnauthorized: UnauthorizedHandler): AxiosInstance {
  const instance = axios.create({
    baseURL: config.apiBaseUrl,
    timeout: config.requestTimeoutMs,
    headers: { 'Content-Type': 'application/json;charset=utf-8' },
    paramsSerializer: { serialize: (params) => serializeParams(params) },
  })

  instance.interceptors.request.use((req: InternalAxiosRequestConfig) => {
    const token = tokens.access()
    if (token && req.isToken !== false) req.headers.Authorization = `Bearer ${token}`
    const tenant = tenantId()
    if (config.tenantEnabled && tenant) req.headers['tenant-id'] = tenant
    req.headers['trace-id'] = traceId()
    req.headers[config.tagHeader.name] = config.tagHeader.value
    if ((req.method === 'post' || req.method === 'put') && req.data) req.data = preprocessPayload(req.data)
    return req
  })

  instance.interceptors.response.use(
    async (res: AxiosResponse) => {
      const body = await envelopeOf(res)
      if (body === FILE) return res
      const code = body?.code || SUCCESS
      const msg = errorText(code, body?.msg)
      if (SILENT_MESSAGES.includes(msg)) throw new ApiError(msg, code)
      if (code === 401) {
        const sent = String(res.config.headers?.Authorization ?? '').replace(/^Bearer /, '')
        return onUnauthorized(res.config, sent, msg)
      }
      if (code === SUCCESS) return res
      if (code === 500) feedback.error(msg)
      else if (code === 501) feedback.error(msg, 0)
      else if (code === 901) feedback.error(DEMO_MODE_TEXT, 0)
      else feedback.notifyError(msg)
      throw new ApiError(msg, code)
    },
    (error: AxiosError) => {
      if (axios.isCancel(error)) throw error
      const text = transportText(error)
      feedback.error(text, TRANSPORT_MESSAGE_SECONDS)
      throw new ApiError(text, error.response?.status ?? 0, true)
    },
  )
  return instance
}
