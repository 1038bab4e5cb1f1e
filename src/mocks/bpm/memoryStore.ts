/** In-memory tables for the seed and the tests: the demo db's Table without persistence. */
import type { Row, Table } from '../db'
import type { Store } from './records'

function memTable<T extends Row>(): Table<T> {
  const rows: T[] = []
  let next = 1
  return {
    name: 'seed',
    list: () => rows.map((r) => structuredClone(r)),
    get: (id) => structuredClone(rows.find((r) => r.id === id)),
    find: (p) => structuredClone(rows.find(p)),
    insert: (row) => {
      const r = { ...row, id: row.id ?? next } as T
      next = Math.max(next, r.id) + 1
      rows.push(r)
      return structuredClone(r)
    },
    update: (id, patch) => {
      const r = rows.find((x) => x.id === id)
      if (r) Object.assign(r, patch)
      return r && structuredClone(r)
    },
    remove: (id) => rows.splice(rows.findIndex((r) => r.id === id) >>> 0, 1).length > 0,
    removeWhere: (p) => {
      const before = rows.length
      rows.splice(0, rows.length, ...rows.filter((r) => !p(r)))
      return before - rows.length
    },
  }
}

/** A store of empty in-memory tables. */
export const memoryStore = (): Store => ({
  definitions: memTable(),
  instances: memTable(),
  tasks: memTable(),
  activities: memTable(),
  rules: memTable(),
})
