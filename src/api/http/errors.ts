/** Every error text the request layer shows (spec §8). */
export const ERROR_TEXT: Record<string, string> = {
  401: '认证失败，无法访问系统资源',
  403: '当前操作没有权限',
  404: '访问资源不存在',
  default: '系统未知错误，请反馈给管理员',
}

export const errorText = (code: number, serverMsg?: string): string =>
  serverMsg || ERROR_TEXT[code] || ERROR_TEXT.default

/** Refresh-token failures reject silently: the session-expired prompt speaks for them. */
export const SILENT_MESSAGES = ['无效的刷新令牌', '刷新令牌已过期']

export const TRANSPORT_TEXT = {
  network: '后端接口连接异常',
  timeout: '系统接口请求超时',
  status: (status: number) => `系统接口${status}异常`,
}
export const TRANSPORT_MESSAGE_SECONDS = 5

export const DEMO_MODE_TEXT = '演示模式，无法进行写操作！'

export const SESSION_EXPIRED = {
  title: '系统提示',
  content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  okText: '重新登录',
  cancelText: '取消',
}

/** Text for a transport-level failure (no response envelope). */
export function transportText(error: { message?: string; code?: string; response?: { status: number } }): string {
  const message = error.message ?? ''
  if (message === 'Network Error' || error.code === 'ERR_NETWORK') return TRANSPORT_TEXT.network
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || message.includes('timeout')) return TRANSPORT_TEXT.timeout
  if (error.response?.status) return TRANSPORT_TEXT.status(error.response.status)
  return message || ERROR_TEXT.default
}

/** A rejected request: callers can read the envelope code; the user has already been told. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    /** true when no envelope came back (network, time-out, HTTP status): the call may succeed if tried again. */
    readonly transport = false,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}
