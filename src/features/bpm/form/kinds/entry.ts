/**
 * How a component kind is declared (issue 43), as form-create-designer declares each in `src/config/rule/*.js`: a
 * fresh rule (`rule()`) and the properties its panel offers (`props()`), with the palette group and the value type.
 * The kinds themselves are in this folder by palette group; `../registry.ts` gathers them.
 */
import { msg, text } from '../../../../i18n'
import type { MessageKey } from '../../../../i18n'
import type { FcRule, KindGroup, PropDef, ValueType } from '../types'

export const m = (key: MessageKey<'form'>) => msg('form', key)
export const prop = (
  path: string,
  key: MessageKey<'form'>,
  editor: PropDef['editor'],
  extra: Partial<PropDef> = {},
): PropDef => ({
  path,
  label: m(key),
  editor,
  ...extra,
})
export const choices = (...values: string[]) => values.map((value) => ({ value, label: value }))

/** A value kind's fresh rule, as form-create-designer's `rule()` writes it (the designer adds field, _fc_id, name). */
export const field =
  (type: string, label: MessageKey<'form'>, extra: Partial<FcRule> = {}) =>
  (): FcRule => ({ type, title: text(m(label)), info: '', $required: false, props: {}, ...extra })

export interface Entry {
  type: string
  aliases?: string[]
  label: MessageKey<'form'>
  group: KindGroup
  valueType: ValueType
  container?: { childType?: string }
  create: () => FcRule
  props: PropDef[]
  /** Layout and display kinds hold no value of their own (a group and a sub-form do) */
  holdsValue?: boolean
}

/** A kind that holds a value (基础 unless `extra.group` says otherwise). */
export const value = (
  type: string,
  label: MessageKey<'form'>,
  valueType: ValueType,
  props: PropDef[],
  extra: Partial<Entry> = {},
  ruleExtra: Partial<FcRule> = {},
): Entry => ({ type, label, group: 'basic', valueType, props, create: field(type, label, ruleExtra), ...extra })

/** A value kind whose fresh rule carries more than a title (its props, or another type: a palette variant). */
export const valueWithRule = (
  type: string,
  label: MessageKey<'form'>,
  valueType: ValueType,
  props: PropDef[],
  rule: Partial<FcRule>,
): Entry => value(type, label, valueType, props, {}, rule)

/** A 布局 kind: holds other rules, no value. */
export function layout(
  type: string,
  label: MessageKey<'form'>,
  container: { childType?: string },
  props: PropDef[],
  extra: Partial<Entry> = {},
  ruleExtra: Partial<FcRule> = {},
): Entry {
  return {
    type,
    label,
    group: 'layout',
    holdsValue: false,
    valueType: 'none',
    container,
    props,
    create: () => ({ type, props: {}, children: [], ...ruleExtra }),
    ...extra,
  }
}

/** A 辅助 kind: shows something, holds no value. */
export function show(
  type: string,
  label: MessageKey<'form'>,
  props: PropDef[],
  create: () => FcRule,
  aliases?: string[],
): Entry {
  return { type, aliases, label, group: 'aux', holdsValue: false, valueType: 'none', props, create }
}
