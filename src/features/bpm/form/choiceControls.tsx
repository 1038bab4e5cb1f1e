/**
 * The choice kinds' controls (issue 43): radio, checkbox, select, and yudao's system selects, each a choice among the
 * rule's options (or the backend's) shown as a select, a radio group or a checkbox group.
 */
import { Checkbox, Radio, Select } from 'antd'
import { staticOptions, useRuleOptions } from './options'
import { isMultiple, str } from './shapes'
import type { ControlProps, FcOption } from './types'

/** antd's options; `disabled` only where an option is off, since an option's `disabled: false` beats its group's. */
const antdOptions = (options: FcOption[]) =>
  options.map((o) => ({
    label: o.label,
    value: o.value as string | number,
    ...(o.disabled === true && { disabled: true }),
  }))

/** A choice among options, as select, radio group or checkbox group (yudao's `selectType`). */
function Choice({
  rule,
  value,
  onChange,
  disabled,
  id,
  as,
  options,
  loading,
}: ControlProps & { as: 'select' | 'radio' | 'checkbox'; options: FcOption[]; loading?: boolean }) {
  const p = rule.props ?? {}
  const off = disabled || p.disabled === true
  const items = antdOptions(options)
  if (as === 'radio')
    return (
      <Radio.Group
        id={id}
        aria-label={rule.title || undefined}
        disabled={off}
        value={value}
        options={items}
        onChange={(e) => onChange(e.target.value)}
      />
    )
  if (as === 'checkbox')
    return (
      <div id={id} role="group" aria-label={rule.title || undefined}>
        <Checkbox.Group
          disabled={off}
          value={Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]}
          options={items}
          onChange={(v) => onChange(v)}
        />
      </div>
    )
  const multiple = isMultiple(rule)
  return (
    <Select
      id={id}
      style={{ width: '100%' }}
      aria-label={rule.title || undefined}
      mode={multiple ? 'multiple' : undefined}
      value={
        multiple
          ? Array.isArray(value)
            ? value
            : value === undefined || value === null
              ? []
              : [value]
          : (value ?? undefined)
      }
      options={items}
      loading={loading}
      placeholder={str(p.placeholder)}
      allowClear={p.clearable === true}
      showSearch={p.filterable === true ? { optionFilterProp: 'label' } : undefined}
      disabled={off}
      onChange={(v) => onChange(v)}
    />
  )
}

export function RadioControl(props: ControlProps) {
  const { options } = useRuleOptions(props.rule)
  return <Choice {...props} as="radio" options={options} />
}
export function CheckboxControl(props: ControlProps) {
  const { options } = useRuleOptions(props.rule)
  return <Choice {...props} as="checkbox" options={options} />
}
export function SelectControl(props: ControlProps) {
  const { options, loading } = useRuleOptions(props.rule)
  return <Choice {...props} as="select" options={options} loading={loading} />
}
/** yudao's UserSelect / DeptSelect / DictSelect / ApiSelect: options from the backend, shown as `selectType` says. */
export function SystemSelectControl(props: ControlProps) {
  const { options, loading } = useRuleOptions(props.rule, staticOptions(props.rule))
  const as = props.rule.props?.selectType
  return (
    <Choice {...props} as={as === 'radio' || as === 'checkbox' ? as : 'select'} options={options} loading={loading} />
  )
}
