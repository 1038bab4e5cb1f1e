/**
 * The selected rule's properties (form-create-designer's right panel, form-js's properties panel): the common ones
 * (field name, title, help, default, required, validation, span) and the kind's own (`KindDef.props`, by editor).
 * Every change goes through `onChange(path, value)`: one undo step per property typed into.
 */
import { Button, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd'
import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { memo, useEffect, useId, useState, type ReactNode } from 'react'
import { listAllSimpleDictTypes } from '../../../../api/dictType'
import { text } from '../../../../i18n'
import { useT } from '../../../../i18n/react'
import { kindOf } from '../registry'
import type { FcOption, FcRule, FcValidate, KindDef, PropDef } from '../types'
import { ControlEditor } from './ControlEditor'
import { fieldNameProblem } from './fieldNames'
import { getAt } from './tree'

export type SetProp = (path: string, value: unknown) => void

interface PanelProps {
  rule: FcRule
  /** The names of every other value field (the field name must differ from all of them). */
  otherNames: readonly string[]
  /** The whole form (the rules a 联动 entry can act on). */
  rules?: readonly FcRule[]
  onChange: SetProp
}

/** Paths the common section edits: the kind's list does not offer them twice. */
const COMMON = new Set(['field', 'title', 'info', 'value', '$required', 'validate', 'col.span'])

export const PropertiesPanel = memo(function PropertiesPanel({ rule, otherNames, rules, onChange }: PanelProps) {
  const t = useT('formDesigner')
  const kind = kindOf(rule.type)
  if (!kind) {
    return (
      <div className="fd-props">
        <Typography.Paragraph>{t('unsupported', { type: rule.type })}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('unsupportedHint')}</Typography.Paragraph>
        <pre className="fd-json-readonly" translate="no">
          {JSON.stringify(rule, null, 2)}
        </pre>
      </div>
    )
  }
  const own = kind.props.filter((p) => !COMMON.has(p.path) && (!p.when || p.when(rule)))
  const part = ['col', 'eltabpane', 'elcollapseitem'].includes(kind.type.toLowerCase())
  return (
    <Form layout="vertical" size="small" className="fd-props" component="div">
      <Form.Item label={t('kind')}>
        <span translate="no">{text(kind.label)}</span>
      </Form.Item>
      {kind.holdsValue && <FieldNameInput rule={rule} otherNames={otherNames} onChange={onChange} />}
      {!part && (
        <Form.Item label={t('title')} htmlFor="fd-prop-title">
          <Input id="fd-prop-title" value={str(rule.title)} onChange={(e) => onChange('title', e.target.value)} />
        </Form.Item>
      )}
      {kind.holdsValue && (
        <>
          <Form.Item label={t('info')} htmlFor="fd-prop-info">
            <Input id="fd-prop-info" value={str(rule.info)} onChange={(e) => onChange('info', e.target.value || undefined)} />
          </Form.Item>
          <DefaultValue rule={rule} kind={kind} onChange={onChange} />
          <RequiredEditor rule={rule} onChange={onChange} />
        </>
      )}
      {!part && (
        <Form.Item label={t('span')} help={t('spanHelp')} htmlFor="fd-prop-span">
          <InputNumber
            id="fd-prop-span"
            min={1}
            max={24}
            precision={0}
            value={typeof rule.col?.span === 'number' ? rule.col.span : null}
            onChange={(v) => onChange('col.span', v ?? undefined)}
          />
        </Form.Item>
      )}
      {own.length > 0 && (
        <Typography.Title level={5} className="fd-props-section">
          {t('kindProps')}
        </Typography.Title>
      )}
      {own.map((p) => (
        <PropEditor key={p.path} def={p} rule={rule} onChange={onChange} />
      ))}
      {kind.holdsValue && <RulesEditor rule={rule} onChange={onChange} />}
      {kind.holdsValue && rules && <ControlEditor rule={rule} rules={rules} onChange={(control) => onChange('control', control)} />}
    </Form>
  )
})

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v))

function FieldNameInput({ rule, otherNames, onChange }: PanelProps) {
  const t = useT('formDesigner')
  const problem = fieldNameProblem(rule.field, otherNames)
  const said =
    problem === 'empty' ? t('fieldNameEmpty') : problem === 'pattern' ? t('fieldNamePattern') : problem === 'duplicate' ? t('fieldNameDuplicate', { name: str(rule.field) }) : t('fieldNameHelp')
  return (
    <Form.Item label={t('fieldName')} required validateStatus={problem ? 'error' : undefined} help={said} htmlFor="fd-prop-field">
      <Input id="fd-prop-field" translate="no" value={str(rule.field)} onChange={(e) => onChange('field', e.target.value.trim())} />
    </Form.Item>
  )
}

function DefaultValue({ rule, kind, onChange }: { rule: FcRule; kind: KindDef; onChange: SetProp }) {
  const t = useT('formDesigner')
  const Control = kind.Control
  const id = useId()
  return (
    <Form.Item label={t('defaultValue')} htmlFor={id}>
      {Control && kind.valueType !== 'object' ? (
        <Space.Compact block className="fd-default">
          <div className="fd-default-control">
            <Control rule={rule} value={rule.value} onChange={(v) => onChange('value', v)} disabled={false} id={id} />
          </div>
          {rule.value !== undefined && (
            <Button onClick={() => onChange('value', undefined)} aria-label={t('clearDefault')} icon={<DeleteOutlined />} />
          )}
        </Space.Compact>
      ) : (
        <JsonInput id={id} value={rule.value} onChange={(v) => onChange('value', v)} />
      )}
    </Form.Item>
  )
}

/** `$required` as form-create's designer writes it: false, true, or the message; required `validate` entries read too. */
function RequiredEditor({ rule, onChange }: { rule: FcRule; onChange: SetProp }) {
  const t = useT('formDesigner')
  const inValidate = (rule.validate ?? []).find((v) => v.required)
  const required = !!rule.$required || !!inValidate
  const message = typeof rule.$required === 'string' ? rule.$required : str(inValidate?.message)
  const title = str(rule.title)
  return (
    <>
      <Form.Item label={t('required')} htmlFor="fd-prop-required">
        <Switch
          id="fd-prop-required"
          checked={required}
          onChange={(on) => {
            if (!on && inValidate) onChange('validate', (rule.validate ?? []).filter((v) => !v.required))
            onChange('$required', on ? message || true : false)
          }}
        />
      </Form.Item>
      {required && (
        <Form.Item label={t('requiredMessage')} htmlFor="fd-prop-required-message">
          <Input
            id="fd-prop-required-message"
            value={message}
            placeholder={t('requiredMessagePlaceholder', { title })}
            onChange={(e) => onChange('$required', e.target.value || true)}
          />
        </Form.Item>
      )}
    </>
  )
}

type Mode = 'pattern' | 'min' | 'max' | 'len' | 'type'
const MODES: Mode[] = ['pattern', 'min', 'max', 'len', 'type']
const modeOf = (v: FcValidate): Mode => (v.mode && MODES.includes(v.mode as Mode) ? (v.mode as Mode) : v.pattern !== undefined ? 'pattern' : v.len !== undefined ? 'len' : v.min !== undefined ? 'min' : v.max !== undefined ? 'max' : 'type')
const TYPES = ['string', 'number', 'integer', 'email', 'url'] as const

/** form-create's validate entries other than `required`: `{ mode, [mode]: value, trigger, message }`. */
function RulesEditor({ rule, onChange }: { rule: FcRule; onChange: SetProp }) {
  const t = useT('formDesigner')
  const all = rule.validate ?? []
  const write = (index: number, next: FcValidate | undefined) => {
    const list = [...all]
    if (next) list[index] = next
    else list.splice(index, 1)
    onChange('validate', list.length ? list : undefined)
  }
  const modeLabel = { pattern: t('rulePattern'), min: t('ruleMin'), max: t('ruleMax'), len: t('ruleLen'), type: t('ruleType') }
  return (
    <fieldset className="fd-fieldset">
      <legend>{t('rules')}</legend>
      {all.map((v, index) => {
        if (v.required && modeOf(v) === 'type' && !v.type) return null // the required switch says it
        const mode = modeOf(v)
        const base = `fd-rule-${index}`
        return (
          <div key={index} className="fd-rule">
            <Space wrap size={4}>
              <Select
                aria-label={t('ruleMode')}
                value={mode}
                style={{ width: 96 }}
                options={MODES.map((m) => ({ value: m, label: modeLabel[m] }))}
                onChange={(m: Mode) => write(index, { trigger: v.trigger ?? 'change', message: v.message ?? '', mode: m })}
              />
              {mode === 'type' ? (
                <Select
                  aria-label={t('ruleValue')}
                  value={v.type}
                  style={{ width: 110 }}
                  options={TYPES.map((ty) => ({ value: ty, label: t(`type${ty[0].toUpperCase()}${ty.slice(1)}` as 'typeString') }))}
                  onChange={(ty: string) => write(index, { ...v, type: ty })}
                />
              ) : mode === 'pattern' ? (
                <PatternInput id={`${base}-value`} value={str(v.pattern)} onChange={(p) => write(index, { ...v, pattern: p })} />
              ) : (
                <InputNumber
                  aria-label={t('ruleValue')}
                  min={0}
                  value={typeof v[mode] === 'number' ? (v[mode] as number) : null}
                  onChange={(n) => write(index, { ...v, [mode]: n ?? undefined })}
                />
              )}
              <Select
                aria-label={t('ruleTrigger')}
                value={v.trigger ?? 'change'}
                style={{ width: 90 }}
                options={[
                  { value: 'change', label: t('triggerChange') },
                  { value: 'blur', label: t('triggerBlur') },
                ]}
                onChange={(tr: string) => write(index, { ...v, trigger: tr })}
              />
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('removeRule')} onClick={() => write(index, undefined)} />
            </Space>
            <Input
              aria-label={t('ruleMessage')}
              placeholder={t('ruleMessage')}
              value={str(v.message)}
              onChange={(e) => write(index, { ...v, message: e.target.value })}
            />
          </div>
        )
      })}
      <Button size="small" icon={<PlusOutlined />} onClick={() => onChange('validate', [...all, { mode: 'pattern', pattern: '', trigger: 'change', message: '' }])}>
        {t('addRule')}
      </Button>
    </fieldset>
  )
}

function PatternInput({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const t = useT('formDesigner')
  let bad = false
  try {
    new RegExp(value)
  } catch {
    bad = true
  }
  return (
    <Space direction="vertical" size={0}>
      <Input id={id} aria-label={t('rulePattern')} translate="no" status={bad ? 'error' : undefined} value={value} onChange={(e) => onChange(e.target.value)} style={{ width: 150 }} />
      {bad && <span className="fd-error-text">{t('patternInvalid')}</span>}
    </Space>
  )
}

/** One of the kind's own properties, by its editor. */
function PropEditor({ def, rule, onChange }: { def: PropDef; rule: FcRule; onChange: SetProp }) {
  const id = useId()
  const label = text(def.label)
  const value = getAt(rule, def.path)
  const set = (v: unknown) => onChange(def.path, v)
  let editor: ReactNode
  switch (def.editor) {
    case 'text':
    case 'color':
      editor = <Input id={id} value={str(value)} onChange={(e) => set(e.target.value === '' && value === undefined ? undefined : e.target.value)} />
      break
    case 'textarea':
      editor = <Input.TextArea id={id} autoSize={{ minRows: 2, maxRows: 8 }} value={str(value)} onChange={(e) => set(e.target.value)} />
      break
    case 'number':
      editor = <InputNumber id={id} value={typeof value === 'number' ? value : null} onChange={(v) => set(v ?? undefined)} />
      break
    case 'switch':
      editor = <Switch id={id} checked={value === true} onChange={(on) => set(on)} />
      break
    case 'select':
      editor = (
        <Select
          id={id}
          allowClear
          value={value as string | undefined}
          options={(def.choices ?? []).map((c) => ({ value: c.value as string, label: text(c.label) || '—' }))}
          onChange={(v) => set(v)}
        />
      )
      break
    case 'options':
      return <OptionsEditor label={label} options={Array.isArray(value) ? (value as FcOption[]) : []} onChange={set} />
    case 'dict':
      editor = <DictTypeSelect id={id} value={str(value)} onChange={set} />
      break
    default:
      editor = <JsonInput id={id} value={value} onChange={set} />
  }
  return (
    <Form.Item label={label} htmlFor={id}>
      {editor}
    </Form.Item>
  )
}

/** A value as JSON text, written back once it parses (what does not parse is said, and not written). */
function JsonInput({ id, value, onChange }: { id: string; value: unknown; onChange: (v: unknown) => void }) {
  const t = useT('formDesigner')
  const shown = value === undefined ? '' : JSON.stringify(value, null, 2)
  const [draft, setDraft] = useState(shown)
  const [error, setError] = useState<string>()
  useEffect(() => {
    setDraft(shown)
    setError(undefined)
  }, [shown])
  return (
    <>
      <Input.TextArea
        id={id}
        translate="no"
        className="fd-code"
        autoSize={{ minRows: 1, maxRows: 10 }}
        status={error ? 'error' : undefined}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value)
          if (e.target.value.trim() === '') return (setError(undefined), onChange(undefined))
          try {
            onChange(JSON.parse(e.target.value))
            setError(undefined)
          } catch (failure) {
            setError(t('jsonInvalid', { message: (failure as Error).message }))
          }
        }}
      />
      {error && <span className="fd-error-text">{error}</span>}
    </>
  )
}

/** Static options: rows of label and value, added, removed and moved up. */
export function OptionsEditor({ label, options, onChange }: { label: string; options: FcOption[]; onChange: (o: FcOption[]) => void }) {
  const t = useT('formDesigner')
  const write = (i: number, next: FcOption | undefined) => {
    const list = [...options]
    if (next) list[i] = next
    else list.splice(i, 1)
    onChange(list)
  }
  return (
    <fieldset className="fd-fieldset">
      <legend>{label}</legend>
      {options.map((o, i) => (
        <Space.Compact key={i} block className="fd-option">
          <Input aria-label={`${t('optionLabel')} ${i + 1}`} placeholder={t('optionLabel')} value={str(o.label)} onChange={(e) => write(i, { ...o, label: e.target.value })} />
          <Input
            aria-label={`${t('optionValue')} ${i + 1}`}
            placeholder={t('optionValue')}
            translate="no"
            value={str(o.value)}
            // a number stays a number (yudao's variables keep its type)
            onChange={(e) => write(i, { ...o, value: typeof o.value === 'number' && e.target.value.trim() !== '' && !Number.isNaN(Number(e.target.value)) ? Number(e.target.value) : e.target.value })}
          />
          <Button icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={t('moveOptionUp', { label: str(o.label) })} onClick={() => onChange([...options.slice(0, i - 1), o, options[i - 1], ...options.slice(i + 1)])} />
          <Button icon={<DeleteOutlined />} aria-label={t('removeOption', { label: str(o.label) })} onClick={() => write(i, undefined)} />
        </Space.Compact>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...options, { label: `${t('optionLabel')} ${options.length + 1}`, value: String(options.length + 1) }])}>
        {t('addOption')}
      </Button>
    </fieldset>
  )
}

/** The dictionary a DictSelect reads its options from (yudao's dict-type list). */
function DictTypeSelect({ id, value, onChange }: { id: string; value: string; onChange: (v: unknown) => void }) {
  const [types, setTypes] = useState<{ value: string; label: string }[]>()
  useEffect(() => {
    let live = true
    listAllSimpleDictTypes().then(
      (list) => live && setTypes(list.map((d) => ({ value: d.type, label: `${d.name} (${d.type})` }))),
      () => live && setTypes([]),
    )
    return () => {
      live = false
    }
  }, [])
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={!types}
      value={value || undefined}
      options={types ?? (value ? [{ value, label: value }] : [])}
      onChange={(v) => onChange(v ?? '')}
    />
  )
}
