/**
 * The form-create renderer (issue 43): a form's rules as an antd form. Value kinds become Form.Items named by their
 * field (nested under a group's or subForm's), layouts become rows, cards, tabs, collapses and spaces, display kinds
 * their elements. Honoured: value, $required / validate, props, options, info, hidden, display, col, control,
 * effect.fetch, and the node's field permissions (yudao's formFieldsPermission). A field that `control` or a
 * permission takes away is not mounted, so its value is neither checked nor sent.
 */
import {
  createContext,
  memo,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { Alert, Button, Card, Col, Collapse, Form, Row, Space, Tabs, type FormInstance } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useT } from '../../../i18n/react'
import { FIELD_NONE, FIELD_READ, FIELD_WRITE } from '../../../domain/fieldsPermission'
import { gateState, gatesFor, gatesOf, type Gate, type GateState } from './control'
import { allRules, childRules, nestedRules, UNREADABLE } from './parse'
import { kindOf } from './registry'
import { num, str } from './shapes'
import { antdRules } from './validation'
import { defaultValues } from './values'
import type { ControlProps, FcOptions, FcRule, KindDef } from './types'

export type FieldPermission = typeof FIELD_READ | typeof FIELD_WRITE | typeof FIELD_NONE
export type FieldPermissions = Record<string, FieldPermission | number | string>

type Values = Record<string, unknown>
type NamePath = (string | number)[]

interface Ctx {
  form: FormInstance
  disabled: boolean
  permissions?: FieldPermissions
  gates: Map<string, Gate[]>
  /** Where the Form.List row this level is in lives in the form's store ([] outside a group; [field, index] in one). */
  listBase: NamePath
  initial: Values
}
const RendererContext = createContext<Ctx | null>(null)
const useCtx = () => useContext(RendererContext)!

const OPEN: GateState = { shown: true, disabled: false, required: false }
const at = (values: unknown, path: NamePath): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined),
    values,
  )

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

/**
 * A long form is mounted in two steps: about a screen of fields in the first paint, the rest in a transition after it,
 * during which React yields to the user's input. antd's Form.Item costs ≈ 2 ms on a slow machine, so 100 fields at
 * once would hold the page for a quarter of a second after the data is here.
 */
const FIRST_PAINT_FIELDS = 12

/** How many of the top-level rules make the first paint (a layout counts with everything inside it). */
function firstPaint(rules: readonly FcRule[]): number {
  let fields = 0
  for (let i = 0; i < rules.length; i++) {
    fields += [...allRules([rules[i]])].length
    if (fields >= FIRST_PAINT_FIELDS) return i + 1
  }
  return rules.length
}

/** The rules mounted so far: the first paint's, then all of them once React has time. */
function useTwoStepMount(rules: readonly FcRule[]): readonly FcRule[] {
  const [complete, setComplete] = useState<readonly FcRule[]>()
  const first = useMemo(() => firstPaint(rules), [rules])
  const done = complete === rules || first === rules.length
  useEffect(() => {
    if (!done) startTransition(() => setComplete(rules))
  }, [done, rules])
  return done ? rules : rules.slice(0, first)
}

/** Per form: settles once every rule is mounted (validateForm waits for it, so no field goes unchecked). */
const allMounted = new WeakMap<FormInstance, { promise: Promise<void>; settle: () => void }>()
const pendingMount = () => {
  let settle = () => {}
  const promise = new Promise<void>((resolve) => (settle = resolve))
  return { promise, settle }
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
      return <GroupField rule={rule} prefix={prefix} disabled={permission === FIELD_READ || gate.disabled} />
    case 'subForm':
      return <SubFormField rule={rule} prefix={prefix} disabled={permission === FIELD_READ || gate.disabled} />
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

function DisplayRule({ rule, kind }: { rule: FcRule; kind: KindDef }) {
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

function ValueField({
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

/** form-create's group: a list of rows, each the group's rules, its value a list of objects. */
function GroupField({ rule, prefix, disabled }: { rule: FcRule; prefix: NamePath; disabled: boolean }) {
  const t = useT('form')
  const ctx = useCtx()
  const rules = nestedRules(rule)
  const field = rule.field
  const max = num(rule.props?.max)
  const min = num(rule.props?.min) ?? 0
  const off = ctx.disabled || disabled || rule.props?.disabled === true
  const gates = useMemo(() => gatesOf(rules), [rules])
  if (!field) return null
  const name = [...prefix, field]
  return (
    <Form.Item label={rule.title || undefined} tooltip={str(rule.info)} required={!!rule.$required}>
      <Form.List
        name={name}
        rules={
          rule.$required
            ? [
                {
                  validator: async (_, rows?: unknown[]) =>
                    rows?.length
                      ? undefined
                      : Promise.reject(
                          new Error(
                            String(
                              typeof rule.$required === 'string'
                                ? rule.$required
                                : t('requiredChoice', { title: rule.title ?? field }),
                            ),
                          ),
                        ),
                },
              ]
            : undefined
        }
      >
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.map((row) => (
              <Card
                key={row.key}
                size="small"
                style={{ marginBottom: 8 }}
                extra={
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    disabled={off || rows.length <= min}
                    onClick={() => remove(row.name)}
                  >
                    {t('removeRow')}
                  </Button>
                }
              >
                <RendererContext.Provider
                  value={{ ...ctx, gates, listBase: [...ctx.listBase, ...name, row.name], disabled: off }}
                >
                  <RuleList rules={rules} prefix={[row.name]} />
                </RendererContext.Provider>
              </Card>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={off || (max !== undefined && max > 0 && rows.length >= max)}
              onClick={() => add(defaultValues(rules))}
            >
              {t('addRow')}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  )
}

/** form-create's subForm: its rules' values as one object under its field. */
function SubFormField({ rule, prefix, disabled }: { rule: FcRule; prefix: NamePath; disabled: boolean }) {
  const ctx = useCtx()
  const rules = nestedRules(rule)
  const gates = useMemo(() => gatesOf(rules), [rules])
  if (!rule.field) return null
  const name = [...prefix, rule.field]
  return (
    <Form.Item label={rule.title || undefined} tooltip={str(rule.info)}>
      <Card size="small">
        <RendererContext.Provider value={{ ...ctx, gates, disabled: ctx.disabled || disabled || rule.props?.disabled === true }}>
          <RuleList rules={rules} prefix={name} />
        </RendererContext.Provider>
      </Card>
    </Form.Item>
  )
}

/** Settles once every rule of the form's renderer is mounted (at once for a form of a screen or less). */
export const formMounted = (form: FormInstance): Promise<void> => allMounted.get(form)?.promise ?? Promise.resolve()

/**
 * Checks the form (or only the `fields` named, with what is inside them); on a failure the first wrong field is scrolled
 * into view and focused (antd's scrollToFirstError works only through form.submit) and undefined is returned.
 */
export async function validateForm(form: FormInstance, fields?: readonly string[]): Promise<Values | undefined> {
  try {
    await formMounted(form) // no field goes unchecked
    return (await (fields
      ? form.validateFields(
          fields.map((field) => [field]),
          { recursive: true },
        )
      : form.validateFields())) as Values
  } catch (error) {
    const first = (error as { errorFields?: { name: NamePath }[] }).errorFields?.[0]
    if (first) form.scrollToField(first.name, { block: 'center', focus: true })
    return undefined
  }
}

export type { ReactNode }
