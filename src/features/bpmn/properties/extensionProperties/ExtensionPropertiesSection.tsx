import { useState } from 'react'
import { App, Button, Form, Input, Modal } from 'antd'
import { usePanel } from '../shared/PanelContext'
import ItemTable from '../shared/ItemTable'
import type { BO } from '../shared/moddle'
import { confirmRemove } from '../shared/confirm'
import { useT } from '../../../../i18n/react'

interface PropertyForm {
  name?: string
  value?: string
}

/** Extension properties: `prefix:Properties` with name/value pairs (spec §3; the form has no required rules, §5). */
export default function ExtensionPropertiesSection() {
  const { api, element, bo } = usePanel()
  const { modal } = App.useApp()
  const t = useT('bpmn')
  const [editing, setEditing] = useState<number | null>(null) // index, or -1 for a new one
  const [form] = Form.useForm<PropertyForm>()
  const type = api.t('Properties')
  const container = api.extensions(bo, type)[0]
  const items: BO[] = container?.values ?? []

  /** Writes the new list; the container is created or dropped with it, in one undo step. */
  const writeItems = (next: BO[]) => {
    const created = next.length ? [api.create(type, { values: next })] : []
    next.forEach((p) => (p.$parent = created[0]))
    api.write([api.setExtensions(element, bo, type, created)])
  }

  const open = (index: number) => {
    const item = items[index]
    form.setFieldsValue({ name: item?.name, value: item?.value })
    setEditing(index)
  }
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    const prop = api.create(api.t('Property'), { name: values.name || undefined, value: values.value || undefined })
    writeItems(editing === -1 ? [...items, prop] : items.map((p, i) => (i === editing ? prop : p)))
    setEditing(null)
  }
  const remove = async (index: number) => {
    if (await confirmRemove(modal, t('removePropertyConfirm'))) writeItems(items.filter((_, i) => i !== index))
  }

  return (
    <div className="bpmn-panel-table">
      <ItemTable<BO>
        items={items}
        columns={[
          { title: t('propertyName'), dataIndex: 'name' },
          { title: t('propertyValue'), dataIndex: 'value' },
        ]}
        onEdit={open}
        onRemove={remove}
      />
      <Button size="small" block onClick={() => open(-1)}>
        {t('addProperty')}
      </Button>
      <Modal
        title={t('propertyDialog')}
        open={editing !== null}
        mask={{ closable: false }}
        onOk={save}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item label={t('propertyName')} name="name">
            <Input aria-label={t('propertyName')} />
          </Form.Item>
          <Form.Item label={t('propertyValue')} name="value">
            <Input aria-label={t('propertyValue')} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  )
}
