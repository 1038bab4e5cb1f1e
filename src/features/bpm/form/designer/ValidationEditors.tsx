/**
 * The checks a field carries in the form designer (issue 43): `$required` and form-create's validate entries
 * (pattern, min, max, len, type), written as its designer writes them.
 */
import { Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useT } from '../../../../i18n/react'
import type { FcRule, FcValidate } from '../types'
import { str, type SetProp } from './PropEditors'

/** `$required` as form-create's designer writes it: false, true, or the message; required `validate` entries read too. */
export function RequiredEditor({ rule, onChange }: { rule: FcRule; onChange: SetProp }) {
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
export function RulesEditor({ rule, onChange }: { rule: FcRule; onChange: SetProp }) {
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

