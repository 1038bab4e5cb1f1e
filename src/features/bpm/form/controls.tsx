/**
 * The controls of the value kinds (issue 43): each shows a rule's value in its antd widget and hands back the value in
 * the shape its process variable has (values.ts), so the form holds variables as they are. The common kinds are here
 * (the choices in choiceControls.tsx); the rarer, heavier widgets (colour, cascader, transfer, trees, uploads, time, slider, rate, rich text) come with
 * `heavyControls.tsx` when a form first uses one of them.
 */
import { lazy, Suspense, type ComponentType } from 'react'
import { DatePicker, Input, InputNumber, Switch } from 'antd'
import type { Dayjs } from 'dayjs'
import { translate } from '../../../i18n'
import { dateType, displayFormat, fromDay, toDay } from './formats'
import { CheckboxControl, RadioControl, SelectControl, SystemSelectControl } from './choiceControls'
import { num, str } from './shapes'
import type { ControlProps, FcRule } from './types'
import {
  AlertElement,
  ButtonElement,
  DividerElement,
  HtmlElement,
  ImageElement,
  TagElement,
  TextElement,
  TitleElement,
} from './elements'

const props = (rule: FcRule) => rule.props ?? {}
const full = { width: '100%' }

// ---- text ----

function InputControl({ rule, value, onChange, disabled, id, forced }: ControlProps & { forced?: string }) {
  const p = props(rule)
  const type = forced ?? str(p.type)
  const common = {
    id,
    value: value === undefined || value === null ? '' : String(value),
    disabled: disabled || p.disabled === true,
    readOnly: p.readonly === true,
    placeholder: str(p.placeholder),
    maxLength: num(p.maxlength),
    'aria-label': rule.title || undefined,
  }
  const change = (e: { target: { value: string } }) => onChange(e.target.value)
  if (type === 'textarea') {
    const rows = num(p.rows)
    return (
      <Input.TextArea
        {...common}
        rows={rows ?? 3}
        showCount={p.showWordLimit === true && !!common.maxLength}
        onChange={change}
      />
    )
  }
  if (type === 'password' || p.showPassword === true) return <Input.Password {...common} onChange={change} />
  return (
    <Input
      {...common}
      allowClear={p.clearable === true}
      showCount={p.showWordLimit === true && !!common.maxLength}
      onChange={change}
    />
  )
}

function NumberControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const p = props(rule)
  return (
    <InputNumber
      id={id}
      style={full}
      aria-label={rule.title || undefined}
      value={num(value) ?? null}
      min={num(p.min)}
      max={num(p.max)}
      step={num(p.step)}
      precision={num(p.precision)}
      placeholder={str(p.placeholder)}
      disabled={disabled || p.disabled === true}
      readOnly={p.readonly === true}
      onChange={(n) => onChange(n ?? undefined)}
    />
  )
}

function SwitchControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const p = props(rule)
  const on = p.activeValue ?? true
  const off = p.inactiveValue ?? false
  return (
    <Switch
      id={id}
      aria-label={rule.title || undefined}
      checked={value === on || (value !== undefined && value !== null && String(value) === String(on))}
      checkedChildren={str(p.activeText)}
      unCheckedChildren={str(p.inactiveText)}
      disabled={disabled || p.disabled === true}
      onChange={(checked) => onChange(checked ? on : off)}
    />
  )
}

// ---- dates ----

const PICKERS: Record<string, 'date' | 'month' | 'year' | 'week'> = {
  month: 'month',
  monthrange: 'month',
  year: 'year',
  yearrange: 'year',
  week: 'week',
}

function DateControl({ rule, value, onChange, disabled, id, forcedType }: ControlProps & { forcedType?: string }) {
  const p = props(rule)
  const type = forcedType ?? dateType(rule)
  const common = {
    id,
    style: full,
    format: displayFormat(rule),
    picker: PICKERS[type] ?? 'date',
    showTime: type.startsWith('datetime'),
    disabled: disabled || p.disabled === true,
    allowClear: p.clearable !== false,
  }
  if (type.endsWith('range')) {
    const [a, b] = Array.isArray(value) ? value : []
    return (
      <DatePicker.RangePicker
        {...common}
        aria-label={rule.title || undefined}
        placeholder={
          [str(p.startPlaceholder) ?? '', str(p.endPlaceholder) ?? ''].some(Boolean)
            ? [str(p.startPlaceholder) ?? '', str(p.endPlaceholder) ?? '']
            : undefined
        }
        value={a || b ? [toDay(rule, a) ?? null, toDay(rule, b) ?? null] : null}
        onChange={(days) => onChange(days ? days.map((d) => fromDay(rule, d)) : [])}
      />
    )
  }
  if (type === 'dates')
    return (
      <DatePicker
        {...common}
        multiple
        aria-label={rule.title || undefined}
        value={(Array.isArray(value) ? value : []).map((v) => toDay(rule, v)).filter((d): d is Dayjs => !!d)}
        onChange={(days: Dayjs[] | null) => onChange((days ?? []).map((d) => fromDay(rule, d)))}
      />
    )
  return (
    <DatePicker
      {...common}
      aria-label={rule.title || undefined}
      placeholder={str(p.placeholder)}
      value={toDay(rule, value) ?? null}
      onChange={(d: Dayjs | null) => onChange(fromDay(rule, d))}
    />
  )
}

// ---- the heavier kinds, loaded when a form first shows one ----

const heavy = (name: keyof typeof import('./heavyControls')) => {
  const Loaded = lazy(() =>
    import('./heavyControls').then((m) => ({ default: m[name] as ComponentType<ControlProps> })),
  )
  function HeavyControl(props: ControlProps) {
    return (
      <Suspense fallback={<Input disabled aria-label={props.rule.title || undefined} aria-busy="true" />}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return HeavyControl
}

/** The control of each kind that holds a value (group and subForm are rendered by the renderer: they hold rules). */
export const CONTROLS: Record<string, ComponentType<ControlProps> | undefined> = {
  input: InputControl,
  textarea: (p) => <InputControl {...p} forced="textarea" />,
  password: (p) => <InputControl {...p} forced="password" />,
  inputNumber: NumberControl,
  radio: RadioControl,
  checkbox: CheckboxControl,
  select: SelectControl,
  switch: SwitchControl,
  datePicker: DateControl,
  dateRange: (p) => (
    <DateControl {...p} forcedType={p.rule.props?.type === 'datetimerange' ? 'datetimerange' : 'daterange'} />
  ),
  rate: heavy('RateControl'),
  slider: heavy('SliderControl'),
  timePicker: heavy('TimeControl'),
  timeRange: heavy('TimeRangeControl'),
  colorPicker: heavy('ColorControl'),
  cascader: heavy('CascaderControl'),
  upload: heavy('UploadControl'),
  UploadFile: heavy('UploadControl'),
  UploadImg: heavy('UploadControl'),
  UploadImgs: heavy('UploadControl'),
  fcEditor: heavy('EditorControl'),
  Editor: heavy('EditorControl'),
  elTransfer: heavy('TransferControl'),
  tree: heavy('TreeControl'),
  elTreeSelect: heavy('TreeSelectControl'),
  UserSelect: SystemSelectControl,
  DeptSelect: SystemSelectControl,
  DictSelect: SystemSelectControl,
  ApiSelect: SystemSelectControl,
  // display kinds: elements, not values
  elDivider: DividerElement,
  text: TextElement,
  html: HtmlElement,
  elAlert: AlertElement,
  elTag: TagElement,
  elButton: ButtonElement,
  fcTitle: TitleElement,
  elImage: ImageElement,
}

/** Yes / no in the interface's language, for switches without texts of their own. */
export const yesNo = (on: boolean) => translate('form', on ? 'yes' : 'no')
