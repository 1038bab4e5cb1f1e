import { useEffect, useState } from 'react'
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

const TYPES: { value: FormFieldRule['type']; label: string }[] = [
  { value: 'input', label: '单行文本' },
  { value: 'textarea', label: '多行文本' },
  { value: 'number', label: '数字' },
  { value: 'date', label: '日期' },
  { value: 'select', label: '下拉选择' },
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
  validate: f.required ? [{ required: true, message: `请输入${f.title}` }] : [],
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
  const [params] = useSearchParams()
  const id = params.get('id')
  const navigate = useNavigate()
  const location = useLocation()
  const { message } = App.useApp()
  const [form] = Form.useForm<FormValues>()
  const [saving, setSaving] = useState(false)
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS, toNumber)
  const { data: loaded, error, reload } = useLoad(async () => (id ? getForm(Number(id)) : null), [id])

  useEffect(() => {
    if (loaded)
      form.setFieldsValue({
        name: loaded.name,
        status: loaded.status,
        remark: loaded.remark,
        fields: parseFields(loaded.fields).map(toRow),
      })
  }, [loaded, form])

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
      message.success('保存成功')
      useTabs.getState().close('current', location.pathname, location.pathname)
      navigate('/bpm/manager/form')
    } catch (failure) {
      reportFailure(failure) // the editor keeps the user's work
    } finally {
      setSaving(false)
    }
  }

  if (id && error && loaded === undefined) return <LoadFailed error={error} onRetry={reload} />
  if (id && loaded === null) return <Result status="404" title="流程表单不存在" />
  if (id && !loaded) return <Spin style={{ display: 'block', margin: 80 }} />
  return (
    <Card variant="borderless" title={id ? '编辑流程表单' : '新增流程表单'}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ status: 0, fields: [] }}
        style={{ maxWidth: 960 }}
      >
        <Space align="start" wrap>
          <Form.Item label="表单名" name="name" rules={[{ required: true, message: '表单名不能为空' }]}>
            <Input placeholder="请输入表单名" style={{ width: 280 }} />
          </Form.Item>
          <Form.Item label="状态" name="status" rules={[{ required: true, message: '状态不能为空' }]}>
            <Radio.Group options={statuses} />
          </Form.Item>
          <Form.Item label="备注" name="remark">
            <Input placeholder="请输入备注" style={{ width: 320 }} />
          </Form.Item>
        </Space>
        <Typography.Title level={5}>表单字段</Typography.Title>
        <Form.List name="fields">
          {(items, { add, remove, move }) => (
            <>
              {items.map((item, index) => (
                <Space key={item.key} align="start" wrap style={{ display: 'flex', marginBottom: 4 }}>
                  <Form.Item name={[item.name, 'title']} rules={[{ required: true, message: '请输入字段标题' }]}>
                    <Input placeholder="字段标题" aria-label="字段标题" />
                  </Form.Item>
                  <Form.Item
                    name={[item.name, 'field']}
                    rules={[
                      { required: true, message: '请输入字段名' },
                      { pattern: /^[A-Za-z_]\w*$/, message: '字母或下划线开头' },
                    ]}
                  >
                    <Input placeholder="字段名（变量名）" aria-label="字段名" />
                  </Form.Item>
                  <Form.Item name={[item.name, 'type']} initialValue="input">
                    <Select options={TYPES} style={{ width: 120 }} aria-label="字段类型" />
                  </Form.Item>
                  <Form.Item name={[item.name, 'required']} valuePropName="checked" initialValue={false}>
                    <Checkbox>必填</Checkbox>
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() =>
                      form.getFieldValue(['fields', item.name, 'type']) === 'select' && (
                        <Form.Item name={[item.name, 'options']}>
                          <Input.TextArea placeholder={'选项，每行一个：值:名称'} rows={2} style={{ width: 220 }} />
                        </Form.Item>
                      )
                    }
                  </Form.Item>
                  <Button
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label="上移"
                  />
                  <Button
                    icon={<ArrowDownOutlined />}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label="下移"
                  />
                  <Button icon={<DeleteOutlined />} danger onClick={() => remove(item.name)} aria-label="删除字段" />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ type: 'input', required: false })}>
                添加字段
              </Button>
            </>
          )}
        </Form.List>
        <div style={{ marginTop: 24 }}>
          <Space>
            <Button type="primary" loading={saving} onClick={save}>
              保存
            </Button>
            <Button onClick={() => navigate('/bpm/manager/form')}>取消</Button>
          </Space>
        </div>
      </Form>
    </Card>
  )
}
