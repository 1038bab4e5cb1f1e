/** The options a choice rule offers: its own `options`, or what `effect.fetch` / yudao's selects load (useRemoteOptions). */
import { useEffect, useState } from 'react'
import { useDict } from '../../../stores/dict'
import { dictValue } from './shapes'
import { fetchTarget, loadOptions, remoteSource } from './remote'
import type { FcOption, FcRule } from './types'

const isOption = (o: unknown): o is FcOption => typeof o === 'object' && o !== null && 'value' in o
export const staticOptions = (rule: FcRule): FcOption[] =>
  Array.isArray(rule.options) ? rule.options.filter(isOption) : []

export interface OptionsState {
  options: FcOption[]
  loading: boolean
  failed: boolean
}

/** A rule's options, loaded from the backend when it names a source there (DictSelect: from the dictionary store). */
export function useRuleOptions(rule: FcRule, own: FcOption[] = staticOptions(rule)): OptionsState {
  const source = remoteSource(rule)
  const dictType = rule.type.toLowerCase() === 'dictselect' ? String(rule.props?.dictType ?? '') : ''
  const entries = useDict((s) => (dictType ? s.byType[dictType] : undefined))
  const [state, setState] = useState<{ key: string; options?: FcOption[]; failed?: boolean }>({ key: '' })
  const key = source ? JSON.stringify(source) : ''
  useEffect(() => {
    if (dictType)
      void useDict
        .getState()
        .load()
        .catch(() => undefined)
  }, [dictType])
  useEffect(() => {
    if (!source) return
    let live = true
    loadOptions(source).then(
      (options) => live && setState({ key, options }),
      () => live && setState({ key, failed: true }),
    )
    return () => {
      live = false
    }
    // the source is the key's content
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  if (dictType)
    return {
      options: (entries ?? []).map((d) => ({ label: d.label, value: dictValue(rule, d.value) })),
      loading: !entries,
      failed: false,
    }
  if (!source) return { options: own, loading: false, failed: false }
  if (state.key !== key) return { options: own, loading: true, failed: false }
  return { options: state.options ?? own, loading: false, failed: !!state.failed }
}

export { fetchTarget }

/** The label of a value among options (nested ones too); the value itself when none matches. */
export function optionLabel(options: readonly FcOption[], value: unknown): string | undefined {
  for (const o of options) {
    if (o.value === value || String(o.value) === String(value)) return o.label
    const inner = o.children ? optionLabel(o.children, value) : undefined
    if (inner !== undefined) return inner
  }
  return undefined
}
