/**
 * The shapes of the answers, checked where they come in (issue 22): every API function names the schema of its `data`,
 * the request layer validates and normalises it once (src/api/http/client.ts), and the schema's output is the type the
 * rest of the app sees — one declaration per entity, no TypeScript interface beside it.
 *
 * valibot, not zod: it is modular (a bundle holds only the checks it uses, ≈ 1–3 KiB gzip here, where zod 4 brings its
 * ≈ 13 KiB core to the entrance) and its output types are as precise.
 *
 * The field kinds below are lenient where backends of other versions differ harmlessly (a number sent as a numeric
 * string, an optional text sent as null) and strict where the page cannot work without the value (an id, a list that is
 * a list): what is strict fails with a message naming the call, never a TypeError in a render.
 */
import * as v from 'valibot'

export { v }

/** A schema of an answer's `data`. */
export type Answer<T = unknown> = v.GenericSchema<unknown, T>
/** The type a schema produces: `type NoticeRow = Out<typeof NoticeRow>`. */
export type Out<S extends v.GenericSchema> = v.InferOutput<S>

const numeric = v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))

/** A number; a numeric string ("12") is read as the number. */
export const num = v.union([v.pipe(v.number(), v.finite()), numeric])
/** A number that may be missing or null. */
export const optNum = v.nullish(num)
/** A number that becomes `fallback` when missing or null. */
export const numOr = (fallback: number) => v.nullish(num, fallback)
/** An entity's id: a number or a numeric string as the server sends it, never missing. */
export const id = num
/** A string id (BPM ids such as `leave:1:4`). */
export const strId = v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.transform(String))])
/** A text that becomes '' when missing or null (a name, a title, a label shown as it is). */
export const text = v.nullish(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), '')
/** A text that may be missing or null. */
export const optText = v.nullish(v.string())
/** A boolean; 'true'/'false' and 1/0 as some backends send them. */
export const bool = v.union([
  v.boolean(),
  v.pipe(v.picklist(['true', 'false']), v.transform((s) => s === 'true')),
  v.pipe(v.picklist([0, 1]), v.transform((n) => n === 1)),
])
export const optBool = v.nullish(bool)
/** A time: epoch milliseconds (yudao) or a date text; missing or null stays so. */
export const time = v.nullish(v.union([num, v.string()]))
/** A list whose missing or null value is an empty one; anything else that is not an array is refused. */
export const listOf = <S extends v.GenericSchema>(item: S) => v.nullish(v.array(item), [] as v.InferOutput<S>[])
/** A list of texts (roles, permissions), null entries dropped. */
export const texts = v.pipe(
  listOf(v.nullable(v.string())),
  v.transform((list) => list.filter((s): s is string => s !== null)),
)
/**
 * An entity: the fields the app reads are checked; fields it does not know are kept, so a row loaded for 修改 goes back
 * to the server whole.
 */
export const entity = <E extends v.ObjectEntries>(entries: E) => v.looseObject(entries)
/** yudao's paged answer `{list, total}`: without a `list` array there is no page; a missing total is the list's length. */
export const page = <S extends v.GenericSchema>(row: S) =>
  v.pipe(
    v.object({ list: v.array(row), total: optNum }),
    v.transform(({ list, total }) => ({ list, total: total ?? list.length })),
  )
/** The answer of a write whose data the app does not read (update, delete: yudao's `true`): anything is accepted. */
export const ignored = v.unknown()
/** The id a create answers with. */
export const createdId = v.nullish(num)
