/**
 * Reading and writing a form as yudao stores it (issue 43): `fields`, one JSON text per top-level form-create rule, and
 * `conf`, the form's options as JSON text. Every key is kept as it came (`_fc_id`, `_fc_drag_tag`, `$FN:` strings,
 * `on`/`emit`, props of kinds we do not know), so load → save without a change gives the same texts. Old
 * form-generator rows (`__config__`, `__vModel__`) are read as the form-create rules they stand for, and written as
 * such on the next save.
 */
import type { FcOptions, FcRule } from './types'

/** The type given to an entry that is not a rule at all (bad JSON, not an object): shown as such, saved as it came. */
export const UNREADABLE = '__unreadable'

/** What each parsed rule was read from: a rule saved unchanged gives back its text, byte for byte. */
const read = new WeakMap<object, { text: string; json: string }>()
const remember = <T extends object>(value: T, text: string): T => {
  read.set(value, { text, json: JSON.stringify(value) })
  return value
}
const asWritten = (value: object) => {
  const json = JSON.stringify(value)
  const original = read.get(value)
  return original && original.json === json ? original.text : json
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

export interface ParsedRules {
  rules: FcRule[]
  /** The entries that could not be read: their position and why (they stay in `rules` as UNREADABLE rules). */
  unreadable: { index: number; reason: string }[]
}

export function parseRulesReport(fields: readonly string[] | null | undefined): ParsedRules {
  const unreadable: ParsedRules['unreadable'] = []
  const rules = (fields ?? []).map((entry, index): FcRule => {
    let value: unknown
    try {
      value = typeof entry === 'string' ? JSON.parse(entry) : entry
    } catch (error) {
      unreadable.push({ index, reason: error instanceof Error ? error.message : String(error) })
      return { type: UNREADABLE, _index: index, _text: String(entry) }
    }
    if (isObject(value) && isObject(value.__config__)) return fromGenerator(value)
    if (isObject(value) && typeof value.type === 'string') return remember(value as FcRule, entry)
    unreadable.push({ index, reason: 'not a form-create rule' })
    return { type: UNREADABLE, _index: index, _text: typeof entry === 'string' ? entry : JSON.stringify(entry) }
  })
  return { rules, unreadable }
}

/** The form's rules; an entry that is no rule stays in place as an UNREADABLE rule (shown, and saved back as it was). */
export const parseRules = (fields: readonly string[] | null | undefined): FcRule[] => parseRulesReport(fields).rules

export const serializeRules = (rules: FcRule[]): string[] =>
  rules.map((rule) => (rule.type === UNREADABLE && typeof rule._text === 'string' ? rule._text : asWritten(rule)))

export function parseOptions(conf: string | null | undefined): FcOptions {
  if (!conf) return {}
  try {
    const value: unknown = JSON.parse(conf)
    return isObject(value) ? remember(value, conf) : {}
  } catch {
    return {}
  }
}
export const serializeOptions = (options: FcOptions): string => asWritten(options)

// ---- walking a form ----

/** The rules a rule holds: layout children, and a group's or subForm's `props.rule` (their value is nested). */
export const childRules = (rule: FcRule): FcRule[] => (rule.children ?? []).filter(isObject) as FcRule[]
export const nestedRules = (rule: FcRule): FcRule[] =>
  Array.isArray(rule.props?.rule) ? ((rule.props.rule as unknown[]).filter(isObject) as FcRule[]) : []

/** Every rule of the form, depth first through layouts (not into a group's or subForm's own rules). */
export function* allRules(rules: readonly FcRule[]): Generator<FcRule> {
  for (const rule of rules) {
    yield rule
    yield* allRules(childRules(rule))
  }
}

// ---- old form-generator rows (yudao's earlier designer) ----

const GENERATOR_TAGS: Record<string, string> = {
  'el-input': 'input',
  'el-input-number': 'inputNumber',
  'el-select': 'select',
  'el-radio-group': 'radio',
  'el-checkbox-group': 'checkbox',
  'el-switch': 'switch',
  'el-slider': 'slider',
  'el-time-picker': 'timePicker',
  'el-date-picker': 'datePicker',
  'el-rate': 'rate',
  'el-color-picker': 'colorPicker',
  'el-cascader': 'cascader',
  'el-upload': 'upload',
  tinymce: 'fcEditor',
  'el-button': 'elButton',
}
const camel = (key: string) => key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

/** A form-generator row (`__config__` + `__vModel__`) as the form-create rule it stands for. */
function fromGenerator(row: Record<string, unknown>): FcRule {
  const config = row.__config__ as Record<string, unknown>
  const tag = String(config.tag ?? '')
  if (config.layout === 'rowFormItem' || tag === 'el-row') {
    const children = Array.isArray(config.children) ? config.children.filter(isObject) : []
    return {
      type: 'fcRow',
      props: {},
      children: children.map((child) => ({
        type: 'col',
        props: { span: Number((child.__config__ as Record<string, unknown> | undefined)?.span ?? 24) },
        children: [isObject(child.__config__) ? fromGenerator(child) : (child as FcRule)],
      })),
    }
  }
  const props: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('__') || key === 'style' || key === 'on' || key === 'class' || key === 'options') continue
    props[camel(key)] = value
  }
  if (tag === 'el-cascader' && Array.isArray(row.options)) props.options = row.options
  const slot = isObject(row.__slot__) ? row.__slot__ : {}
  const regList = Array.isArray(config.regList) ? config.regList.filter(isObject) : []
  const rule: FcRule = {
    type: GENERATOR_TAGS[tag] ?? tag,
    field: typeof row.__vModel__ === 'string' ? row.__vModel__ : undefined,
    title: typeof config.label === 'string' ? config.label : '',
    info: '',
    $required: config.required === true,
    props,
  }
  if (config.defaultValue !== undefined && config.defaultValue !== null) rule.value = config.defaultValue
  if (Array.isArray(slot.options)) rule.options = slot.options as FcRule['options']
  if (regList.length)
    rule.validate = regList.map((r) => ({
      pattern: String(r.pattern ?? ''),
      message: String(r.message ?? ''),
      trigger: 'blur',
    }))
  if (typeof config.span === 'number' && config.span !== 24) rule.col = { span: config.span }
  return rule
}
