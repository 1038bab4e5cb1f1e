/**
 * What every demo handler uses: paths, the yudao envelope, the signed-in user, query/body parsing, paging, CSV export.
 */
import { HttpResponse, type HttpResponseResolver } from 'msw'
import { hasPermission, userOfAccessToken, type DemoUser } from './session'

/**
 * The msw path for a backend path: `api('/system/x')` matches `/admin-api/system/x` on any origin, so the browser's
 * same-origin calls and node tests' absolute `http://localhost/admin-api/…` hit the same handler.
 */
export const api = (path: string) => `*/admin-api${path.startsWith('/') ? path : `/${path}`}`

/** yudao's success envelope (`code: 0`). */
export const ok = <T>(data: T) => HttpResponse.json({ code: 0, msg: '', data } as never)

/** yudao's errors travel with HTTP 200 and the code in the body. */
export const fail = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null })

/** yudao GlobalErrorCodeConstants */
export const UNAUTHORIZED = { code: 401, msg: '账号未登录' } as const
export const FORBIDDEN = { code: 403, msg: '没有该操作权限' } as const

/** The token of `Authorization: Bearer <token>`, if any. */
export const bearer = (request: Request) => /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]

/**
 * The signed-in user, or a thrown 401 envelope (msw answers a thrown Response as is). With `permission`, a user
 * lacking it gets yudao's 403 envelope, like the real `@PreAuthorize`.
 */
export function requireUser(request: Request, permission?: string): DemoUser {
  const token = bearer(request)
  const user = token ? userOfAccessToken(token) : undefined
  if (!user) throw fail(UNAUTHORIZED.code, UNAUTHORIZED.msg)
  if (permission && !hasPermission(user, permission)) throw fail(FORBIDDEN.code, FORBIDDEN.msg)
  return user
}

type ResolverInfo = Parameters<HttpResponseResolver>[0]
/** `http.get(api('/x'), withUser(({ user, request }) => ok(...), 'system:x:query'))` */
export const withUser =
  (
    resolver: (info: ResolverInfo & { user: DemoUser }) => ReturnType<HttpResponseResolver>,
    permission?: string,
  ): HttpResponseResolver =>
  (info) =>
    resolver({ ...info, user: requireUser(info.request, permission) })

// ---- request parsing ----

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Query parameters, read the ways yudao clients send them. Empty strings count as absent. */
export class Query {
  constructor(readonly params: URLSearchParams) {}

  /** Every value of a list: `name=a&name=b`, `name[]=a`, or `name[0]=a&name[1]=b` (spec §7 nested params). */
  all(name: string): string[] {
    const indexed = new RegExp(`^${escapeRegExp(name)}\\[(\\d+)\\]$`)
    const plain: string[] = []
    const byIndex: [number, string][] = []
    this.params.forEach((value, key) => {
      if (key === name || key === `${name}[]`) plain.push(value)
      else {
        const m = indexed.exec(key)
        if (m) byIndex.push([Number(m[1]), value])
      }
    })
    byIndex.sort((a, b) => a[0] - b[0])
    return [...plain, ...byIndex.map(([, v]) => v)].filter((v) => v !== '')
  }
  /** A single value; nested objects are read by their full name, e.g. `get('params[key]')`. */
  get(name: string): string | undefined {
    return this.all(name)[0]
  }
  num(name: string): number | undefined {
    const v = this.get(name)
    return v === undefined || Number.isNaN(Number(v)) ? undefined : Number(v)
  }
  bool(name: string): boolean | undefined {
    const v = this.get(name)
    return v === undefined ? undefined : v === 'true' || v === '1'
  }
  /** yudao PageParam; defaults pageNo 1, pageSize 10. */
  paging(): PageParam {
    return { pageNo: this.num('pageNo') ?? 1, pageSize: this.num('pageSize') ?? 10 }
  }
}
export const query = (request: Request) => new Query(new URL(request.url).searchParams)

/** The JSON (or form-encoded) body as an object; an empty or unreadable body is `{}`. */
export async function body<T extends object>(request: Request): Promise<Partial<T>> {
  const text = await request.text()
  if (!text) return {}
  if ((request.headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text)) as Partial<T>
  }
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : {}
  } catch {
    return {}
  }
}

/** The client sends absent fields as '' (spec §5 preprocessing): treat '', null and undefined alike. */
export const present = (v: unknown): boolean => v !== undefined && v !== null && v !== ''

/** yudao's bean validation: the first missing field answers `400 请求参数不正确：<label>不能为空`. */
export function missingField(b: Record<string, unknown>, labels: Record<string, string>): Response | undefined {
  const field = Object.keys(labels).find((k) => !present(b[k]))
  return field ? fail(400, `请求参数不正确：${labels[field]}不能为空`) : undefined
}

// ---- paging, filters, export ----

export interface PageParam {
  pageNo: number
  pageSize: number
}
/** yudao PageParam.PAGE_SIZE_NONE: everything in one page. */
export const PAGE_SIZE_NONE = -1

export function page<T>(list: T[], { pageNo, pageSize }: PageParam): { list: T[]; total: number } {
  if (pageSize === PAGE_SIZE_NONE) return { list, total: list.length }
  const start = (Math.max(1, pageNo) - 1) * pageSize
  return { list: list.slice(start, start + pageSize), total: list.length }
}

/** Filters as yudao's mappers apply them: an absent filter matches everything. */
export const like = (value: string | null | undefined, needle: string | undefined) =>
  needle === undefined || (value ?? '').includes(needle)
export const eq = (value: unknown, needle: string | undefined) => needle === undefined || String(value) === needle

/** 'YYYY-MM-DD HH:mm:ss' (local time, spec §5 date ranges) or a ms epoch → ms epoch. */
export function parseTime(s: string): number {
  return /^\d+$/.test(s) ? Number(s) : new Date(s.replace(' ', 'T')).getTime()
}

/** A `createTime[]`-style filter: true when `time` lies in [begin, end]; no range matches everything. */
export function inRange(time: number | null | undefined, range: string[]): boolean {
  if (range.length < 2) return true
  const [begin, end] = range.map(parseTime)
  return time !== null && time !== undefined && time >= begin && time <= end
}

export type Cell = string | number | boolean | null | undefined
const csvCell = (c: Cell) => {
  const s = c === null || c === undefined ? '' : String(c)
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}
/**
 * An export file. yudao sends real .xls; the demo sends CSV (with a BOM so Excel reads the Chinese), which is what
 * "download a table" needs to show. The client picks its own file name; the header carries ours.
 */
export function csvDownload(filename: string, header: string[], rows: Cell[][]) {
  const text = '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')
  const encoded = encodeURIComponent(filename)
  return new HttpResponse(text, {
    headers: {
      'Content-Type': 'text/csv;charset=UTF-8',
      'Content-Disposition': `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`,
    },
  })
}
