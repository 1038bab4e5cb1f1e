/**
 * Fault injection for tests and demos: the next N calls (optionally only those whose path matches) answer an error
 * envelope, hang past the client's 30 s time-out, or fail at the network level. The handler index applies it to
 * every call in one place; handlers never deal with it. Also re-exports the demo settings (access-token TTL).
 */
import { delay, HttpResponse } from 'msw'
import { fail } from './util'

export { demoSettings, setDemoSettings, type DemoSettings } from './session'

export type Fault =
  /** Answer the envelope `{code, msg}` with HTTP 200, the way yudao reports errors (spec §8: 401, 500, 501, 901, …). */
  | { code: number; msg?: string }
  /** Never answer (default), or answer normally after `ms`; either way past the client's 30 s time-out. */
  | { hang: true; ms?: number }
  /** A failed fetch (`HttpResponse.error()`): the client sees a network error. */
  | { network: true }

export type FaultOptions = Fault & {
  /** How many matching calls fail; default 1. `Infinity` until cleared. */
  times?: number
  /** Only calls whose URL path contains this string or matches this RegExp, e.g. '/system/notify-message/'. */
  path?: string | RegExp
}

/** yudao's texts for the global codes, used when a fault gives no `msg`. */
const DEFAULT_MSG: Record<number, string> = {
  400: '请求参数不正确',
  401: '账号未登录',
  403: '没有该操作权限',
  404: '请求未找到',
  500: '系统异常',
  501: '功能未实现/未开启',
  901: '演示模式，禁止写操作',
}

interface Pending {
  fault: Fault
  left: number
  path?: string | RegExp
}
let pending: Pending[] = []

/** Queues a fault; returns a function that withdraws it. Several faults apply in the order they were injected. */
export function injectFault({ times = 1, path, ...fault }: FaultOptions): () => void {
  const entry: Pending = { fault: fault as Fault, left: times, path }
  pending.push(entry)
  return () => void (pending = pending.filter((p) => p !== entry))
}

export function clearFaults() {
  pending = []
}

const matches = (path: string | RegExp | undefined, pathname: string) =>
  path === undefined || (typeof path === 'string' ? pathname.includes(path) : path.test(pathname))

/** The handler index calls this before every handler; undefined lets the call through. */
export async function faultResponse(request: Request): Promise<Response | undefined> {
  const pathname = new URL(request.url).pathname
  const entry = pending.find((p) => matches(p.path, pathname))
  if (!entry) return undefined
  if (--entry.left <= 0) pending = pending.filter((p) => p !== entry)

  const { fault } = entry
  if ('network' in fault) return HttpResponse.error()
  if ('hang' in fault) {
    await delay(fault.ms ?? 'infinite')
    return undefined
  }
  return fail(fault.code, fault.msg ?? DEFAULT_MSG[fault.code] ?? '未知错误')
}
