import { useState } from 'react'
import { App, Button, Form, Input, Modal, Select } from 'antd'
import { confirmRemove } from '../shared/confirm'
import ItemTable from '../shared/ItemTable'
import {
  EXECUTION_EVENTS,
  LISTENER_TYPES,
  TASK_EVENTS,
  TIMER_TYPES,
  optionsIn,
  type ListenerField,
  type ListenerKind,
  type ListenerValues,
} from './listenerModel'
import { useT } from '../../../../i18n/react'

interface Props {
  kind: ListenerKind
  initial?: ListenerValues
  onSave: (values: ListenerValues) => void
  onCancel: () => void
}

/** The listener form with its required rules and exact texts (spec §5); it does not close on outside click (§9). */
export default function ListenerDialog({ kind, initial, onSave, onCancel }: Props) {
  const { modal } = App.useApp()
  const t = useT('bpmn')
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
    if (await confirmRemove(modal, t('removeFieldConfirm'))) setFields(fields.filter((_, i) => i !== index))
  }

  return (
    <Modal
      title={isTask ? t('taskListener') : t('executionListener')}
      open
      mask={{ closable: false }}
      onOk={submit}
      onCancel={onCancel}
      width={560}
    >
      <Form<ListenerValues> form={form} layout="vertical" initialValues={init}>
        <Form.Item label={t('eventType')} name="event" rules={[{ required: true, message: t('eventTypeRequired') }]}>
          <Select aria-label={t('eventType')} options={optionsIn(t, isTask ? TASK_EVENTS : EXECUTION_EVENTS)} />
        </Form.Item>
        {isTask && (
          <Form.Item label={t('listenerId')} name="id" rules={[{ required: true, message: t('listenerIdRequired') }]}>
            <Input aria-label={t('listenerId')} />
          </Form.Item>
        )}
        <Form.Item
          label={t('listenerType')}
          name="listenerType"
          rules={[{ required: true, message: t('listenerTypeRequired') }]}
        >
          <Select aria-label={t('listenerType')} options={optionsIn(t, LISTENER_TYPES)} />
        </Form.Item>
        {listenerType === 'classListener' && (
          <Form.Item label={t('javaClass')} name="class" rules={[{ required: true, message: t('javaClassRequired') }]}>
            <Input aria-label={t('javaClass')} />
          </Form.Item>
        )}
        {listenerType === 'expressionListener' && (
          <Form.Item
            label={t('expression')}
            name="expression"
            rules={[{ required: true, message: t('expressionRequired') }]}
          >
            <Input aria-label={t('expression')} />
          </Form.Item>
        )}
        {listenerType === 'delegateExpressionListener' && (
          <Form.Item
            label={t('delegateExpression')}
            name="delegateExpression"
            rules={[{ required: true, message: t('delegateExpressionRequired') }]}
          >
            <Input aria-label={t('delegateExpression')} />
          </Form.Item>
        )}
        {listenerType === 'scriptListener' && (
          <>
            <RequiredField label={t('scriptFormat')} name="scriptFormat" message={t('scriptFormatRequired')} />
            <RequiredField
              label={t('scriptType')}
              name="scriptType"
              message={t('scriptTypeRequired')}
              options={[
                { value: 'inlineScript', label: t('inlineScript') },
                { value: 'externalScript', label: t('externalScript') },
              ]}
            />
            {scriptType === 'inlineScript' && (
              <Form.Item
                label={t('scriptContent')}
                name="value"
                rules={[{ required: true, message: t('scriptContentRequired') }]}
              >
                <Input.TextArea aria-label={t('scriptContent')} />
              </Form.Item>
            )}
            {scriptType === 'externalScript' && (
              <Form.Item
                label={t('resource')}
                name="resource"
                rules={[{ required: true, message: t('resourceRequired') }]}
              >
                <Input aria-label={t('resource')} />
              </Form.Item>
            )}
          </>
        )}
        {isTask && event === 'timeout' && (
          <>
            <Form.Item label={t('timerType')} name="eventDefinitionType">
              <Select aria-label={t('timerType')} options={optionsIn(t, TIMER_TYPES)} />
            </Form.Item>
            {timerType && timerType !== 'null' && (
              <Form.Item
                label={t('timer')}
                name="eventTimeDefinitions"
                rules={[{ required: true, message: t('timerRequired') }]}
              >
                <Input aria-label={t('timer')} />
              </Form.Item>
            )}
          </>
        )}
      </Form>
      <div className="bpmn-panel-table">
        <strong>{t('injectedFields')}</strong>
        <ItemTable<ListenerField>
          items={fields}
          columns={[
            { title: t('fieldName'), dataIndex: 'name' },
            {
              title: t('fieldType'),
              key: 't',
              render: (_: unknown, f: ListenerField) =>
                f.fieldType === 'expression' ? t('expression') : t('fieldTypeString'),
            },
            {
              title: t('fieldValueOrExpression'),
              key: 'v',
              render: (_: unknown, f: ListenerField) => (f.fieldType === 'expression' ? f.expression : f.string),
            },
          ]}
          onEdit={setFieldEditing}
          onRemove={removeField}
        />
        <Button size="small" block onClick={() => setFieldEditing(-1)}>
          {t('addField')}
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
  const t = useT('bpmn')
  const fieldType = Form.useWatch('fieldType', form) ?? initial?.fieldType ?? 'string'
  return (
    <Modal
      title={t('fieldDialog')}
      open
      mask={{ closable: false }}
      onCancel={onCancel}
      onOk={() => form.validateFields().then(onSave, () => undefined)}
    >
      <Form<ListenerField> form={form} layout="vertical" initialValues={initial ?? { fieldType: 'string' }}>
        <RequiredField label={t('fieldName')} name="name" message={t('fieldNameRequired')} />
        <RequiredField
          label={t('fieldType')}
          name="fieldType"
          message={t('fieldTypeRequired')}
          options={[
            { value: 'string', label: t('fieldTypeString') },
            { value: 'expression', label: t('expression') },
          ]}
        />
        {fieldType === 'expression' ? (
          <Form.Item
            label={t('expression')}
            name="expression"
            rules={[{ required: true, message: t('expressionRequired') }]}
          >
            <Input aria-label={t('fieldExpression')} />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('fieldValue')}
            name="string"
            rules={[{ required: true, message: t('fieldValueRequired') }]}
          >
            <Input aria-label={t('fieldValue')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}

/** A required field of a listener dialog, its label naming the control too: a text, or a choice among `options`. */
function RequiredField(p: {
  label: string
  name: string
  message: string
  options?: { value: string; label: string }[]
}) {
  return (
    <Form.Item label={p.label} name={p.name} rules={[{ required: true, message: p.message }]}>
      {p.options ? <Select aria-label={p.label} options={p.options} /> : <Input aria-label={p.label} />}
    </Form.Item>
  )
}
