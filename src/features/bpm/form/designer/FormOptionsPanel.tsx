/**
 * The form's options, saved to `conf` as form-create's designer writes them: `form` (labelPosition, labelWidth, size,
 * hideRequiredAsterisk …), `submitBtn` / `resetBtn` ({ show }). Keys it does not edit are kept.
 */
import { Form, Input, Radio, Switch } from 'antd'
import { memo } from 'react'
import { useT } from '../../../../i18n/react'
import type { FcOptions } from '../types'

const section = (options: FcOptions, key: string): Record<string, unknown> => {
  const value = options[key]
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

export const FormOptionsPanel = memo(function FormOptionsPanel({ options, onChange }: { options: FcOptions; onChange: (next: FcOptions, coalesce: string) => void }) {
  const t = useT('formDesigner')
  const form = section(options, 'form')
  const setForm = (key: string, value: unknown) => onChange({ ...options, form: { ...form, [key]: value } }, `form.${key}`)
  const setButton = (key: 'submitBtn' | 'resetBtn', show: boolean) => onChange({ ...options, [key]: { ...section(options, key), show } }, key)
  return (
    <Form layout="vertical" size="small" className="fd-props" component="div">
      <ButtonChoice
        label={t('labelPosition')}
        value={form.labelPosition ?? 'right'}
        onChange={(v) => setForm('labelPosition', v)}
        options={[
          { value: 'left', label: t('labelLeft') },
          { value: 'right', label: t('labelRight') },
          { value: 'top', label: t('labelTop') },
        ]}
      />
      <Form.Item label={t('labelWidth')} htmlFor="fd-opt-label-width">
        <Input id="fd-opt-label-width" translate="no" placeholder="125px" value={typeof form.labelWidth === 'string' ? form.labelWidth : ''} onChange={(e) => setForm('labelWidth', e.target.value)} />
      </Form.Item>
      <ButtonChoice
        label={t('formSize')}
        value={form.size ?? 'default'}
        onChange={(v) => setForm('size', v)}
        options={[
          { value: 'large', label: t('sizeLarge') },
          { value: 'default', label: t('sizeDefault') },
          { value: 'small', label: t('sizeSmall') },
        ]}
      />
      <Form.Item label={t('hideRequiredAsterisk')} htmlFor="fd-opt-asterisk">
        <Switch id="fd-opt-asterisk" checked={form.hideRequiredAsterisk === true} onChange={(on) => setForm('hideRequiredAsterisk', on)} />
      </Form.Item>
      <Form.Item label={t('submitButton')} htmlFor="fd-opt-submit">
        <Switch id="fd-opt-submit" checked={section(options, 'submitBtn').show !== false} onChange={(on) => setButton('submitBtn', on)} />
      </Form.Item>
      <Form.Item label={t('resetButton')} htmlFor="fd-opt-reset">
        <Switch id="fd-opt-reset" checked={section(options, 'resetBtn').show === true} onChange={(on) => setButton('resetBtn', on)} />
      </Form.Item>
    </Form>
  )
})

/** One of a few choices, as a row of buttons named by its label. */
function ButtonChoice(p: { label: string; value: unknown; onChange: (value: unknown) => void; options: { value: string; label: string }[] }) {
  return (
    <Form.Item label={p.label}>
      <Radio.Group aria-label={p.label} optionType="button" value={p.value} onChange={(e) => p.onChange(e.target.value)} options={p.options} />
    </Form.Item>
  )
}
