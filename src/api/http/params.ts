const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype

const isEmpty = (v: unknown) => v === null || v === undefined || v === ''

/**
 * Serialises GET params (spec §7): scalars as name=value, nested objects and arrays as name[key]=value;
 * null, undefined and '' are left out.
 */
export function serializeParams(params: Record<string, unknown> | undefined): string {
  if (!params) return ''
  const parts: string[] = []
  const add = (name: string, value: unknown) => parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
  for (const [key, value] of Object.entries(params)) {
    if (isEmpty(value)) continue
    if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value as object)) {
        if (!isEmpty(subValue)) add(`${key}[${sub}]`, subValue)
      }
    } else add(key, value)
  }
  return parts.join('&')
}

/** `ids=1&ids=2`: repeated names without indices, for the endpoints that read a list that way (spec §7). */
export const repeatParam = (name: string, values: (string | number)[]): string =>
  values.map((v) => `${encodeURIComponent(name)}=${encodeURIComponent(String(v))}`).join('&')

/**
 * Request body preprocessing (spec §5): null/undefined top-level fields are sent as '', empty plain objects dropped.
 * Anything that isn't a plain object (FormData, arrays, strings) passes through untouched.
 */
export function preprocessPayload<T>(data: T): T {
  if (!isPlainObject(data)) return data
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) out[key] = ''
    else if (isPlainObject(value) && Object.keys(value).length === 0) continue
    else out[key] = value
  }
  return out as T
}
