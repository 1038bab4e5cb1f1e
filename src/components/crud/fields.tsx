import { Form, Input, InputNumber, Radio, Select, type FormItemProps } from 'antd'
import type { Rule, RuleObject, RuleRender } from 'antd/es/form'
import { useState, type ReactElement, type ReactNode } from 'react'
import { useDictOptions } from '../../hooks/useDictOptions'
import { text, type Text } from '../../i18n'
import { useLanguage } from '../../i18n/react'
import { CLEARABLE } from '../clearable'
import { useFirstPaintDone } from '../firstPaint'
import { lateLazy } from '../lateLazy'
import { SearchStandIn, type Engaged } from '../list/SearchStandIn'

// Its code comes after the start-up's first paint (lateLazy): rc-picker is ≈ 300 kB of source that a reload parsed and
// ran before its first row. Meanwhile its stand-in.
const SearchDateRange = lateLazy(() => import('../list/SearchDateRange'))

/** Where a field is shown: the search bar above a list, or a create/edit form. */
export type FieldMode = 'search' | 'create' | 'edit'

export interface Option {
  /** Said when shown: a dictionary's or the server's label, or a `msg(…)`. */
  label: Text
  value: unknown
}

/** antd's rule, whose message may be a `Text` (`msg(…)`), said when the form validates. */
export type FieldRule =
  | (RuleObject extends infer O ? (O extends unknown ? Omit<O, 'message'> & { message?: Text | ReactElement } : never) : never)
  | RuleRender

/**
 * One field, described once: the label, control, texts and rules of the spec. `fieldItem` turns it into an antd
 * Form.Item; the same description serves the search bar and the dialog.
 */
export interface FieldSchema {
  name: string
  /** The label (and the texts below) are `Text`s: `msg(…)` in a declaration, said in the current language when shown. */
  label: Text
  /** The control; `text` unless said. `static` shows `render` without an input (a value the server decides). */
  kind?: 'text' | 'textarea' | 'number' | 'select' | 'radio' | 'dateRange' | 'static'
  placeholder?: Text
  /** Required, with the spec's message; text must be more than white space. */
  required?: Text
  /** Further rules (formats, lengths) checked after `required`. */
  rules?: FieldRule[]
  /** Most characters (text) or the lowest value (number). */
  maxLength?: number
  min?: number
  /** Options of a select or radio: a dictionary type (values parsed by `parse`), or a list. */
  dict?: string
  parse?: (value: string) => unknown
  options?: Option[]
  /** Select only: type to filter the options by label. */
  searchable?: boolean
  /** The field can't be changed in this mode (a key fixed once created), or ever (shown for context). */
  disabledWhen?: FieldMode | 'always'
  /** Shown only while another field has one of these values (the fields of one form type). */
  showWhen?: { field: string; is: (value: unknown) => boolean }
  /** Help under the field. */
  extra?: (mode: FieldMode) => ReactNode
  /**
   * The control, when no kind is it (a rich-text editor): given what Form.Item passes its input (id, value, onChange)
   * and whether the field is disabled now.
   */
  control?: (bound: Record<string, unknown> & { disabled: boolean }) => ReactNode
  /** The control of a `static` field, given the field's value in the form. */
  render?: (mode: FieldMode, value: unknown) => ReactNode
  /** Anything else of Form.Item (e.g. getValueProps). */
  item?: Partial<FormItemProps>
}

const SEARCH_WIDTH = 200

/** A rule with its message said in the current language. */
const said = (rule: FieldRule): Rule =>
  typeof rule === 'function' || typeof rule.message !== 'function' ? (rule as Rule) : ({ ...rule, message: text(rule.message) } as Rule)

function rulesOf(field: FieldSchema): Rule[] | undefined {
  const isText = !field.kind || field.kind === 'text'
  // `whitespace` only on text: async-validator then checks the value is a string, and a number would fail.
  const required: Rule[] = field.required
    ? [{ required: true, message: text(field.required), ...(isText && { whitespace: true }) }]
    : []
  const rules = [...required, ...(field.rules ?? []).map(said)]
  return rules.length ? rules : undefined
}

/** Options with their labels said in the current language. */
const optionsSaid = (options: Option[]) => options.map((o) => (typeof o.label === 'function' ? { ...o, label: o.label() } : o))

/** A dictionary's labels are the server's data, shown as they are in either language: marked so (translate="no"). */
const dataOptions = (options: Option[]) =>
  options.map((o) => ({ ...o, title: text(o.label), label: <span translate="no">{text(o.label)}</span> }))

interface ControlProps {
  field: FieldSchema
  mode: FieldMode
  options: Option[]
  /** What Form.Item gives its child (id, value, onChange …): passed on to the input. */
  [bound: string]: unknown
}

function FieldControl({ field, mode, options: given, ...bound }: ControlProps) {
  const search = mode === 'search'
  const options = field.dict && !field.searchable ? dataOptions(given) : optionsSaid(given)
  const disabled = field.disabledWhen === mode || field.disabledWhen === 'always'
  const placeholder = field.placeholder === undefined ? undefined : text(field.placeholder)
  const painted = useFirstPaintDone()
  // A click or a Tab on the stand-in brings the control at once, focused, and open for a click: nothing is lost.
  const [engaged, setEngaged] = useState<Engaged>()
  const handOver = engaged ? { autoFocus: true, defaultOpen: engaged === 'open' } : undefined
  if (field.control) return <>{field.control({ ...bound, disabled })}</>
  const empty = bound.value === undefined || bound.value === null || (Array.isArray(bound.value) && !bound.value.length)
  const standIn = (kind: 'select' | 'dateRange') => (
    <SearchStandIn kind={kind} id={bound.id as string} placeholder={placeholder} width={SEARCH_WIDTH} onEngage={setEngaged} />
  )
  if (search && !painted && !engaged && empty && (field.kind === 'select' || field.kind === 'dateRange'))
    return standIn(field.kind)
  switch (field.kind) {
    case 'textarea':
      return (
        <Input.TextArea
          {...bound}
          placeholder={placeholder}
          maxLength={field.maxLength}
          disabled={disabled}
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      )
    case 'number':
      return (
        <InputNumber
          {...bound}
          min={field.min}
          precision={0}
          disabled={disabled}
          style={{ width: search ? SEARCH_WIDTH : '100%' }}
        />
      )
    case 'select':
      return (
        <Select
          {...bound}
          {...handOver}
          placeholder={placeholder}
          allowClear={CLEARABLE}
          disabled={disabled}
          options={options as never}
          showSearch={field.searchable ? { optionFilterProp: 'label' } : undefined}
          style={search ? { width: SEARCH_WIDTH } : undefined}
        />
      )
    case 'radio':
      return <Radio.Group {...bound} options={options as never} disabled={disabled} />
    case 'dateRange':
      return <SearchDateRange fallback={standIn('dateRange')} {...bound} {...handOver} />
    case 'static':
      return <StaticValue field={field} mode={mode} />
    default:
      return (
        <Input
          {...bound}
          placeholder={placeholder}
          maxLength={field.maxLength}
          disabled={disabled}
          allowClear={search}
          style={search ? { width: SEARCH_WIDTH } : undefined}
        />
      )
  }
}

function StaticValue({ field, mode }: { field: FieldSchema; mode: FieldMode }) {
  const value: unknown = Form.useFormInstance().getFieldValue(field.name)
  return <>{field.render?.(mode, value)}</>
}

/** One field as a Form.Item; a dictionary field reads its options from the dictionary store. */
export function SchemaField({ field, mode }: { field: FieldSchema; mode: FieldMode }) {
  useLanguage() // its texts follow a switch
  const dictOptions = useDictOptions(field.dict ?? '', field.parse)
  const options = field.dict ? dictOptions : (field.options ?? [])
  const item = (
    <Form.Item
      label={text(field.label)}
      name={field.kind === 'static' ? undefined : field.name}
      rules={mode === 'search' ? undefined : rulesOf(field)}
      extra={field.extra?.(mode)}
      {...field.item}
    >
      <FieldControl field={field} mode={mode} options={options} />
    </Form.Item>
  )
  const when = field.showWhen
  if (!when) return item
  return (
    <Form.Item noStyle dependencies={[when.field]}>
      {({ getFieldValue }) => (when.is(getFieldValue(when.field)) ? item : null)}
    </Form.Item>
  )
}

/** The fields of a form, in order. */
export function SchemaFields({ fields, mode }: { fields: FieldSchema[]; mode: FieldMode }) {
  return (
    <>
      {fields.map((field) => (
        <SchemaField key={field.name} field={field} mode={mode} />
      ))}
    </>
  )
}
