/**
 * The demo API's in-memory store. Each area declares its own tables from its handler file:
 *   const configs = table<ConfigRow>('infra_config', () => [...seed])
 * In the browser `persistTo(localStorage)` (called by browser.ts) keeps every table under `sme-demo:<name>` so changes
 * survive a reload; in node (vitest) everything stays in memory. `resetDb()` puts every table back to its seed.
 */

export const STORAGE_PREFIX = 'sme-demo:'

export interface Row {
  id: number
}
/** Rows without an id may be inserted; the table assigns the next one. */
export type NewRow<T extends Row> = Omit<T, 'id'> & { id?: number }

export interface Table<T extends Row> {
  readonly name: string
  /** A copy of every row, in insertion order. */
  list(): T[]
  get(id: number): T | undefined
  find(predicate: (row: T) => boolean): T | undefined
  insert(row: NewRow<T>): T
  /** Merges `patch` into the row; undefined when there is no such row. */
  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined
  remove(id: number): boolean
  /** Removes every row matching the predicate; returns how many. */
  removeWhere(predicate: (row: T) => boolean): number
}

/** A single persisted value (settings and the like), reset with the tables. */
export interface Value<T> {
  get(): T
  set(value: T): void
}

interface Stored {
  version: number
  data: unknown
}
interface Entry {
  name: string
  version: number
  reset(): void
  load(stored: Stored): void
  dump(): unknown
}

const entries = new Map<string, Entry>()
let storage: Storage | null = null

const clone = <T>(value: T): T => structuredClone(value)

function save(entry: Entry) {
  if (!storage) return
  try {
    storage.setItem(STORAGE_PREFIX + entry.name, JSON.stringify({ version: entry.version, data: entry.dump() }))
  } catch {
    // Quota or private mode: the demo keeps working from memory.
  }
}

function restore(entry: Entry) {
  const raw = storage?.getItem(STORAGE_PREFIX + entry.name)
  if (!raw) return save(entry)
  try {
    const stored = JSON.parse(raw) as Stored
    // A seed whose shape changed bumps its version, so old browser data is dropped instead of misread.
    if (stored.version === entry.version) return entry.load(stored)
  } catch {
    // Corrupt entry: fall through to the seed.
  }
  save(entry)
}

// A name declared again replaces the old entry: that is what a hot-reloaded handler file does. Names are per area
// (`dict_data`, `infra_config`, …), so two areas never share one.
function register(entry: Entry) {
  entries.set(entry.name, entry)
  restore(entry)
}

/**
 * Declares a table. `seed` is a function so that every reset gets fresh rows (and fresh relative dates).
 * Bump `version` when the seed's shape changes.
 */
export function table<T extends Row>(
  name: string,
  seed: () => NewRow<T>[],
  options: { version?: number } = {},
): Table<T> {
  let rows: T[] = []
  let nextId = 1
  const withIds = (list: NewRow<T>[]) => {
    nextId = 1
    rows = []
    for (const row of list) rows.push(assignId(row))
  }
  const assignId = (row: NewRow<T>): T => {
    const id = row.id ?? nextId
    nextId = Math.max(nextId, id + 1)
    return { ...clone(row), id } as T
  }
  const entry: Entry = {
    name,
    version: options.version ?? 1,
    reset: () => withIds(seed()),
    load: (stored) => withIds(stored.data as T[]),
    dump: () => rows,
  }
  entry.reset()
  register(entry)
  const index = (id: number) => rows.findIndex((r) => r.id === id)

  return {
    name,
    list: () => clone(rows),
    get: (id) => {
      const row = rows[index(id)]
      return row && clone(row)
    },
    find: (predicate) => {
      const row = rows.find(predicate)
      return row && clone(row)
    },
    insert(row) {
      const created = assignId(row)
      rows.push(created)
      save(entry)
      return clone(created)
    },
    update(id, patch) {
      const i = index(id)
      if (i < 0) return undefined
      rows[i] = { ...rows[i], ...clone(patch), id }
      save(entry)
      return clone(rows[i])
    },
    remove(id) {
      const i = index(id)
      if (i < 0) return false
      rows.splice(i, 1)
      save(entry)
      return true
    },
    removeWhere(predicate) {
      const before = rows.length
      rows = rows.filter((r) => !predicate(r))
      if (rows.length !== before) save(entry)
      return before - rows.length
    },
  }
}

/** Declares a single persisted value (e.g. demo settings). */
export function value<T>(name: string, seed: () => T, options: { version?: number } = {}): Value<T> {
  let current = seed()
  const entry: Entry = {
    name,
    version: options.version ?? 1,
    reset: () => void (current = seed()),
    load: (stored) => void (current = stored.data as T),
    dump: () => current,
  }
  register(entry)
  return {
    get: () => clone(current),
    set(next) {
      current = clone(next)
      save(entry)
    },
  }
}

type ChangeListener = (name: string) => void
const changeListeners = new Set<ChangeListener>()

/**
 * Another tab's demo API wrote a table (each tab runs the handlers in its own memory): take its rows, save nothing.
 * Without this a token issued in one tab would be unknown to the others (issue 10: sessions across tabs).
 */
function followOtherTab(event: StorageEvent) {
  if (event.storageArea !== storage || !event.key?.startsWith(STORAGE_PREFIX)) return
  const name = event.key.slice(STORAGE_PREFIX.length)
  const entry = entries.get(name)
  if (!entry) return
  reread(entry)
  changeListeners.forEach((l) => l(name))
}

function reread(entry: Entry) {
  const raw = storage?.getItem(STORAGE_PREFIX + entry.name)
  if (!raw) return entry.reset() // reset by another tab
  try {
    const stored = JSON.parse(raw) as Stored
    if (stored.version === entry.version) entry.load(stored)
  } catch {
    // A half-written value: the next event brings the whole one.
  }
}

/** Reads a table again from storage (another tab may have written it); true in the browser, where tabs share data. */
export function rereadTable(name: string): boolean {
  const entry = entries.get(name)
  if (!storage || !entry) return false
  reread(entry)
  return true
}

/** Calls `listener` whenever another tab changed a table; returns the unsubscribe function. */
export function onOtherTabChange(listener: ChangeListener): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

/** Browser only: load every table from `store`, write every change back to it, and follow other tabs' changes. */
export function persistTo(store: Storage, events?: Pick<Window, 'addEventListener'>) {
  storage = store
  entries.forEach(restore)
  events?.addEventListener('storage', followOtherTab)
}

/** Puts every table and value back to its seed (and the persisted copies with them). */
export function resetDb() {
  entries.forEach((entry) => {
    entry.reset()
    save(entry)
  })
}
