/**
 * The registry of component kinds (issue 43): one entry per kind of form-create and yudao, declared the way
 * form-create-designer declares them (`src/config/rule/*.js`: a `rule()` for a fresh rule and the `props()` its panel
 * offers), in `kinds/` by palette group. The renderer, the read-only view and the designer all read kinds from here;
 * what a kind's value is as a process variable lives in `values.ts`, how it renders in `controls.tsx` / `display.tsx`.
 */
import { text } from '../../../i18n'
import { CONTROLS } from './controls'
import { DISPLAYS } from './display'
import { BASIC_KINDS } from './kinds/basic'
import { ELEMENT_KINDS } from './kinds/elements'
import { m } from './kinds/entry'
import { LAYOUT_KINDS } from './kinds/layout'
import { SYSTEM_KINDS } from './kinds/system'
import type { KindDef } from './types'

const ENTRIES = [...BASIC_KINDS, ...LAYOUT_KINDS, ...ELEMENT_KINDS, ...SYSTEM_KINDS]

const opts = () => [
  { value: '1', label: text(m('defaultOption1')) },
  { value: '2', label: text(m('defaultOption2')) },
]
// options for the choice kinds, fresh on every create (labels in the designer's language at that moment)
const WITH_OPTIONS = new Set(['radio', 'checkbox', 'select'])

export const KINDS: readonly KindDef[] = ENTRIES.map((e) => ({
  type: e.type,
  aliases: e.aliases,
  label: m(e.label),
  group: e.group,
  holdsValue: e.holdsValue ?? true,
  valueType: e.valueType,
  container: e.container,
  create: WITH_OPTIONS.has(e.type) ? () => ({ ...e.create(), options: opts() }) : e.create,
  props: e.props,
  Control: CONTROLS[e.type],
  display: DISPLAYS[e.type],
}))

const BY_NAME = new Map<string, KindDef>()
for (const kind of KINDS) for (const name of [kind.type, ...(kind.aliases ?? [])]) BY_NAME.set(name.toLowerCase(), kind)
// form-create's own spellings of the same kinds (its `alias` table and the element-plus tag names)
for (const [name, type] of [
  ['el-input', 'input'],
  ['elInput', 'input'],
  ['elInputNumber', 'inputNumber'],
  ['elRadio', 'radio'],
  ['elCheckbox', 'checkbox'],
  ['elSelect', 'select'],
  ['elSwitch', 'switch'],
  ['elRate', 'rate'],
  ['elSlider', 'slider'],
  ['elTimePicker', 'timePicker'],
  ['elDatePicker', 'datePicker'],
  ['date', 'datePicker'],
  ['elColorPicker', 'colorPicker'],
  ['elCascader', 'cascader'],
  ['elUpload', 'upload'],
  ['elTree', 'tree'],
  ['treeSelect', 'elTreeSelect'],
  ['transfer', 'elTransfer'],
] as const)
  BY_NAME.set(name.toLowerCase(), BY_NAME.get(type.toLowerCase())!)

/** The kind of a rule type, compared case-insensitively as form-create does (`DatePicker` is `datePicker`). */
export const kindOf = (type: string): KindDef | undefined =>
  typeof type === 'string' ? BY_NAME.get(type.toLowerCase()) : undefined
