import { i18n, translate, type Values } from '../../i18n'
import { REQUEST_TEXTS_ZH } from './errorTexts'

type RequestText = keyof typeof REQUEST_TEXTS_ZH

/**
 * A request-layer text in the interface's language. A process without the language runtime (a journey that imports
 * these texts to know what the page says) reads the 简体中文 of the table.
 */
function say(key: RequestText, values?: Values): string {
  if (i18n.locale) return translate('common', key, values)
  return REQUEST_TEXTS_ZH[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''))
}

/** The texts of yudao's error codes (spec §8), said when read. */
export const ERROR_TEXT: Record<string, string> = {
  get 401() {
    return say('error401')
  },
  get 403() {
    return say('error403')
  },
  get 404() {
    return say('error404')
  },
  get default() {
    return say('errorUnknown')
  },
}

/** The server's message (data, in whatever language the server answers) or the code's text. */
export const errorText = (code: number, serverMsg?: string): string =>
  serverMsg || ERROR_TEXT[code] || ERROR_TEXT.default

/** Refresh-token failures reject silently: the session-expired prompt speaks for them (the server's words, data). */
export const SILENT_MESSAGES = ['无效的刷新令牌', '刷新令牌已过期']

export const TRANSPORT_TEXT = {
  get network() {
    return say('transportNetwork')
  },
  get timeout() {
    return say('transportTimeout')
  },
  status: (status: number) => say('transportStatus', { status: String(status) }),
}
export const TRANSPORT_MESSAGE_SECONDS = 5

/**
 * What a gateway or a backend of another make answers instead of an envelope (issue 22): each its own words, never a
 * parse error. `format` names the call, so a report says which one.
 */
export const WIRE_TEXT = {
  /** 502/503/504: the gateway has no backend to ask (a release, a restart, an overload). */
  get unavailable() {
    return say('wireUnavailable')
  },
  /** 200 with nothing in it. */
  get empty() {
    return say('wireEmpty')
  },
  /** JSON cut short (a dropped proxy connection mid-body). */
  get truncated() {
    return say('wireTruncated')
  },
  /** An HTML page or other text where JSON belongs (a gateway's error page, a sign-on portal). */
  get notJson() {
    return say('wireNotJson')
  },
  /** An envelope whose data has another shape than the call's schema. */
  format: (call: string) => say('wireFormat', { call }),
}
/** A gateway's answers when it has no backend to ask (a restart, an overload): said as WIRE_TEXT.unavailable, retried. */
export const GATEWAY_STATUSES = [502, 503, 504]
/** ApiError code of an answer that is no envelope or whose data failed its schema (no HTTP or yudao code says it). */
export const BAD_ANSWER = -1

/** yudao's 901: the demo server refuses writes. */
export const demoModeText = () => say('demoMode')

/** The prompt when the session can't be renewed (its texts said when read). */
export const SESSION_EXPIRED = {
  get title() {
    return say('sessionExpiredTitle')
  },
  get content() {
    return say('sessionExpiredContent')
  },
  get okText() {
    return say('sessionExpiredOk')
  },
  get cancelText() {
    return say('sessionExpiredCancel')
  },
}

/** Text for a transport-level failure (no response envelope). */
export function transportText(error: { message?: string; code?: string; response?: { status: number } }): string {
  const message = error.message ?? ''
  if (message === 'Network Error' || error.code === 'ERR_NETWORK') return TRANSPORT_TEXT.network
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || message.includes('timeout')) return TRANSPORT_TEXT.timeout
  const status = error.response?.status
  if (status && GATEWAY_STATUSES.includes(status)) return WIRE_TEXT.unavailable
  if (status) return TRANSPORT_TEXT.status(status)
  return message || ERROR_TEXT.default
}

/** Which request an error came from, for a report (the page's 复制错误信息). */
export interface RequestRef {
  /** `GET /system/notice/page` */
  call?: string
  /** The trace-id header the request was sent with: the backend's logs are searched by it. */
  traceId?: string
}

/** A rejected request: callers can read the envelope code; the user has already been told. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    /** true when no envelope came back (network, time-out, HTTP status): the call may succeed if tried again. */
    readonly transport = false,
    readonly request: RequestRef = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** `GET /system/notice/page` for a request's config (no query, no base URL). */
export function callOf(req: { method?: string; url?: string }): string {
  return `${(req.method ?? 'get').toUpperCase()} ${(req.url ?? '').split('?')[0]}`
}
