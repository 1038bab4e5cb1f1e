import { create } from 'zustand'
import { listAllSimpleDictData } from '../api/dict'
import type { DictData } from '../api/types'

interface DictState {
  byType: Record<string, DictData[]>
  loaded: boolean
  /** Loads every dictionary once (list-all-simple); `force` reloads after an edit. */
  load(force?: boolean): Promise<void>
  reset(): void
}

export const useDict = create<DictState>()((set, get) => ({
  byType: {},
  loaded: false,
  async load(force = false) {
    if (get().loaded && !force) return
    const list = await listAllSimpleDictData()
    const byType: Record<string, DictData[]> = {}
    for (const d of list) (byType[d.dictType] ??= []).push({ ...d, value: String(d.value) })
    set({ byType, loaded: true })
  },
  reset: () => set({ byType: {}, loaded: false }),
}))

export const getDictOptions = (type: string): DictData[] => useDict.getState().byType[type] ?? []

/** Looks an entry up by type and value; values are compared as strings (spec §3). */
export const getDictData = (type: string, value: unknown): DictData | undefined =>
  getDictOptions(type).find((d) => d.value === String(value))

export const getDictLabel = (type: string, value: unknown): string => getDictData(type, value)?.label ?? String(value ?? '')
