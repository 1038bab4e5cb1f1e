import { describe, expect, it, vi } from 'vitest'

/** A Storage over a Map, standing in for the browser's localStorage. */
function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  }
}

interface Item {
  id: number
  name: string
}
/** A fresh copy of db.ts, as after a page reload. */
const freshDb = async () => {
  vi.resetModules()
  return import('./db')
}

describe('demo db', () => {
  it('gives auto ids and returns copies', async () => {
    const { table } = await freshDb()
    const items = table<Item>('items', () => [{ name: 'a' }, { id: 10, name: 'b' }])
    expect(items.list().map((i) => i.id)).toEqual([1, 10])
    expect(items.insert({ name: 'c' }).id).toBe(11)
    items.get(1)!.name = 'changed outside'
    expect(items.get(1)!.name).toBe('a')
    expect(items.update(1, { name: 'a2' })).toEqual({ id: 1, name: 'a2' })
    expect(items.update(99, { name: 'x' })).toBeUndefined()
    expect(items.remove(10)).toBe(true)
    expect(items.removeWhere((i) => i.name.startsWith('a'))).toBe(1)
    expect(items.list()).toEqual([{ id: 11, name: 'c' }])
  })

  it('stays in memory until persistence is switched on, then survives a reload', async () => {
    const storage = memoryStorage()
    let db = await freshDb()
    let items = db.table<Item>('items', () => [{ name: 'seed' }])
    items.insert({ name: 'before' })
    expect(storage.length).toBe(0)

    db.persistTo(storage) // browser.ts does this with localStorage
    items.insert({ name: 'after' })
    expect(JSON.parse(storage.getItem('sme-demo:items')!).data).toHaveLength(3)

    db = await freshDb()
    items = db.table<Item>('items', () => [{ name: 'seed' }])
    db.persistTo(storage)
    expect(items.list().map((i) => i.name)).toEqual(['seed', 'before', 'after'])
    expect(items.insert({ name: 'next' }).id).toBe(4)

    db.resetDb()
    expect(items.list().map((i) => i.name)).toEqual(['seed'])
    expect(JSON.parse(storage.getItem('sme-demo:items')!).data).toEqual([{ id: 1, name: 'seed' }])
  })

  it('drops stored data of another seed version', async () => {
    const storage = memoryStorage()
    storage.setItem('sme-demo:items', JSON.stringify({ version: 1, data: [{ id: 1, title: 'old shape' }] }))
    const db = await freshDb()
    const items = db.table<Item>('items', () => [{ name: 'new shape' }], { version: 2 })
    db.persistTo(storage)
    expect(items.list()).toEqual([{ id: 1, name: 'new shape' }])
  })

  it('keeps single values the same way', async () => {
    const db = await freshDb()
    const v = db.value('flag', () => ({ on: false }))
    v.set({ on: true })
    expect(v.get()).toEqual({ on: true })
    db.resetDb()
    expect(v.get()).toEqual({ on: false })
  })
})
