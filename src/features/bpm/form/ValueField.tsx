/** A rule that holds a value, as a Form.Item around its kind's control; a display rule as its element (issue 43). */
import { useMemo, type ComponentType } from 'react'
import { Form } from 'antd'
import { str } from './shapes'
import { antdRules } from './validation'
import type { ControlProps, FcRule, KindDef } from './types'
import { useCtx, type NamePath } from './rendererContext'

export function DisplayRule({ rule, kind }: { rule: FcRule; kind: KindDef }) {
  const Element = kind.Control
  if (!Element) return null
  const element = <Element rule={rule} value={undefined} onChange={() => undefined} disabled={false} />
  // native: no label row (form-create's formCreateNative), as the designer writes text, html and tags
  return rule.title && rule.native !== true ? (
    <Form.Item label={rule.title}>{element}</Form.Item>
  ) : (
    <div style={{ marginBottom: 16 }}>{element}</div>
  )
}

export function ValueField({
  rule,
  kind,
  prefix,
  disabled,
  required,
}: {
  rule: FcRule
  kind: KindDef
  prefix: NamePath
  disabled: boolean
  required: boolean
}) {
  const ctx = useCtx()
  const hidden = rule.hidden === true || rule.display === false
  const checks = useMemo(() => (hidden ? [] : antdRules(rule, required)), [rule, required, hidden])
  const field = rule.field
  if (!field || !kind.Control) return null
  return (
    <Form.Item
      name={[...prefix, field]}
      label={rule.title || undefined}
      tooltip={str(rule.info)}
      rules={checks}
      hidden={hidden}
    >
      <FieldControl Control={kind.Control} rule={rule} off={ctx.disabled || disabled} />
    </Form.Item>
  )
}

/** What Form.Item hands its child (value, onChange, id) passed to the kind's control. */
function FieldControl({
  Control,
  rule,
  off,
  value,
  onChange,
  id,
}: { Control: ComponentType<ControlProps>; rule: FcRule; off: boolean } & Partial<
  Pick<ControlProps, 'value' | 'onChange' | 'id'>
>) {
  return <Control rule={rule} value={value} onChange={onChange ?? (() => undefined)} disabled={off} id={id} />
}
