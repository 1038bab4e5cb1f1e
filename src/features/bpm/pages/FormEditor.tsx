import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { App, Button, Card, Checkbox, Form, Input, Radio, Result, Select, Space, Spin, Typography } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { createForm, getForm, parseFields, serializeFields, updateForm } from '../../../api/bpm/form'
import type { FormFieldRule } from '../../../api/bpm/types'
import { useTabs } from '../../../stores/tabs'
import { DICT_TYPE } from '../../../utils/dict'
import { toNumber, useDictOptions } from '../../../hooks/useDictOptions'
import { LoadFailed } from '../../../components/LoadFailed'
import { reportFailure } from '../../../components/uncaught'
import { useLoad } from '../../../hooks/useLoad'
import { msg, text, type Text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { storedRequiredMessage } from '../components/DynamicForm'

interface FieldRow {
  title: string
  field: string
  type: FormFieldRule['type']
  required: boolean
  /** select options, one `value:label` per line */
  options?: string
}
interface FormValues {
  name: string
  status: number
  remark?: string
  fields: FieldRow[]
}

const TYPES: { value: FormFieldRule['type']; label: Text }[] = [
  { value: 'input', label: msg('bpm', 'typeInput') },
  { value: 'textarea', label: msg('bpm', 'typeTextarea') },
  { value: 'number', label: msg('bpm', 'typeNumber') },
  { value: 'date', label: msg('bpm', 'typeDate') },
  { value: 'select', label: msg('bpm', 'typeSelect') },
]

const toRow = (r: FormFieldRule): FieldRow => ({
  title: r.title,
  field: r.field,
  type: r.type,
  required: !!r.validate?.some((v) => v.required),
  options: r.options?.map((o) => `${o.value}:${o.label}`).join('\n'),
})
const toRule = (f: FieldRow): FormFieldRule => ({
  type: f.type,
  field: f.field,
  title: f.title,
  validate: f.required ? [{ required: true, message: storedRequiredMessage(f.title) }] : [],
  ...(f.type === 'select'
    ? {
        options: (f.options ?? '')
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .map((l) => {
            const [value, label] = l.includes(':') ? l.split(/:(.*)/s) : [l, l]
            return { value, label: label || value }
          }),
      }
    : {}),
})

/** 设计流程表单 (/bpm/manager/form/edit?id=): name, status and the fields (label, name, type, required). */
export default function FormEditor() {
  const t = useT('bpm')
  const [params] = useSearchParams()
  const id = params.get('id')
  const navigate = useNavigate()
  const location = useLocation()
  const { message } = App.useApp()
  const [form] = Form.useForm<FormValues>()
  const [saving, setSaving] = useState(false)
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS, toNumber)
  const { data: loaded, error, reload } = useLoad(async (signal) => (id ? getForm(Number(id), { signal }) : null), [id])

  // Filled once per form: keep-alive runs this effect again (and loads the form again) each time the tab is shown,
  // and filling the fields again would throw away what the user changed and has not saved.
  const filledFor = useRef<string | null>(null)
  useEffect(() => {
    if (!loaded || filledFor.current === id) return
    filledFor.current = id
    form.setFieldsValue({
      name: loaded.name,
      status: loaded.status,
      remark: loaded.remark,
      fields: parseFields(loaded.fields).map(toRow),
    })
  }, [loaded, form, id])

  const save = async () => {
    const v = await form.validateFields().catch(() => undefined)
    if (!v) return
    setSaving(true)
    try {
      const data = {
        name: v.name,
        status: v.status,
        remark: v.remark,
        conf: '{}',
        fields: serializeFields((v.fields ?? []).map(toRule)),
      }
      if (id) await updateForm({ ...data, id: Number(id) })
      else await createForm(data)
      message.success(t('saved'))
      useTabs.getState().close('current', location.pathname, location.pathname)
      navigate('/bpm/manager/form')
    } catch (failure) {
      reportFailure(failure) // the editor keeps the user's work
    } finally {
      setSaving(false)
    }
  }

  if (id && error && loaded === undefined) return <LoadFailed error={error} onRetry={reload} />
  if (id && loaded === null) return <Result status="404" title={t('formNotFound')} />
  if (id && !loaded) return <Spin style={{ display: 'block', margin: 80 }} />
  return (
    <Card variant="borderless" title={id ? t('editForm') : t('addForm')}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ status: 0, fields: [] }}
        style={{ maxWidth: 960 }}
      >
        <Space align="start" wrap>
          <Form.Item label={t('formName')} name="name" rules={[{ required: true, message: t('formNameRequired') }]}>
            <Input placeholder={t('enterFormName')} style={{ width: 280 }} />
          </Form.Item>
          <Form.Item label={t('status')} name="status" rules={[{ required: true, message: t('statusRequired') }]}>
            <Radio.Group options={statuses} />
          </Form.Item>
          <Form.Item label={t('remark')} name="remark">
            <Input placeholder={t('enterRemark')} style={{ width: 320 }} />
          </Form.Item>
        </Space>
        <Typography.Title level={5}>{t('formFields')}</Typography.Title>
        <Form.List name="fields">
          {(items, { add, remove, move }) => (
            <>
              {items.map((item, index) => (
                <Space key={item.key} align="start" wrap style={{ display: 'flex', marginBottom: 4 }}>
                  <Form.Item name={[item.name, 'title']} rules={[{ required: true, message: t('enterFieldTitle') }]}>
                    <Input placeholder={t('fieldTitle')} aria-label={t('fieldTitle')} />
                  </Form.Item>
                  <Form.Item
                    name={[item.name, 'field']}
                    rules={[
                      { required: true, message: t('enterFieldName') },
                      { pattern: /^[A-Za-z_]\w*$/, message: t('fieldNamePattern') },
                    ]}
                  >
                    <Input placeholder={t('fieldNamePlaceholder')} aria-label={t('fieldName')} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'type']} initialValue="input">
                    <Select
                      options={TYPES.map((o) => ({ ...o, label: text(o.label) }))}
                      style={{ width: 120 }}
                      aria-label={t('fieldType')}
                    />
                  </Form.Item>
                  <Form.Item name={[item.name, 'required']} valuePropName="checked" initialValue={false}>
                    <Checkbox>{t('fieldRequired')}</Checkbox>
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() =>
                      form.getFieldValue(['fields', item.name, 'type']) === 'select' && (
                        <Form.Item name={[item.name, 'options']}>
                          <Input.TextArea placeholder={t('fieldOptions')} rows={2} style={{ width: 220 }} />
                        </Form.Item>
                      )
                    }
                  </Form.Item>
                  <Button
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('moveUp')}
                  />
                  <Button
                    icon={<ArrowDownOutlined />}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('moveDown')}
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    danger
                    onClick={() => remove(item.name)}
                    aria-label={t('deleteField')}
                  />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ type: 'input', required: false })}>
                {t('addField')}
              </Button>
            </>
          )}
        </Form.List>
        <div style={{ marginTop: 24 }}>
          <Space>
            <Button type="primary" loading={saving} onClick={save}>
              {t('save')}
            </Button>
            <Button onClick={() => navigate('/bpm/manager/form')}>{t('cancel')}</Button>
          </Space>
        </div>
      </Form>
    </Card>
  )
}
