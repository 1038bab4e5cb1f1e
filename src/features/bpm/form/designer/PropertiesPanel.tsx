/**
 * The selected rule's properties (form-create-designer's right panel, form-js's properties panel): the common ones
 * (field name, title, help, default, required, validation, span) and the kind's own (`KindDef.props`, by editor).
 * Every change goes through `onChange(path, value)`: one undo step per property typed into.
 */
import { Button, Form, Input, InputNumber, Space, Typography } from 'antd'
import { DeleteOutlined } from '@ant-design/icons'
import { memo, useId } from 'react'
import { text } from '../../../../i18n'
import { useT } from '../../../../i18n/react'
import { kindOf } from '../registry'
import type { FcRule, KindDef } from '../types'
import { ControlEditor } from './ControlEditor'
import { JsonInput, PropEditor, str, type SetProp } from './PropEditors'
import { RequiredEditor, RulesEditor } from './ValidationEditors'
import { fieldNameProblem } from './fieldNames'


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

