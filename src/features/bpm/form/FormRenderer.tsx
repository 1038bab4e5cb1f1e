/**
 * The form-create renderer (issue 43): a form's rules as an antd form. Value kinds become Form.Items named by their
 * field (nested under a group's or subForm's), layouts become rows, cards, tabs, collapses and spaces, display kinds
 * their elements. Honoured: value, $required / validate, props, options, info, hidden, display, col, control,
 * effect.fetch, and the node's field permissions (yudao's formFieldsPermission). A field that `control` or a
 * permission takes away is not mounted, so its value is neither checked nor sent.
 */
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react'
import { Alert, Card, Col, Collapse, Form, Row, Space, Tabs, type FormInstance } from 'antd'
import { useT } from '../../../i18n/react'
import { FIELD_NONE, FIELD_READ } from '../../../domain/fieldsPermission'
import { gateState, gatesFor, gatesOf, type Gate, type GateState } from './control'
import { childRules, UNREADABLE } from './parse'
import { kindOf } from './registry'
import { num, str } from './shapes'
import { defaultValues } from './values'
import type { FcOptions, FcRule } from './types'
import { allMounted, formMounted, pendingMount, useTwoStepMount, validateForm } from './mountInSteps'
import { GroupField, SubFormField } from './nestedFields'
import {
  at,
  OPEN,
  RendererContext,
  useCtx,
  type Ctx,
  type FieldPermissions,
  type NamePath,
  type Values,
} from './rendererContext'
import { DisplayRule, ValueField } from './ValueField'

export { formMounted, validateForm }
export type { FieldPermission, FieldPermissions } from './rendererContext'

export interface FormRendererProps {
  rules: readonly FcRule[]
  options?: FcOptions
  form: FormInstance
  disabled?: boolean
  /** yudao's formFieldsPermission: field → '1' read, '2' write, '3' none (a field not named stays as the form has it). */
  fieldPermissions?: FieldPermissions
  /** Values to start with (an instance's, through fromVariables), over the rules' own defaults. */
  initialValues?: Values
  onValuesChange?: (changed: Values, all: Values) => void
}

/** form-create's `option.form` as antd's layout: label position and width, size. */
function formLayout(options: FcOptions | undefined) {
  const f = (options?.form ?? {}) as Record<string, unknown>
  const position = str(f.labelPosition)
  const width = str(f.labelWidth) ?? (typeof f.labelWidth === 'number' ? `${f.labelWidth}px` : undefined)
  const size: 'small' | 'large' | undefined = f.size === 'small' ? 'small' : f.size === 'large' ? 'large' : undefined
  if (position === 'left' || position === 'right')
    return {
      layout: 'horizontal' as const,
      labelAlign: position as 'left' | 'right',
      labelCol: { flex: width ?? '125px' },
      labelWrap: true,
      size,
    }
  return { layout: 'vertical' as const, size }
}

export function FormRenderer({
  rules,
  options,
  form,
  disabled = false,
  fieldPermissions,
  initialValues,
  onValuesChange,
}: FormRendererProps) {
  const initial = useMemo(() => ({ ...defaultValues(rules), ...initialValues }), [rules, initialValues])
  const ctx = useMemo<Ctx>(
    () => ({ form, disabled, permissions: fieldPermissions, gates: gatesOf(rules), listBase: [], initial }),
    [form, disabled, fieldPermissions, rules, initial],
  )
  const shown = useTwoStepMount(rules)
  const complete = shown === rules
  // a new promise for new rules, registered in the render so that validateForm never sees the old, settled one
  const [mount, setMount] = useState(pendingMount)
  const [mountFor, setMountFor] = useState(rules)
  if (mountFor !== rules) {
    setMountFor(rules)
    setMount(pendingMount())
  }
  if (allMounted.get(form) !== mount) allMounted.set(form, mount)
  useEffect(() => {
    if (complete) mount.settle()
  }, [complete, mount])
  return (
    <Form
      form={form}
      {...formLayout(options)}
      initialValues={initial}
      onValuesChange={onValuesChange}
      disabled={disabled}
      style={{ maxWidth: 960 }}
    >
      <RendererContext.Provider value={ctx}>
        <RuleList rules={shown} prefix={[]} top />
      </RendererContext.Provider>
    </Form>
  )
}

/**
 * The form's own rules skip style, layout and paint while off screen (their last size kept): a keystroke in a form of
 * 100 fields then costs the browser what a short form costs.
 */
const OFF_SCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 80px' } as const

/** Rules side by side as form-create lays them: a 24-column row, each rule in its `col.span` (all of it by default). */
function RuleList({ rules, prefix, top }: { rules: readonly (FcRule | string)[]; prefix: NamePath; top?: boolean }) {
  return (
    <Row gutter={16}>
      {rules.map((rule, i) =>
        typeof rule === 'object' && rule !== null ? (
          <Col
            key={i}
            span={num(rule.col?.span) ?? 24}
            hidden={rule.hidden === true || rule.display === false}
            style={top ? OFF_SCREEN_SKIPPED : undefined}
          >
            <RuleNode rule={rule} prefix={prefix} />
          </Col>
        ) : null,
      )}
    </Row>
  )
}

/** One rule: gated by the `control` of other rules when some name it. */
const RuleNode = memo(function RuleNode({ rule, prefix }: { rule: FcRule; prefix: NamePath }) {
  const ctx = useCtx()
  const gates = gatesFor(ctx.gates, rule)
  return gates.length ? (
    <Gated rule={rule} prefix={prefix} gates={gates} />
  ) : (
    <RuleBody rule={rule} prefix={prefix} gate={OPEN} />
  )
})

function Gated({ rule, prefix, gates }: { rule: FcRule; prefix: NamePath; gates: Gate[] }) {
  const ctx = useCtx()
  const code = (values: unknown) => {
    const s = gateState(gates, (field) => at(values, [...ctx.listBase, ...prefix, field]))
    return `${+s.shown}${+s.disabled}${+s.required}`
  }
  // one text of the three states: the rule re-renders only when one of them changes, not on every keystroke
  const watched = Form.useWatch((values: Values) => code(values), { form: ctx.form, preserve: true }) as
    string | undefined
  const state = watched ?? code(ctx.initial)
  return (
    <RuleBody
      rule={rule}
      prefix={prefix}
      gate={{ shown: state[0] === '1', disabled: state[1] === '1', required: state[2] === '1' }}
    />
  )
}

function RuleBody({ rule, prefix, gate }: { rule: FcRule; prefix: NamePath; gate: GateState }) {
  const t = useT('form')
  const ctx = useCtx()
  if (!gate.shown) return null
  if (rule.type === UNREADABLE)
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('unreadable', { index: Number(rule._index ?? 0) + 1 })}
      />
    )
  const kind = kindOf(rule.type)
  const permission = rule.field ? String(ctx.permissions?.[rule.field] ?? '') : ''
  if (permission === FIELD_NONE) return null
  if (!kind)
    return (
      <Form.Item label={rule.title || undefined}>
        <span data-unsupported={rule.type} style={{ color: 'var(--ant-color-text-secondary, #888)' }}>
          {t('unsupported', { type: rule.type })}
        </span>
      </Form.Item>
    )
  const children = childRules(rule)
  switch (kind.type) {
    case 'fcRow':
      return (
        <Row gutter={num(rule.props?.gutter) ?? 16}>
          {children.map((child, i) =>
            kindOf(child.type)?.type === 'col' ? (
              <Col
                key={i}
                span={num(child.props?.span) ?? num(child.col?.span) ?? 24}
                hidden={child.hidden === true || child.display === false}
              >
                <RuleList rules={childRules(child)} prefix={prefix} />
              </Col>
            ) : (
              <Col key={i} span={num(child.col?.span) ?? 24}>
                <RuleNode rule={child} prefix={prefix} />
              </Col>
            ),
          )}
        </Row>
      )
    case 'col':
    case 'elTabPane':
    case 'elCollapseItem':
      return <RuleList rules={children} prefix={prefix} />
    case 'elCard':
      return (
        <Card size="small" title={str(rule.props?.header) ?? rule.title} style={{ marginBottom: 16 }}>
          <RuleList rules={children} prefix={prefix} />
        </Card>
      )
    case 'elTabs':
      return (
        <Tabs
          style={{ marginBottom: 16 }}
          type={rule.props?.type === 'card' || rule.props?.type === 'border-card' ? 'card' : undefined}
          items={children.map((pane, i) => ({
            key: String(i),
            label: str(pane.props?.label) ?? pane.title ?? String(i + 1),
            forceRender: true, // a field on a tab not shown is still checked and sent
            children: <RuleList rules={childRules(pane)} prefix={prefix} />,
          }))}
        />
      )
    case 'elCollapse':
      return (
        <Collapse
          style={{ marginBottom: 16 }}
          defaultActiveKey={children.map((_, i) => String(i))}
          items={children.map((item, i) => ({
            key: String(i),
            label: str(item.props?.title) ?? item.title ?? String(i + 1),
            forceRender: true,
            children: <RuleList rules={childRules(item)} prefix={prefix} />,
          }))}
        />
      )
    case 'space':
      return (
        <Space
          wrap
          direction={rule.props?.direction === 'vertical' ? 'vertical' : 'horizontal'}
          size={num(rule.props?.size) ?? 'middle'}
        >
          {children.map((child, i) => (
            <RuleNode key={i} rule={child} prefix={prefix} />
          ))}
        </Space>
      )
    case 'group':
      return (
        <GroupField
          Rules={RuleList}
          rule={rule}
          prefix={prefix}
          disabled={permission === FIELD_READ || gate.disabled}
        />
      )
    case 'subForm':
      return (
        <SubFormField
          Rules={RuleList}
          rule={rule}
          prefix={prefix}
          disabled={permission === FIELD_READ || gate.disabled}
        />
      )
  }
  if (!kind.holdsValue) return <DisplayRule rule={rule} kind={kind} />
  return (
    <ValueField
      rule={rule}
      kind={kind}
      prefix={prefix}
      disabled={permission === FIELD_READ || gate.disabled}
      required={gate.required}
    />
  )
}

export type { ReactNode }
