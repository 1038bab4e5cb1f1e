/**
 * The rarer kinds' controls (issue 43), in a chunk of their own that a form loads when it first shows one of them:
 * rate, slider, time, colour, cascader, rich text; uploads (uploadControl.tsx), transfer and trees (treeControls.tsx).
 */
import { cloneElement, type ReactElement } from 'react'
import { Cascader, ColorPicker, Rate, Slider, TimePicker } from 'antd'
import type { Dayjs } from 'dayjs'
import '../../../styles/antdFormControls.css' // these components' styles come with them, not with every page
import { LazyRichTextEditor } from '../../../components/richText'
import { useT } from '../../../i18n/react'
import { displayFormat, fromDay, toDay } from './formats'
import { cascaderPath } from './display'
import { list, num, off, str } from './shapes'
import type { ControlProps } from './types'

type Star = ReactElement<{ children: ReactElement<{ 'aria-label'?: string }> }>
/** rc-rate's star: an <li> around the radio a screen reader reaches, which gets a name (how many stars it gives). */
const namedStar = (star: ReactElement, name: string) =>
  cloneElement(star as Star, undefined, cloneElement((star as Star).props.children, { 'aria-label': name }))

export function RateControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const t = useT('form')
  return (
    <Rate
      id={id}
      aria-label={rule.title || undefined}
      characterRender={(star, { index }) => namedStar(star, t('rateStar', { n: (index ?? 0) + 1 }))}
      count={num(rule.props?.max) ?? 5}
      allowHalf={rule.props?.allowHalf === true}
      value={num(value) ?? 0}
      disabled={off(rule, disabled)}
      onChange={(n) => onChange(n)}
    />
  )
}

export function SliderControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const t = useT('form')
  const p = rule.props ?? {}
  const title = rule.title || ''
  const common = {
    id,
    min: num(p.min) ?? 0,
    max: num(p.max) ?? 100,
    step: num(p.step) ?? 1,
    disabled: off(rule, disabled),
  }
  if (p.range === true) {
    const [a, b] = list(value).map(num)
    return (
      <Slider
        {...common}
        range
        aria-label={rule.title || undefined}
        ariaLabelForHandle={[t('rangeFrom', { title }), t('rangeTo', { title })]}
        value={[a ?? common.min, b ?? common.min]}
        onChange={(v: number[]) => onChange(v)}
      />
    )
  }
  return (
    <Slider
      {...common}
      aria-label={rule.title || undefined}
      ariaLabelForHandle={title || undefined}
      value={num(value) ?? common.min}
      onChange={(v: number) => onChange(v)}
    />
  )
}

export function TimeControl({ rule, value, onChange, disabled, id }: ControlProps) {
  if (rule.props?.isRange === true)
    return <TimeRangeControl rule={rule} value={value} onChange={onChange} disabled={disabled} id={id} />
  return (
    <TimePicker
      id={id}
      style={{ width: '100%' }}
      aria-label={rule.title || undefined}
      format={displayFormat(rule)}
      placeholder={str(rule.props?.placeholder)}
      disabled={off(rule, disabled)}
      value={toDay(rule, value) ?? null}
      onChange={(d: Dayjs | null) => onChange(fromDay(rule, d))}
    />
  )
}

export function TimeRangeControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const [a, b] = list(value)
  return (
    <TimePicker.RangePicker
      id={id}
      style={{ width: '100%' }}
      aria-label={rule.title || undefined}
      format={displayFormat(rule)}
      disabled={off(rule, disabled)}
      value={a || b ? [toDay(rule, a) ?? null, toDay(rule, b) ?? null] : null}
      onChange={(days) => onChange(days ? days.map((d) => fromDay(rule, d)) : [])}
    />
  )
}

export function ColorControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const alpha = rule.props?.showAlpha === true
  return (
    <span id={id} role="group" aria-label={rule.title || undefined}>
      <ColorPicker
        showText
        allowClear
        disabledAlpha={!alpha}
        disabled={off(rule, disabled)}
        value={str(value) ?? null}
        onChange={(color) => onChange(alpha ? color.toRgbString() : color.toHexString())}
        onClear={() => onChange(undefined)}
      />
    </span>
  )
}

interface CascaderProps {
  multiple?: boolean
  emitPath?: boolean
  value?: string
  label?: string
  children?: string
}
export function CascaderControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const p = rule.props ?? {}
  const names = (p.props ?? {}) as CascaderProps
  const options = (Array.isArray(p.options) ? p.options : Array.isArray(rule.options) ? rule.options : []) as never[]
  const fieldNames = {
    label: names.label ?? 'label',
    value: names.value ?? 'value',
    children: names.children ?? 'children',
  }
  const common = {
    id,
    style: { width: '100%' },
    'aria-label': rule.title || undefined,
    options,
    fieldNames,
    placeholder: str(p.placeholder),
    disabled: off(rule, disabled),
    allowClear: p.clearable !== false,
    showSearch: p.filterable === true,
  }
  // emitPath false (element-plus): the value is the chosen leaf (or leaves), not its path
  const leafOnly = names.emitPath === false
  const toPath = (v: unknown) => (leafOnly ? (cascaderPath(options, v, fieldNames) ?? [v]) : list(v))
  const fromPath = (path: unknown) => (leafOnly ? (Array.isArray(path) ? path[path.length - 1] : undefined) : path)
  if (names.multiple)
    return (
      <Cascader
        {...common}
        multiple
        value={list(value).map(toPath) as never}
        onChange={(v) => onChange((v ?? []).map(fromPath))}
      />
    )
  return (
    <Cascader
      {...common}
      value={(value === undefined || value === null ? undefined : toPath(value)) as never}
      onChange={(v) => onChange(v === undefined ? (leafOnly ? undefined : []) : fromPath(v))}
    />
  )
} /** form-create's fcEditor and yudao's Editor: the app's rich-text editor (HTML, sanitised on paste and when shown). */
export function EditorControl({ rule, value, onChange, disabled }: ControlProps) {
  const height = num(String(rule.props?.height ?? '').replace(/px$/, ''))
  return (
    <LazyRichTextEditor
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      height={height ?? 300}
      placeholder={str(rule.props?.placeholder)}
      disabled={off(rule, disabled)}
      aria-label={rule.title || undefined}
    />
  )
}

export { UploadControl } from './uploadControl'
export { TransferControl, TreeControl, TreeSelectControl } from './treeControls'
