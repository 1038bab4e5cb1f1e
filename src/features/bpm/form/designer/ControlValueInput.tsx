/** The value a 联动 entry compares with (issue 43), typed by the rule's kind and the condition. */
import { Input, InputNumber, Select } from 'antd'
import { useId, useState, type ReactNode } from 'react'
import { useT } from '../../../../i18n/react'
import { staticOptions } from '../options'
import type { FcRule } from '../types'
import { valueShape, type SourceKind } from './controlModel'

// A choice's value may be any JSON value (1, '1', true): select keys are its JSON text, so each reads back exactly.
const keyFor = (v: unknown) => JSON.stringify(v ?? null)
const fromKey = (k: string): unknown => JSON.parse(k)

interface ValueProps {
  n: number
  rule: FcRule
  kind: SourceKind
  condition: string
  value: unknown
  onChange: (value: unknown) => void
}

/** The compared value, typed by the rule's kind and the condition: its options, 是/否, a number, two numbers, text. */
export function ValueInput({ n, rule, kind, condition, value, onChange }: ValueProps): ReactNode {
  const t = useT('formDesigner')
  const label = t('controlValue', { n })
  const shape = valueShape(kind, condition)
  const numberOrNull = (v: unknown) => (typeof v === 'number' ? v : null)
  switch (shape) {
    case 'none':
      return null
    case 'number':
      return <InputNumber aria-label={label} className="fd-control-full" value={numberOrNull(value)} onChange={(v) => onChange(v ?? undefined)} />
    case 'range':
      return <RangeInput n={n} value={value} onChange={onChange} />
    case 'option':
    case 'options':
    case 'switch': {
      const choices =
        shape === 'switch'
          ? [
              { value: rule.props?.activeValue ?? true, label: t('controlYes') },
              { value: rule.props?.inactiveValue ?? false, label: t('controlNo') },
            ]
          : staticOptions(rule).map((o) => ({ value: o.value, label: String(o.label ?? o.value) }))
      const keys = new Set(choices.map((c) => keyFor(c.value)))
      const chosen = shape === 'options' ? (Array.isArray(value) ? value : value === undefined ? [] : [value]) : value === undefined ? [] : [value]
      // a value no option has any more (the option was removed or changed) is shown as such, not dropped
      const gone = chosen.filter((v) => !keys.has(keyFor(v))).map((v) => ({ value: keyFor(v), label: t('controlValueMissing', { value: String(v) }) }))
      const options = [...choices.map((c) => ({ value: keyFor(c.value), label: c.label })), ...gone]
      return shape === 'options' ? (
        <Select
          aria-label={label}
          className="fd-control-full"
          mode="multiple"
          value={chosen.map(keyFor)}
          options={options}
          onChange={(next: string[]) => onChange(next.length ? next.map(fromKey) : undefined)}
        />
      ) : (
        <Select
          aria-label={label}
          className="fd-control-full"
          value={value === undefined ? undefined : keyFor(value)}
          options={options}
          onChange={(k: string) => onChange(fromKey(k))}
        />
      )
    }
    case 'tags': {
      const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
      return (
        <Select
          aria-label={label}
          className="fd-control-full"
          mode="tags"
          open={false}
          suffixIcon={null}
          placeholder={t('controlTagsPlaceholder')}
          value={list.map(String)}
          onChange={(next: string[]) => {
            // a value typed again keeps its type; a new one is a number where the field holds numbers
            const typed = next.map((s) => list.find((old) => String(old) === s) ?? (kind === 'number' && s.trim() !== '' && Number.isFinite(Number(s)) ? Number(s) : s))
            onChange(typed.length ? typed : undefined)
          }}
        />
      )
    }
    default:
      return (
        <Input
          aria-label={label}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        />
      )
  }
}

type Bounds = [number | null, number | null]
const boundsOf = (value: unknown): Bounds => {
  const [lo, hi] = Array.isArray(value) ? value : []
  return [typeof lo === 'number' ? lo : null, typeof hi === 'number' ? hi : null]
}

/**
 * 介于 / 不介于's two bounds. As the JSON editor does with text that does not parse, a half-filled pair is kept here and
 * said, and not written: the entry keeps its last whole pair (or none) until both bounds are numbers.
 */
function RangeInput({ n, value, onChange }: { n: number; value: unknown; onChange: (value: unknown) => void }) {
  const t = useT('formDesigner')
  const shown = JSON.stringify(value ?? null)
  const [draft, setDraft] = useState(() => ({ for: shown, bounds: boundsOf(value) }))
  // the entry changed from outside (undo, another condition): the draft follows it
  const bounds = draft.for === shown ? draft.bounds : boundsOf(value)
  if (draft.for !== shown) setDraft({ for: shown, bounds })
  const set = (i: 0 | 1, v: number | null) => {
    const next: Bounds = [...bounds]
    next[i] = v
    setDraft({ for: shown, bounds: next })
    if (next[0] !== null && next[1] !== null) onChange(next)
  }
  const filled = bounds.filter((b) => b !== null).length
  const messageId = useId()
  const half = filled === 1
  return (
    <>
      <div className="fd-control-range">
        <InputNumber
          aria-label={t('controlFrom', { n })}
          status={half && bounds[0] === null ? 'error' : undefined}
          aria-describedby={filled < 2 ? messageId : undefined}
          value={bounds[0]}
          onChange={(v) => set(0, v)}
        />
        <span aria-hidden>~</span>
        <InputNumber
          aria-label={t('controlTo', { n })}
          status={half && bounds[1] === null ? 'error' : undefined}
          aria-describedby={filled < 2 ? messageId : undefined}
          value={bounds[1]}
          onChange={(v) => set(1, v)}
        />
      </div>
      {half ? (
        <span id={messageId} className="fd-error-text" role="alert">
          {t('controlRangeHalf')}
        </span>
      ) : (
        filled === 0 && (
          <span id={messageId} className="fd-control-note">
            {t('controlRangeEmpty')}
          </span>
        )
      )}
    </>
  )
}

