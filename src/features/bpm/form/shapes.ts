/** Value shapes several modules share (the control, the variable, the read-only view): kept free of the registry. */
import type { FcRule } from './types'

export const isNumeric = (v: unknown) => typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))

/** A prop read as a number: a finite number, or a numeric text; else undefined. */
export const num = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) ? v : isNumeric(v) ? Number(v) : undefined
/** A prop read as a text: a non-empty string; else undefined. */
export const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

/** Several values: checkbox, multiple select, selectType checkbox of yudao's selects. */
export const isMultiple = (rule: FcRule) => rule.props?.multiple === true || rule.props?.selectType === 'checkbox'

/** yudao's DictSelect stores a dictionary value as its valueType says (dictionary values are texts). */
export function dictValue(rule: FcRule, v: unknown): unknown {
  if (v === undefined || v === null || v === '') return v
  const type = rule.props?.valueType ?? 'str'
  if (type === 'int') return isNumeric(v) ? Number(v) : v
  if (type === 'bool') return v === true || v === 'true' ? true : v === false || v === 'false' ? false : v
  return String(v)
}

/** A switch's values: its props' activeValue / inactiveValue (true / false by default); text of them is read too. */
export function switchValue(rule: FcRule, v: unknown): unknown {
  const on = rule.props?.activeValue ?? true
  const off = rule.props?.inactiveValue ?? false
  if (v === on || v === off) return v
  if (String(v) === String(on)) return on
  if (String(v) === String(off)) return off
  return v
}

/** A control switched off: by the form (read only) or by its own rule. */
export const off = (rule: FcRule, disabled: boolean) => disabled || rule.props?.disabled === true
export const list = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]
/** Node keys only (an instance's value of another shape, e.g. an object, is no key antd can show). */
export const isKey = (k: unknown): k is string | number => typeof k === 'string' || typeof k === 'number'
export const keysOf = (v: unknown) => list(v).filter(isKey)
