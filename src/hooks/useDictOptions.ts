import { useMemo } from 'react'
import { useDict } from '../stores/dict'

export interface DictOption<V> {
  label: string
  value: V
}

/**
 * A dictionary as select/radio options. Dictionary values are strings (spec §3); `parse` turns them into the entity's
 * field type (`Number` for status, `v => v === 'true'` for booleans).
 */
export function useDictOptions<V = string>(type: string, parse: (value: string) => V = (v) => v as V): DictOption<V>[] {
  const entries = useDict((s) => s.byType[type])
  // `parse` is a fixed converter per call site; the options change only when the dictionary does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (entries ?? []).map((d) => ({ label: d.label, value: parse(d.value) })), [entries])
}

export const toNumber = (v: string) => Number(v)
export const toBoolean = (v: string) => v === 'true'
