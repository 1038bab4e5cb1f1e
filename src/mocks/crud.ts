/**
 * The yudao CRUD endpoints of one table, written once: `crud({ table, path: '/system/dict-type', … })` returns the msw
 * handlers for `<path>/page`, `/get`, `/create`, `/update`, `/delete`, `/export` and `/list-all-simple`, each only when
 * the entity asks for it (the page always). What differs between entities — filters, validation, unique checks,
 * guards, export columns, the shape of a row on the wire — comes in as functions; the envelope, the 401/403 checks,
 * paging and the CSV file stay the same for everyone.
 */
import { http, type HttpHandler } from 'msw'
import type { NewRow, Row, Table } from './db'
import type { DemoUser } from './session'
import { api, body, csvDownload, ok, page, query, withUser, type Cell, type Query } from './util'

/** A response to send instead (an error envelope), or the value to go on with. */
type Or<T> = T | Response

export interface Crud<T extends Row> {
  table: Table<T>
  /** The backend path without `/admin-api`, e.g. '/system/dict-type'. */
  path: string
  /**
   * yudao's permission prefix: 'system:dict' guards page and get with `system:dict:query`, create with `:create`,
   * update with `:update`, delete with `:delete`, export with `:export`. Absent: a session is all it takes.
   */
  permission?: string
  /** The rows page and export show for the query, filtered and sorted; a Response (e.g. 403) answers instead. */
  filter: (q: Query, user: DemoUser) => Or<T[]>
  /** A row as page and get send it (default: as stored). */
  view?: (row: T) => unknown
  /** The error for an id that does not exist (update, delete, and get when `get.missing`). */
  notFound?: () => Response
  /** `GET <path>/get?id=`: yudao answers null for an unknown id; `missing: true` answers `notFound()` instead. */
  get?: { missing?: boolean; view?: (row: T) => unknown }
  /** `POST <path>/create`: the row to insert from the body (validated, unique-checked), or the error. */
  create?: (b: Partial<T>, user: DemoUser) => Or<NewRow<T>>
  /** What create answers (default: the new id as a number). */
  created?: (row: T) => unknown
  /** `PUT <path>/update`: the changes for an existing row (the body's `id`), or the error. Answers `true`. */
  update?: (b: Partial<T>, row: T, user: DemoUser) => Or<Partial<Omit<T, 'id'>>>
  /** `DELETE <path>/delete?id=`: `guard` may refuse an existing row; `after` cleans up what hangs off it. */
  remove?: { guard?: (row: T, user: DemoUser) => Response | undefined; after?: (row: T) => void }
  /** `GET <path>/export`: the filtered rows as CSV (utf-8 with BOM) named `filename`. */
  export?: { filename: string; header: string[]; row: (row: T) => Cell[] }
  /** `GET <path>/list-all-simple`: every signed-in user may read it (no permission). */
  simple?: (rows: T[]) => unknown[]
}

const id = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v))

export function crud<T extends Row>(entity: Crud<T>): HttpHandler[] {
  const { table, permission, filter, view = (row: T) => row } = entity
  const url = (action: string) => api(`${entity.path}/${action}`)
  const perm = (action: string) => permission && `${permission}:${action}`
  const notFound = () => {
    if (!entity.notFound) throw new Error(`crud ${entity.path}: update, delete and get.missing need notFound`)
    return entity.notFound()
  }
  const rowOf = (v: unknown) => table.get(id(v) ?? 0)

  const handlers: HttpHandler[] = [
    http.get(
      url('page'),
      withUser(({ request, user }) => {
        const q = query(request)
        const rows = filter(q, user)
        if (rows instanceof Response) return rows
        const { list, total } = page(rows, q.paging())
        return ok({ list: list.map(view), total })
      }, perm('query')),
    ),
  ]
  if (entity.get) {
    const { missing, view: getView = view } = entity.get
    handlers.push(
      http.get(
        url('get'),
        withUser(({ request }) => {
          const row = rowOf(query(request).get('id'))
          if (row) return ok(getView(row))
          return missing ? notFound() : ok(null)
        }, perm('query')),
      ),
    )
  }
  if (entity.simple) {
    const simple = entity.simple
    handlers.push(
      http.get(
        url('list-all-simple'),
        withUser(() => ok(simple(table.list()))),
      ),
    )
  }
  if (entity.create) {
    const { create, created = (row: T) => row.id } = entity
    handlers.push(
      http.post(
        url('create'),
        withUser(async ({ request, user }) => {
          const row = create(await body<T>(request), user)
          return row instanceof Response ? row : ok(created(table.insert(row)))
        }, perm('create')),
      ),
    )
  }
  if (entity.update) {
    const update = entity.update
    handlers.push(
      http.put(
        url('update'),
        withUser(async ({ request, user }) => {
          const b = await body<T>(request)
          const row = rowOf(b.id)
          if (!row) return notFound()
          const patch = update(b, row, user)
          if (patch instanceof Response) return patch
          table.update(row.id, patch)
          return ok(true)
        }, perm('update')),
      ),
    )
  }
  if (entity.remove) {
    const { guard, after } = entity.remove
    handlers.push(
      http.delete(
        url('delete'),
        withUser(({ request, user }) => {
          const row = rowOf(query(request).get('id'))
          if (!row) return notFound()
          const refused = guard?.(row, user)
          if (refused) return refused
          table.remove(row.id)
          after?.(row)
          return ok(true)
        }, perm('delete')),
      ),
    )
  }
  if (entity.export) {
    const { filename, header, row } = entity.export
    handlers.push(
      http.get(
        url('export'),
        withUser(({ request, user }) => {
          const rows = filter(query(request), user)
          return rows instanceof Response ? rows : csvDownload(filename, header, rows.map(row))
        }, perm('export')),
      ),
    )
  }
  return handlers
}
