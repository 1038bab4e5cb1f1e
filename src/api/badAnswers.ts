// What gateways and backends of other versions answer instead of the call's answer (issue 22): the kinds that the
// request layer's tests (badAnswers.test.ts, every page's calls × every kind) and the resilience journey
// (tests/e2e/resilience.e2e.test.ts) both answer with. Test-only: nothing of the app imports it.
import { TRANSPORT_TEXT, WIRE_TEXT } from './http/errors'

export const KINDS = [
  '502 HTML',
  'abort',
  'empty body',
  'truncated',
  'data null',
  'data {}',
  'wrong types',
  'null rows',
  '20k strings',
] as const
export type Kind = (typeof KINDS)[number]
/** Kinds that change the envelope's data (the others are the wire's: no envelope at all). */
export type DataKind = Extract<Kind, 'data null' | 'data {}' | 'wrong types' | 'null rows' | '20k strings'>
export const isDataKind = (kind: Kind): kind is DataKind =>
  ['data null', 'data {}', 'wrong types', 'null rows', '20k strings'].includes(kind)

/** What nginx answers when its upstream is down. */
export const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n'

/**
 * 20,000 characters: half Chinese (wraps at every character: a cell grows tall) and half one unbreakable Latin word (a
 * cell grows wide).
 */
export const LONG = '超长文本'.repeat(2500) + 'W'.repeat(10_000)
/** The start of LONG: what a cut text still shows. */
export const MARK = '超长文本超长文本超长文本'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export const isObject = (x: Json): x is { [key: string]: Json } =>
  typeof x === 'object' && x !== null && !Array.isArray(x)
const mapValues = (o: { [key: string]: Json }, f: (v: Json, k: string) => Json) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v, k)]))

/** Arrays become objects keyed by index, numbers and booleans non-numeric strings; a text answer becomes a number. */
function wrongTypes(x: Json, top = true): Json {
  if (Array.isArray(x)) return Object.fromEntries(x.map((v, i) => [String(i), wrongTypes(v, false)]))
  if (isObject(x)) return mapValues(x, (v) => wrongTypes(v, false))
  if (typeof x === 'number') return `第${x}号`
  if (typeof x === 'boolean') return x ? '是' : '否'
  if (typeof x === 'string' && top) return 12345
  return x
}

/** The rows (objects in arrays) get every field null; an answer that is one entity gets its fields null. */
function nullRows(x: Json): Json {
  const allNull = (o: { [key: string]: Json }) => mapValues(o, () => null)
  if (Array.isArray(x)) return x.map((v) => (isObject(v) ? allNull(v) : null))
  if (!isObject(x)) return null
  const hasRows = Object.values(x).some((v) => Array.isArray(v) && v.some(isObject))
  if (!hasRows) return allNull(x)
  return mapValues(x, (v) => (Array.isArray(v) ? nullRows(v) : v))
}

/**
 * Every text a person wrote becomes 20,000 characters: names, titles, contents, remarks. Not references (`id`, `…Id`)
 * nor codes (`sys_user_sex`, `policy`, `oa_leave`, a path): the page sends them back in its next call (a 20,000-character
 * query is another failure) or reads them as one of a few values, and a schema rightly refuses a code it does not
 * know. A BPMN XML keeps its structure but gets 20,000-character element names.
 */
export function longStrings(x: Json, key = ''): Json {
  if (Array.isArray(x)) return x.map((v) => longStrings(v))
  if (isObject(x)) return mapValues(x, (v, k) => longStrings(v, k))
  if (typeof x !== 'string' || key === 'id' || key.endsWith('Id') || /^[\w.:/-]*$/.test(x)) return x
  if (/^\s*<\?xml|<(bpmn2?:)?definitions[\s>]/.test(x)) return x.replace(/ name="[^"]*"/g, ` name="${LONG}"`)
  return LONG
}

export interface Envelope {
  code: number
  msg: string
  data: Json
}

/** The envelope with its data changed the `kind`'s way. */
export function corrupt(envelope: Envelope, kind: DataKind): Envelope {
  const { data } = envelope
  switch (kind) {
    case 'data null':
      return { ...envelope, data: null }
    case 'data {}':
      return { ...envelope, data: {} }
    case 'wrong types':
      return { ...envelope, data: wrongTypes(data) }
    case 'null rows':
      return { ...envelope, data: nullRows(data) }
    case '20k strings':
      return { ...envelope, data: longStrings(data) }
  }
}

/** The JSON text cut in half: a proxy's connection dropped mid-body. */
export const truncate = (text: string) => text.slice(0, Math.floor(text.length / 2))

/** The readable message each kind brings (errors.ts); the 20k kind brings none (its texts are shown). */
export const FORMAT = '服务器返回的数据格式不正确'
export const expectedText = (kind: Kind): string | null =>
  ({
    '502 HTML': WIRE_TEXT.unavailable,
    abort: TRANSPORT_TEXT.network,
    'empty body': WIRE_TEXT.empty,
    truncated: WIRE_TEXT.truncated,
    'data null': FORMAT,
    'data {}': FORMAT,
    'wrong types': FORMAT,
    'null rows': FORMAT,
    '20k strings': null,
  })[kind]
