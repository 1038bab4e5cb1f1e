/**
 * Options a rule loads from the backend (issue 43): yudao's UserSelect / DeptSelect / ApiSelect and form-create's
 * `effect.fetch`. Only paths of this system's own API are asked, through the app's request layer (token, errors,
 * answer checked); a URL of another host is refused. One request per URL while the page lives: ten UserSelect fields
 * and the read-only view share it.
 */
import { http } from '../../../api/http/client'
import { listOf, v } from '../../../api/http/schema'
import type { FcOption, FcRule } from './types'

export interface RemoteSource {
  url: string
  method: 'GET' | 'POST'
  data?: unknown
  labelField: string
  valueField: string
}

/**
 * The path under the API's base (`/system/user/list-all-simple`) of a URL a rule names, or undefined when it is not
 * this backend's: a path of the app (`/x`, `/admin-api/x`) or an absolute URL of this origin's `/admin-api/`.
 */
export function backendPath(url: string): string | undefined {
  const trimmed = url.trim()
  if (!trimmed) return undefined
  let path: string
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    let parsed: URL
    try {
      parsed = new URL(trimmed, globalThis.location?.href)
    } catch {
      return undefined
    }
    if (typeof location === 'undefined' || parsed.origin !== location.origin) return undefined
    path = parsed.pathname + parsed.search
  } else if (trimmed.startsWith('/')) path = trimmed
  else return undefined
  path = path.replace(/^\/admin-api(?=\/)/, '')
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('..') ? path : undefined
}

/** yudao's own selects, as its FormCreate config builds them with useApiSelect. */
const SYSTEM_SOURCES: Record<string, RemoteSource> = {
  userselect: { url: '/system/user/list-all-simple', method: 'GET', labelField: 'nickname', valueField: 'id' },
  deptselect: { url: '/system/dept/list-all-simple', method: 'GET', labelField: 'name', valueField: 'id' },
}

const str = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback)

/** Where a rule's options come from, if from the backend at all. */
export function remoteSource(rule: FcRule): RemoteSource | undefined {
  const type = rule.type.toLowerCase()
  if (SYSTEM_SOURCES[type]) return SYSTEM_SOURCES[type]
  const p = rule.props ?? {}
  if (type === 'apiselect' && typeof p.url === 'string' && p.url) {
    let data: unknown
    if (typeof p.data === 'string' && p.data.trim()) {
      try {
        data = JSON.parse(p.data)
      } catch {
        data = undefined
      }
    }
    return {
      url: p.url,
      method: String(p.method ?? 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET',
      data,
      labelField: str(p.labelField, 'label'),
      valueField: str(p.valueField, 'value'),
    }
  }
  const fetch = rule.effect?.fetch
  const spec = typeof fetch === 'string' ? { action: fetch } : (fetch as Record<string, unknown> | undefined)
  if (spec && typeof spec.action === 'string' && spec.action) {
    return {
      url: spec.action,
      method: String(spec.method ?? 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET',
      data: spec.data,
      labelField: 'label',
      valueField: 'value',
    }
  }
  return undefined
}

/** Where fetched options go in the rule (form-create's `effect.fetch.to`): `options`, `props.options`, `props.data`. */
export const fetchTarget = (rule: FcRule): string => {
  const fetch = rule.effect?.fetch as Record<string, unknown> | undefined
  return typeof fetch === 'object' && fetch && typeof fetch.to === 'string' ? fetch.to : 'options'
}

const Items = listOf(v.unknown())
const cache = new Map<string, Promise<FcOption[]>>()

/** The options of a source: rows of the answer mapped by labelField / valueField (nested `children` kept). */
export function loadOptions(source: RemoteSource): Promise<FcOption[]> {
  const path = backendPath(source.url)
  if (!path) return Promise.reject(new Error(`not this backend: ${source.url}`))
  const key = JSON.stringify([path, source.method, source.data, source.labelField, source.valueField])
  let pending = cache.get(key)
  if (!pending) {
    const call = source.method === 'POST' ? http.post(path, Items, source.data) : http.get(path, Items)
    pending = call.then((rows) => rows.flatMap((row) => toOption(row, source)))
    pending.catch(() => cache.delete(key)) // a failure is asked again next time
    cache.set(key, pending)
  }
  return pending
}

function toOption(row: unknown, source: RemoteSource): FcOption[] {
  if (typeof row !== 'object' || row === null) return []
  const r = row as Record<string, unknown>
  const label = r[source.labelField] ?? r.label ?? r.name
  const value = r[source.valueField] ?? r.value ?? r.id
  if (value === undefined) return []
  const children = Array.isArray(r.children) ? r.children.flatMap((c) => toOption(c, source)) : undefined
  return [{ label: String(label ?? value), value, ...(children?.length ? { children } : {}) }]
}

/** For tests: forget what was loaded. */
export const clearRemoteCache = () => cache.clear()
