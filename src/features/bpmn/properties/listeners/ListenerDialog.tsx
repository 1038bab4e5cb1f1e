import { useState } from 'react'
import { App, Button, Form, Input, Modal, Select } from 'antd'
import { confirmRemove } from '../shared/confirm'
import ItemTable from '../shared/ItemTable'
import {
  EXECUTION_EVENTS,
  LISTENER_TYPES,
  TASK_EVENTS,
  TIMER_TYPES,
  type ListenerField,
  type ListenerKind,
  type ListenerValues,
} from './listenerModel'

interface Props {
  kind: ListenerKind
  initial?: ListenerValues
  onSave: (values: ListenerValues) => void
  onCancel: () => void
}

/** The listener form with its required rules and exact texts (spec §5); it does not close on outside click (§9). */
export default function ListenerDialog({ kind, initial, onSave, onCancel }: Props) {
  const { modal } = App.useApp()
  const [form] = Form.useForm<ListenerValues>()
  const [fields, setFields] = useState<ListenerField[]>(initial?.fields ?? [])
  const [fieldEditing, setFieldEditing] = useState<number | null>(null)
  const isTask = kind === 'TaskListener'
  const init: Partial<ListenerValues> = initial ?? {
    event: isTask ? 'create' : 'start',
    listenerType: 'classListener',
    eventDefinitionType: 'null',
    fields: [],
  }
  // useWatch is undefined until the form mounts: fall back to the initial values so the first render is complete
  const listenerType = Form.useWatch('listenerType', form) ?? init.listenerType
  const scriptType = Form.useWatch('scriptType', form) ?? init.scriptType
  const event = Form.useWatch('event', form) ?? init.event
  const timerType = Form.useWatch('eventDefinitionType', form) ?? init.eventDefinitionType

  const submit = async () => {
    // invalid input stays in the dialog with the rule's message shown
    const values = await form.validateFields().catch(() => undefined)
    if (values) onSave({ ...values, fields })
  }
  const removeField = async (index: number) => {
    if (await confirmRemove(modal, '确认移除该字段吗？')) setFields(fields.filter((_, i) => i !== index))
  }

  return (
    <Modal
      title={isTask ? '任务监听器' : '执行监听器'}
      open
      mask={{ closable: false }}
      onOk={submit}
      onCancel={onCancel}
      width={560}
    >
      <Form<ListenerValues> form={form} layout="vertical" initialValues={init}>
        <Form.Item label="事件类型" name="event" rules={[{ required: true, message: '请选择事件类型' }]}>
          <Select aria-label="事件类型" options={isTask ? TASK_EVENTS : EXECUTION_EVENTS} />
        </Form.Item>
        {isTask && (
          <Form.Item label="监听器ID" name="id" rules={[{ required: true, message: '请填写监听器ID' }]}>
            <Input aria-label="监听器ID" />
          </Form.Item>
        )}
        <Form.Item label="监听器类型" name="listenerType" rules={[{ required: true, message: '请选择监听器类型' }]}>
          <Select aria-label="监听器类型" options={LISTENER_TYPES} />
        </Form.Item>
        {listenerType === 'classListener' && (
          <Form.Item label="Java 类" name="class" rules={[{ required: true, message: '请填写 Java 类' }]}>
            <Input aria-label="Java 类" />
          </Form.Item>
        )}
        {listenerType === 'expressionListener' && (
          <Form.Item label="表达式" name="expression" rules={[{ required: true, message: '请填写表达式' }]}>
            <Input aria-label="表达式" />
          </Form.Item>
        )}
        {listenerType === 'delegateExpressionListener' && (
          <Form.Item
            label="代理表达式"
            name="delegateExpression"
            rules={[{ required: true, message: '请填写代理表达式' }]}
          >
            <Input aria-label="代理表达式" />
          </Form.Item>
        )}
        {listenerType === 'scriptListener' && (
          <>
            <Form.Item label="脚本格式" name="scriptFormat" rules={[{ required: true, message: '请填写脚本格式' }]}>
              <Input aria-label="脚本格式" />
            </Form.Item>
            <Form.Item label="脚本类型" name="scriptType" rules={[{ required: true, message: '请选择脚本类型' }]}>
              <Select
                aria-label="脚本类型"
                options={[
                  { value: 'inlineScript', label: '内联脚本' },
                  { value: 'externalScript', label: '外部脚本' },
                ]}
              />
            </Form.Item>
            {scriptType === 'inlineScript' && (
              <Form.Item label="脚本内容" name="value" rules={[{ required: true, message: '请填写脚本内容' }]}>
                <Input.TextArea aria-label="脚本内容" />
              </Form.Item>
            )}
            {scriptType === 'externalScript' && (
              <Form.Item label="资源地址" name="resource" rules={[{ required: true, message: '请填写资源地址' }]}>
                <Input aria-label="资源地址" />
              </Form.Item>
            )}
          </>
        )}
        {isTask && event === 'timeout' && (
          <>
            <Form.Item label="定时器类型" name="eventDefinitionType">
              <Select aria-label="定时器类型" options={TIMER_TYPES} />
            </Form.Item>
            {timerType && timerType !== 'null' && (
              <Form.Item
                label="定时器"
                name="eventTimeDefinitions"
                rules={[{ required: true, message: '请填写定时器配置' }]}
              >
                <Input aria-label="定时器" />
              </Form.Item>
            )}
          </>
        )}
      </Form>
      <div className="bpmn-panel-table">
        <strong>注入字段</strong>
        <ItemTable<ListenerField>
          items={fields}
          columns={[
            { title: '字段名称', dataIndex: 'name' },
            {
              title: '字段类型',
              key: 't',
              render: (_: unknown, f: ListenerField) => (f.fieldType === 'expression' ? '表达式' : '字符串'),
            },
            {
              title: '字段值/表达式',
              key: 'v',
              render: (_: unknown, f: ListenerField) => (f.fieldType === 'expression' ? f.expression : f.string),
            },
          ]}
          onEdit={setFieldEditing}
          onRemove={removeField}
        />
        <Button size="small" block onClick={() => setFieldEditing(-1)}>
          添加字段
        </Button>
      </div>
      {fieldEditing !== null && (
        <FieldDialog
          initial={fieldEditing >= 0 ? fields[fieldEditing] : undefined}
          onCancel={() => setFieldEditing(null)}
          onSave={(f) => {
            setFields(fieldEditing === -1 ? [...fields, f] : fields.map((x, i) => (i === fieldEditing ? f : x)))
            setFieldEditing(null)
          }}
        />
      )}
    </Modal>
  )
}

/** Listener field form: name, type and the value or expression are required (spec §5). */
function FieldDialog({
  initial,
  onSave,
  onCancel,
}: {
  initial?: ListenerField
  onSave: (f: ListenerField) => void
  onCancel: () => void
}) {
  const [form] = Form.useForm<ListenerField>()
  const fieldType = Form.useWatch('fieldType', form) ?? initial?.fieldType ?? 'string'
  return (
    <Modal
      title="字段配置"
      open
      mask={{ closable: false }}
      onCancel={onCancel}
      onOk={() => form.validateFields().then(onSave, () => undefined)}
    >
      <Form<ListenerField> form={form} layout="vertical" initialValues={initial ?? { fieldType: 'string' }}>
        <Form.Item label="字段名称" name="name" rules={[{ required: true, message: '请填写字段名称' }]}>
          <Input aria-label="字段名称" />
        </Form.Item>
        <Form.Item label="字段类型" name="fieldType" rules={[{ required: true, message: '请选择字段类型' }]}>
          <Select
            aria-label="字段类型"
            options={[
              { value: 'string', label: '字符串' },
              { value: 'expression', label: '表达式' },
            ]}
          />
        </Form.Item>
        {fieldType === 'expression' ? (
          <Form.Item label="表达式" name="expression" rules={[{ required: true, message: '请填写表达式' }]}>
            <Input aria-label="字段表达式" />
          </Form.Item>
        ) : (
          <Form.Item label="字段值" name="string" rules={[{ required: true, message: '请填写字段值' }]}>
            <Input aria-label="字段值" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
