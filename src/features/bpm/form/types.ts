/**
 * The form engine's contract (issue 43): process forms are form-create rules, as yudao's designers store them
 * (`BpmFormDO.fields`: one JSON text per top-level rule; `conf`: the form's options as JSON text). The renderer, the
 * read-only view and the designer all work from one registry of kinds (`registry.ts`), one entry per component kind,
 * the way form-create-designer declares each kind (`src/config/rule/*.js`: `rule()` + `props()`).
 */
import type { ComponentType, ReactNode } from 'react'
import type { Text } from '../../../i18n'

/** One option of a radio, checkbox, select, cascader (nested through `children`), transfer or tree. */
export interface FcOption {
  label: string
  value: unknown
  disabled?: boolean
  children?: FcOption[]
  [key: string]: unknown
}

/** One validation rule (form-create's `validate` entries; the designer writes `mode` for its preset checks). */
export interface FcValidate {
  type?: string
  required?: boolean
  message?: string
  pattern?: string
  min?: number
  max?: number
  len?: number
  mode?: string
  trigger?: string
  [key: string]: unknown
}

/** form-create's `control`: show the rules named in `rule` (their `field` or `name`) when the value matches. */
export interface FcControl {
  value?: unknown
  handle?: string // a `$FN:` text: kept, never run
  condition?: string // '==', '!=', '>', '>=', '<', '<=', 'in', 'notIn', 'on', 'notOn', 'between', 'notBetween', 'empty', 'notEmpty'
  method?: string // 'display' (default) | 'hidden' | 'disabled' | 'required'
  rule: string[]
  [key: string]: unknown
}

/**
 * A form-create rule. Only what the engine reads is named; every other key (`_fc_id`, `_fc_drag_tag`, `name`, `on`,
 * `emit`, `$FN:` strings, props of kinds we do not know) is kept as it came, so load → save is the same JSON.
 */
export interface FcRule {
  type: string
  field?: string
  title?: string
  value?: unknown
  props?: Record<string, unknown>
  options?: FcOption[]
  validate?: FcValidate[]
  $required?: boolean | string
  info?: string
  hidden?: boolean
  display?: boolean
  col?: { span?: number; [key: string]: unknown }
  control?: FcControl[]
  effect?: { fetch?: unknown; [key: string]: unknown }
  children?: (FcRule | string)[]
  [key: string]: unknown
}

/** The form's options (`conf`): form-create's `option` ({ form: { labelPosition, labelWidth, size, … }, submitBtn, … }). */
export type FcOptions = Record<string, unknown>

/** The palette's groups, as yudao groups them: 基础 / 布局 / 辅助 / 系统字段. */
export type KindGroup = 'basic' | 'layout' | 'aux' | 'system'

/** What a kind's value is, as a process variable (yudao stores these types). */
export type ValueType = 'none' | 'string' | 'number' | 'boolean' | 'array' | 'object' | 'any'

/** A property the designer's panel offers for a kind (form-create-designer's `props()` entries). */
export interface PropDef {
  /** Where it lives in the rule, a dotted path: 'props.placeholder', 'value', 'options', 'col.span', 'info'. */
  path: string
  label: Text
  editor: 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'options' | 'json' | 'color' | 'dict'
  choices?: { value: unknown; label: Text }[]
  /** Shown only when this holds for the selected rule (e.g. `valueFormat` for date types). */
  when?: (rule: FcRule) => boolean
}

/** What a kind's control gets: the rule and its value, in an editable form or read-only. */
export interface ControlProps {
  rule: FcRule
  value: unknown
  onChange: (value: unknown) => void
  disabled: boolean
  /** The DOM id the label points at (accessibility). */
  id?: string
}

/** One component kind of form-create and yudao (input, radio, fcRow, DictSelect …). */
export interface KindDef {
  /** form-create's type name; rules match it and `aliases` case-insensitively (`DatePicker` is `datePicker`). */
  type: string
  aliases?: readonly string[]
  /** The palette's name (单行输入框, 栅格布局 …). */
  label: Text
  group: KindGroup
  /** Holds a value under `rule.field` (inputs do; layouts and display kinds don't). */
  holdsValue: boolean
  valueType: ValueType
  /** Layout kinds hold child rules; `childType` is the kind a new child gets (fcRow → col, elTabs → elTabPane). */
  container?: { childType?: string }
  /** A fresh rule as the designer drops it (the designer assigns `field`, `_fc_id` and `name`). */
  create: () => FcRule
  /** What the designer's properties panel offers for this kind, beside the common ones (field, title, required …). */
  props: PropDef[]
  /** The control (value kinds) or element (display kinds); layout kinds render their children through the engine. */
  Control?: ComponentType<ControlProps>
  /** The value read-only, as the detail page shows it: option labels not codes, files as links. */
  display?: (rule: FcRule, value: unknown) => ReactNode
}
