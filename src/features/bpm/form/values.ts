/**
 * Form values ⇄ process variables, as yudao stores them (issue 43): numbers as numbers, a switch's active/inactive
 * value, arrays for checkbox / multiple / range / cascader, dates as text in the field's valueFormat, DictSelect by its
 * valueType, uploads as URL text or a list. The form holds values in this shape already (each control converts to and
 * from its widget), so this module only picks the fields, mends types that came otherwise, and nests groups.
 */
import dayjs from 'dayjs'
import { isDateRange, isTimeRange, valueFormat } from './formats'
import { allRules, nestedRules } from './parse'
import { kindOf } from './registry'
import { dictValue, isMultiple, isNumeric, switchValue } from './shapes'
import type { FcRule } from './types'

type Values = Record<string, unknown>

const toNumber = (v: unknown) => (isNumeric(v) ? Number(v) : v)
const toArray = (v: unknown): unknown[] => {
  if (Array.isArray(v)) return v
  if (v === undefined || v === null || v === '') return []
  if (typeof v === 'string' && v.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(v)
      if (Array.isArray(parsed)) return parsed
    } catch {
      // not a JSON list: one value
    }
  }
  return [v]
}
const single = (v: unknown) => (Array.isArray(v) ? v[0] : v)

/** The rules whose value is a field of the form, through layouts (a group's or subForm's own rules are nested). */
export const valueRules = (rules: readonly FcRule[]) =>
  [...allRules(rules)].filter(
    (r) => typeof r.field === 'string' && r.field !== '' && (kindOf(r.type)?.holdsValue ?? true),
  )

function dateText(rule: FcRule, v: unknown): unknown {
  const format = valueFormat(rule)
  if (format === 'x') return typeof v === 'number' ? v : isNumeric(v) ? Number(v) : dayjs(v as string).valueOf()
  if (typeof v === 'number' && !rule.type.toLowerCase().startsWith('time')) return dayjs(v).format(format)
  if (v && typeof v === 'object' && 'format' in v) return (v as dayjs.Dayjs).format(format)
  return v
}

const leafOnly = (rule: FcRule) => (rule.props?.props as { emitPath?: unknown } | undefined)?.emitPath === false

/** One value in the shape its kind stores, both ways (what the form holds and what a variable is). */
function normalize(rule: FcRule, v: unknown, into: 'variable' | 'form'): unknown {
  const kind = kindOf(rule.type)
  if (!kind || v === undefined || v === null) return v
  switch (kind.type) {
    case 'inputNumber':
    case 'rate':
      return v === '' ? undefined : toNumber(v)
    case 'slider':
      return rule.props?.range ? toArray(v).map(toNumber) : toNumber(single(v))
    case 'cascader':
      // emitPath false (element-plus) holds the chosen leaf, not its path; several leaves when multiple
      if (leafOnly(rule) && !(rule.props?.props as { multiple?: unknown } | undefined)?.multiple) return single(v)
      return toArray(v)
    case 'checkbox':
    case 'elTransfer':
    case 'tree':
    case 'UploadImgs':
    case 'timeRange':
    case 'dateRange':
      return toArray(v).map((x) => (kind.type.endsWith('Range') ? dateText(rule, x) : x))
    case 'timePicker':
    case 'datePicker': {
      const range = isTimeRange(rule) || isDateRange(rule) || rule.props?.type === 'dates'
      return range ? toArray(v).map((x) => dateText(rule, x)) : dateText(rule, single(v))
    }
    case 'DictSelect':
      return isMultiple(rule) ? toArray(v).map((x) => dictValue(rule, x)) : dictValue(rule, single(v))
    case 'select':
    case 'elTreeSelect':
    case 'UserSelect':
    case 'DeptSelect':
    case 'ApiSelect':
      return isMultiple(rule) ? toArray(v) : v
    case 'switch':
      return switchValue(rule, v)
    case 'upload':
    case 'UploadFile': {
      const urls = toArray(v)
      // one URL as text (limit 1, or a value that came as text, as yudao's UploadFile keeps it), else the list
      return Number(rule.props?.limit) === 1 || typeof v === 'string' ? (urls[0] ?? '') : urls
    }
    case 'UploadImg':
      return single(v)
    case 'group':
      return toArray(v).map((row) =>
        row && typeof row === 'object' ? convertAll(nestedRules(rule), row as Values, into) : row,
      )
    case 'subForm':
      return v && typeof v === 'object' ? convertAll(nestedRules(rule), v as Values, into) : v
    default:
      return v
  }
}

function convertAll(rules: readonly FcRule[], values: Values, into: 'variable' | 'form'): Values {
  const out: Values = {}
  for (const rule of valueRules(rules)) {
    const field = rule.field!
    if (!kindOf(rule.type)) {
      // an unknown kind's value goes on only if it came with the rule (or with the instance, filling back)
      if (into === 'variable' && 'value' in rule) out[field] = rule.value
      else if (into === 'form' && field in values) out[field] = values[field]
      continue
    }
    if (!(field in values)) continue
    const v = normalize(rule, values[field], into)
    if (v !== undefined && v !== null) out[field] = v
  }
  return out
}

/** The process variables of what the form holds (fields the form did not render, e.g. hidden by `control`, are left out). */
export const toVariables = (rules: readonly FcRule[], values: Values): Values => convertAll(rules, values, 'variable')

/** The form's values from an instance's variables (types mended: "3" for a number field is 3). */
export const fromVariables = (rules: readonly FcRule[], variables: Values | null | undefined): Values =>
  convertAll(rules, variables ?? {}, 'form')

/** The values a fresh form starts with: each rule's `value`, in its kind's shape. */
export function defaultValues(rules: readonly FcRule[]): Values {
  const out: Values = {}
  for (const rule of valueRules(rules)) {
    if (rule.value === undefined || !kindOf(rule.type)) continue
    const v = normalize(rule, rule.value, 'form')
    if (v !== undefined) out[rule.field!] = v
  }
  return out
}

export { dictValue, isMultiple, switchValue }
