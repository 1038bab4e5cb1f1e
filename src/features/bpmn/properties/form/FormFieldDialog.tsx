import { Button, Form, Input, Modal, Select, Space } from 'antd'
import { FIELD_TYPES, FIELD_TYPE_LABELS, type FormFieldValues } from './formModel'

type ListName = 'values' | 'constraints' | 'properties'

/** Form-field dialog: no required rules (spec §5), does not close on outside click (§9). */
export default function FormFieldDialog(props: {
  initial?: FormFieldValues
  onSave: (v: FormFieldValues) => void
  onCancel: () => void
}) {
  const [form] = Form.useForm<FormFieldValues>()
  const type = Form.useWatch('type', form) ?? props.initial?.type ?? 'string'
  return (
    <Modal
      title="表单字段"
      open
      mask={{ closable: false }}
      width={600}
      onCancel={props.onCancel}
      onOk={() => form.validateFields().then(props.onSave, () => undefined)}
    >
      <Form<FormFieldValues>
        form={form}
        layout="vertical"
        initialValues={props.initial ?? { type: 'string', values: [], constraints: [], properties: [] }}
      >
        <Form.Item label="字段ID" name="id">
          <Input aria-label="字段ID" />
        </Form.Item>
        <Form.Item label="类型" name="type">
          <Select aria-label="类型" options={FIELD_TYPES.map((t) => ({ value: t, label: FIELD_TYPE_LABELS[t] }))} />
        </Form.Item>
        {type === 'custom' && (
          <Form.Item label="类型名称" name="customType">
            <Input aria-label="类型名称" />
          </Form.Item>
        )}
        <Form.Item label="名称" name="label">
          <Input aria-label="名称" />
        </Form.Item>
        {type === 'date' && (
          <Form.Item label="时间格式" name="datePattern">
            <Input aria-label="时间格式" placeholder="yyyy-MM-dd" />
          </Form.Item>
        )}
        <Form.Item label="默认值" name="defaultValue">
          <Input aria-label="默认值" />
        </Form.Item>
        {type === 'enum' && (
          <PairList name="values" title="枚举值列表" keys={['id', 'name']} labels={['枚举值编号', '枚举值名称']} />
        )}
        <PairList name="constraints" title="约束条件列表" keys={['name', 'config']} labels={['约束名称', '约束配置']} />
        <PairList name="properties" title="字段属性列表" keys={['id', 'value']} labels={['属性编号', '属性值']} />
      </Form>
    </Modal>
  )
}

function PairList({
  name,
  title,
  keys,
  labels,
}: {
  name: ListName
  title: string
  keys: [string, string]
  labels: [string, string]
}) {
  return (
    <Form.List name={name}>
      {(items, { add, remove }) => (
        <div className="bpmn-panel-table">
          <strong>{title}</strong>
          <div style={{ maxHeight: 240, overflow: 'auto' }}>
            {items.map((item) => (
              <Space key={item.key} align="baseline">
                <Form.Item name={[item.name, keys[0]]}>
                  <Input aria-label={labels[0]} placeholder={labels[0]} />
                </Form.Item>
                <Form.Item name={[item.name, keys[1]]}>
                  <Input aria-label={labels[1]} placeholder={labels[1]} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(item.name)}>
                  移除
                </Button>
              </Space>
            ))}
          </div>
          <Button size="small" block onClick={() => add({})}>
            添加{title.replace('列表', '')}
          </Button>
        </div>
      )}
    </Form.List>
  )
}
