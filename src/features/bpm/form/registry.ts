/**
 * The registry of component kinds (issue 43): one entry per kind of form-create and yudao, declared the way
 * form-create-designer declares them (`src/config/rule/*.js`: a `rule()` for a fresh rule and the `props()` its panel
 * offers). The renderer, the read-only view and the designer all read kinds from here; what a kind's value is as a
 * process variable lives in `values.ts`, how it renders in `controls.tsx` / `display.tsx`.
 */
import { msg, text } from '../../../i18n'
import type { MessageKey } from '../../../i18n'
import { CONTROLS } from './controls'
import { DISPLAYS } from './display'
import type { FcRule, KindDef, KindGroup, PropDef, ValueType } from './types'

const m = (key: MessageKey<'form'>) => msg('form', key)
const prop = (
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
const choices = (...values: string[]) => values.map((value) => ({ value, label: value }))

// ---- property sets shared by several kinds ----
const placeholder = prop('props.placeholder', 'propPlaceholder', 'text')
const disabled = prop('props.disabled', 'propDisabled', 'switch')
const readonly = prop('props.readonly', 'propReadonly', 'switch')
const clearable = prop('props.clearable', 'propClearable', 'switch')
const multiple = prop('props.multiple', 'propMultiple', 'switch')
const options = prop('options', 'propOptions', 'options')
const selectType = prop('props.selectType', 'propSelectType', 'select', {
  choices: [
    { value: 'select', label: m('selectTypeSelect') },
    { value: 'radio', label: m('selectTypeRadio') },
    { value: 'checkbox', label: m('selectTypeCheckbox') },
  ],
})
const isPicker = (rule: FcRule) => ((rule.props?.selectType as string | undefined) ?? 'select') === 'select'
const uploadProps = [
  prop('props.limit', 'propLimit', 'number'),
  prop('props.fileSize', 'propFileSize', 'number'),
  prop('props.fileType', 'propFileType', 'json'),
  disabled,
]
const DATE_TYPES = ['date', 'datetime', 'daterange', 'datetimerange', 'month', 'monthrange', 'year', 'week', 'dates']

const opts = () => [
  { value: '1', label: text(m('defaultOption1')) },
  { value: '2', label: text(m('defaultOption2')) },
]
/** A value kind's fresh rule, as form-create-designer's `rule()` writes it (the designer adds field, _fc_id, name). */
const field =
  (type: string, label: MessageKey<'form'>, extra: Partial<FcRule> = {}) =>
  (): FcRule => ({ type, title: text(m(label)), info: '', $required: false, props: {}, ...extra })

interface Entry {
  type: string
  aliases?: string[]
  label: MessageKey<'form'>
  group: KindGroup
  valueType: ValueType
  container?: { childType?: string }
  create: () => FcRule
  props: PropDef[]
}
const value = (
  type: string,
  label: MessageKey<'form'>,
  valueType: ValueType,
  props: PropDef[],
  extra: Partial<Entry> = {},
  ruleExtra: Partial<FcRule> = {},
): Entry => ({ type, label, group: 'basic', valueType, props, create: field(type, label, ruleExtra), ...extra })

const ENTRIES: (Entry & { holdsValue?: boolean })[] = [
  // ---- 基础 ----
  value('input', 'kindInput', 'string', [
    prop('props.type', 'propType', 'select', { choices: choices('text', 'textarea', 'password') }),
    placeholder,
    prop('props.maxlength', 'propMaxlength', 'number'),
    prop('props.showWordLimit', 'propShowWordLimit', 'switch'),
    prop('props.rows', 'propRows', 'number', { when: (r) => r.props?.type === 'textarea' }),
    clearable,
    disabled,
    readonly,
  ]),
  // palette variants of `input`, as form-create-designer's textarea.js / password.js write them
  value(
    'textarea',
    'kindTextarea',
    'string',
    [placeholder, prop('props.rows', 'propRows', 'number'), disabled, readonly],
    {},
    {
      type: 'input',
      props: { type: 'textarea' },
    },
  ),
  value(
    'password',
    'kindPassword',
    'string',
    [placeholder, disabled],
    {},
    { type: 'input', props: { type: 'password' } },
  ),
  value(
    'inputNumber',
    'kindInputNumber',
    'number',
    [
      prop('props.min', 'propMin', 'number'),
      prop('props.max', 'propMax', 'number'),
      prop('props.step', 'propStep', 'number'),
      prop('props.precision', 'propPrecision', 'number'),
      placeholder,
      disabled,
    ],
    { aliases: ['number'] },
  ),
  value('radio', 'kindRadio', 'any', [options, disabled]),
  value('checkbox', 'kindCheckbox', 'array', [
    options,
    prop('props.min', 'propMin', 'number'),
    prop('props.max', 'propMax', 'number'),
    disabled,
  ]),
  value('select', 'kindSelect', 'any', [
    options,
    multiple,
    placeholder,
    prop('props.filterable', 'propFilterable', 'switch'),
    clearable,
    disabled,
  ]),
  value('switch', 'kindSwitch', 'boolean', [
    prop('props.activeValue', 'propActiveValue', 'json'),
    prop('props.inactiveValue', 'propInactiveValue', 'json'),
    prop('props.activeText', 'propActiveText', 'text'),
    prop('props.inactiveText', 'propInactiveText', 'text'),
    disabled,
  ]),
  value('rate', 'kindRate', 'number', [
    prop('props.max', 'propMax', 'number'),
    prop('props.allowHalf', 'propAllowHalf', 'switch'),
    disabled,
  ]),
  value('slider', 'kindSlider', 'number', [
    prop('props.min', 'propMin', 'number'),
    prop('props.max', 'propMax', 'number'),
    prop('props.step', 'propStep', 'number'),
    prop('props.range', 'propRange', 'switch'),
    disabled,
  ]),
  value('timePicker', 'kindTimePicker', 'string', [
    prop('props.isRange', 'propIsRange', 'switch'),
    placeholder,
    prop('props.format', 'propFormat', 'text'),
    prop('props.valueFormat', 'propValueFormat', 'text'),
    disabled,
  ]),
  value(
    'timeRange',
    'kindTimeRange',
    'array',
    [prop('props.format', 'propFormat', 'text'), disabled],
    {},
    {
      type: 'timePicker',
      props: { isRange: true },
    },
  ),
  value('datePicker', 'kindDatePicker', 'string', [
    prop('props.type', 'propDateType', 'select', { choices: choices(...DATE_TYPES) }),
    placeholder,
    prop('props.format', 'propFormat', 'text'),
    prop('props.valueFormat', 'propValueFormat', 'text'),
    clearable,
    disabled,
  ]),
  value(
    'dateRange',
    'kindDateRange',
    'array',
    [prop('props.format', 'propFormat', 'text'), prop('props.valueFormat', 'propValueFormat', 'text'), disabled],
    {},
    {
      type: 'datePicker',
      props: { type: 'daterange' },
    },
  ),
  value('colorPicker', 'kindColorPicker', 'string', [prop('props.showAlpha', 'propShowAlpha', 'switch'), disabled]),
  value(
    'cascader',
    'kindCascader',
    'array',
    [prop('props.options', 'propCascaderOptions', 'json'), placeholder, clearable, disabled],
    {},
    {
      props: { options: [] },
    },
  ),
  value(
    'upload',
    'kindUpload',
    'any',
    [prop('props.limit', 'propLimit', 'number'), disabled],
    {},
    {
      props: { action: '/', onSuccess: '$FN:function (res, file) {\n  file.url = res.data\n}' },
    },
  ),
  value('fcEditor', 'kindFcEditor', 'string', [disabled]),
  value(
    'elTransfer',
    'kindTransfer',
    'array',
    [prop('props.data', 'propTransferData', 'json'), disabled],
    {},
    { props: { data: [] } },
  ),
  value(
    'tree',
    'kindTree',
    'array',
    [prop('props.data', 'propTreeData', 'json'), prop('props.showCheckbox', 'propShowCheckbox', 'switch')],
    {},
    {
      props: { data: [], showCheckbox: true, nodeKey: 'id' },
    },
  ),
  value(
    'elTreeSelect',
    'kindTreeSelect',
    'any',
    [prop('props.data', 'propTreeData', 'json'), multiple, placeholder, disabled],
    {},
    {
      props: { data: [] },
    },
  ),
  // yudao's own, put in 基础 by its designer (useFormCreateDesigner: appendMenuItem('main', …))
  value(
    'Editor',
    'kindEditor',
    'string',
    [prop('props.height', 'propHeight', 'text'), disabled],
    {},
    { props: { height: '500px' } },
  ),
  value('UploadFile', 'kindUploadFile', 'any', uploadProps, {}, { props: {} }),
  value('UploadImg', 'kindUploadImg', 'string', [prop('props.fileSize', 'propFileSize', 'number'), disabled]),
  value('UploadImgs', 'kindUploadImgs', 'array', uploadProps),

  // ---- 布局 ----
  layout('fcRow', 'kindRow', { childType: 'col' }, [prop('props.gutter', 'propGutter', 'number')], {
    aliases: ['row', 'elRow'],
  }),
  layout(
    'col',
    'kindCol',
    {},
    [prop('props.span', 'propSpan', 'number')],
    { aliases: ['elCol'] },
    { props: { span: 12 } },
  ),
  layout('elCard', 'kindCard', {}, [prop('props.header', 'propHeader', 'text')], {}, { props: { header: '' } }),
  layout('elTabs', 'kindTabs', { childType: 'elTabPane' }, [
    prop('props.type', 'propType', 'select', { choices: choices('', 'card', 'border-card') }),
  ]),
  layout('elTabPane', 'kindTabPane', {}, [prop('props.label', 'propLabel', 'text')], {}, { props: { label: '' } }),
  layout('elCollapse', 'kindCollapse', { childType: 'elCollapseItem' }, []),
  layout(
    'elCollapseItem',
    'kindCollapseItem',
    {},
    [prop('props.title', 'propTitle', 'text')],
    {},
    { props: { title: '' } },
  ),
  layout(
    'space',
    'kindSpace',
    {},
    [prop('props.direction', 'propDirection', 'select', { choices: choices('horizontal', 'vertical') })],
    {
      aliases: ['elSpace'],
    },
  ),
  {
    type: 'group',
    label: 'kindGroup',
    group: 'layout',
    holdsValue: true,
    valueType: 'array',
    create: field('group', 'kindGroup', { props: { rule: [] } }),
    props: [
      prop('props.min', 'propMinRows', 'number'),
      prop('props.max', 'propMaxRows', 'number'),
      prop('props.rule', 'propSubRules', 'json'),
      disabled,
    ],
  },
  {
    type: 'subForm',
    label: 'kindSubForm',
    group: 'layout',
    holdsValue: true,
    valueType: 'object',
    create: field('subForm', 'kindSubForm', { props: { rule: [] } }),
    props: [prop('props.rule', 'propSubRules', 'json'), disabled],
  },

  // ---- 辅助 ----
  show('elDivider', 'kindDivider', [prop('children.0', 'propContent', 'text')], () => ({
    type: 'elDivider',
    props: {},
    children: [''],
  })),
  show(
    'text',
    'kindText',
    [prop('children.0', 'propContent', 'textarea')],
    () => ({
      type: 'div',
      title: '',
      native: true,
      style: { whiteSpace: 'pre-line', width: '100%' },
      children: [text(m('defaultText'))],
    }),
    ['div', 'span'],
  ),
  show('html', 'kindHtml', [prop('children.0', 'propHtml', 'textarea')], () => ({
    type: 'html',
    title: '',
    native: true,
    attrs: { innerHTML: '' },
    children: ['<div>html</div>'],
  })),
  show(
    'elAlert',
    'kindAlert',
    [
      prop('props.title', 'propTitle', 'text'),
      prop('props.type', 'propType', 'select', { choices: choices('success', 'info', 'warning', 'error') }),
      prop('props.description', 'propDescription', 'text'),
      prop('props.showIcon', 'propShowIcon', 'switch'),
    ],
    () => ({ type: 'elAlert', props: { title: text(m('defaultAlert')), type: 'info' } }),
  ),
  show(
    'elTag',
    'kindTag',
    [
      prop('children.0', 'propContent', 'text'),
      prop('props.type', 'propType', 'select', { choices: choices('primary', 'success', 'warning', 'danger', 'info') }),
    ],
    () => ({
      type: 'elTag',
      title: '',
      native: true,
      children: [text(m('defaultTag'))],
    }),
  ),
  show(
    'elButton',
    'kindButton',
    [
      prop('children.0', 'propContent', 'text'),
      prop('props.type', 'propType', 'select', { choices: choices('primary', 'success', 'warning', 'danger', 'info') }),
    ],
    () => ({
      type: 'elButton',
      title: '',
      native: true,
      children: [text(m('defaultButton'))],
    }),
  ),
  show(
    'fcTitle',
    'kindTitle',
    [
      prop('props.title', 'propTitle', 'text'),
      prop('props.size', 'propSize', 'select', { choices: choices('h1', 'h2', 'h3', 'h4', 'h5', 'h6') }),
    ],
    () => ({
      type: 'fcTitle',
      props: { title: text(m('defaultTitle')) },
    }),
  ),
  show('elImage', 'kindImage', [prop('props.src', 'propSrc', 'text')], () => ({
    type: 'elImage',
    title: '',
    style: { width: '100px', height: '100px' },
    props: { src: '' },
  })),

  // ---- 系统字段 (yudao) ----
  value('UserSelect', 'kindUserSelect', 'any', [selectType, { ...multiple, when: isPicker }, placeholder, disabled], {
    group: 'system',
  }),
  value('DeptSelect', 'kindDeptSelect', 'any', [selectType, { ...multiple, when: isPicker }, placeholder, disabled], {
    group: 'system',
  }),
  value(
    'DictSelect',
    'kindDictSelect',
    'any',
    [
      prop('props.dictType', 'propDictType', 'dict'),
      prop('props.valueType', 'propValueType', 'select', {
        choices: [
          { value: 'int', label: m('valueTypeInt') },
          { value: 'str', label: m('valueTypeStr') },
          { value: 'bool', label: m('valueTypeBool') },
        ],
      }),
      selectType,
      { ...multiple, when: isPicker },
      placeholder,
      disabled,
    ],
    { group: 'system' },
  ),
  value(
    'ApiSelect',
    'kindApiSelect',
    'any',
    [
      prop('props.url', 'propUrl', 'text'),
      prop('props.method', 'propMethod', 'select', { choices: choices('GET', 'POST') }),
      prop('props.data', 'propData', 'textarea', { when: (r) => r.props?.method === 'POST' }),
      prop('props.labelField', 'propLabelField', 'text'),
      prop('props.valueField', 'propValueField', 'text'),
      selectType,
      { ...multiple, when: isPicker },
      placeholder,
      disabled,
    ],
    { group: 'system' },
  ),
]

function layout(
  type: string,
  label: MessageKey<'form'>,
  container: { childType?: string },
  props: PropDef[],
  extra: Partial<Entry> = {},
  ruleExtra: Partial<FcRule> = {},
): Entry & { holdsValue: false } {
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

function show(
  type: string,
  label: MessageKey<'form'>,
  props: PropDef[],
  create: () => FcRule,
  aliases?: string[],
): Entry & { holdsValue: false } {
  return { type, aliases, label, group: 'aux', holdsValue: false, valueType: 'none', props, create }
}

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
