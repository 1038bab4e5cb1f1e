import { DatePicker, Descriptions, Form, Input, InputNumber, Select, type FormInstance } from 'antd'
import type { FormFieldRule } from '../../../api/bpm/types'
import { useT } from '../../../i18n/react'

/**
 * A required field's message as yudao's form-create stores it with the form (data, in Chinese: the seeded forms and
 * yudao's own designer write it so); shown in the interface's language.
 */
export const storedRequiredMessage = (title: string) => `请输入${title}`

/** Renders a process form's fields (yudao form-create rules) as an antd form. */
export function DynamicForm({ form, rules }: { form: FormInstance; rules: FormFieldRule[] }) {
  const t = useT('bpm')
  // a message the form's author wrote stays as written; none, or the stored default, says 请输入… in our language
  const requiredMessage = (r: FormFieldRule) => {
    const written = r.validate?.find((v) => v.required)?.message
    return written && written !== storedRequiredMessage(r.title) ? written : t('enterField', { title: r.title })
  }
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 640 }}>
      {rules.map((r) => (
        <Form.Item
          key={r.field}
          name={r.field}
          label={r.title}
          rules={r.validate?.some((v) => v.required) ? [{ required: true, message: requiredMessage(r) }] : []}
        >
          {control(r)}
        </Form.Item>
      ))}
    </Form>
  )
}

function control(r: FormFieldRule) {
  switch (r.type) {
    case 'textarea':
      return <Input.TextArea aria-label={r.title} rows={3} />
    case 'number':
      return <InputNumber aria-label={r.title} style={{ width: '100%' }} />
    case 'date':
      return <DatePicker aria-label={r.title} style={{ width: '100%' }} />
    case 'select':
      return <Select aria-label={r.title} options={r.options ?? []} />
    default:
      return <Input aria-label={r.title} />
  }
}

/** Form values as submitted: dates become 'YYYY-MM-DD' so they travel as plain variables. */
export function toVariables(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      v && typeof v === 'object' && 'format' in v ? (v as { format(p: string): string }).format('YYYY-MM-DD') : v,
    ]),
  )
}

/** The submitted values, read-only, labelled by the form's fields. */
export function FormValues({ rules, values }: { rules: FormFieldRule[]; values: Record<string, unknown> }) {
  const known = new Set(rules.map((r) => r.field))
  const items = [
    ...rules.map((r) => ({ key: r.field, label: r.title, children: String(values[r.field] ?? '') })),
    ...Object.entries(values)
      .filter(([k]) => !known.has(k))
      .map(([k, v]) => ({ key: k, label: k, children: String(v ?? '') })),
  ]
  return <Descriptions size="small" column={1} bordered items={items} />
}
