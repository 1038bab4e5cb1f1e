import { useState } from 'react'
import { Button, Form, Input, Modal, Typography } from 'antd'
import { usePanel } from '../shared/PanelContext'
import ItemTable from '../shared/ItemTable'
import { is, setModdle, type BO } from '../shared/moddle'
import { useT } from '../../../../i18n/react'

type Kind = 'Message' | 'Signal'
/** The texts of each kind (bpmn namespace). */
const TEXT = {
  Message: {
    list: 'messageList',
    id: 'messageId',
    name: 'messageName',
    createNew: 'createNewMessage',
    create: 'createMessage',
    idRequired: 'messageIdRequired',
    duplicate: 'messageDuplicate',
  },
  Signal: {
    list: 'signalList',
    id: 'signalId',
    name: 'signalName',
    createNew: 'createNewSignal',
    create: 'createSignal',
    idRequired: 'signalIdRequired',
    duplicate: 'signalDuplicate',
  },
} as const

/** Messages and signals (process only): global definitions listed and created here (spec §3, §5 unique ids). */
export default function MessagesSection() {
  return (
    <div>
      <DefinitionList kind="Message" />
      <DefinitionList kind="Signal" />
    </div>
  )
}

function DefinitionList({ kind }: { kind: Kind }) {
  const { api, element } = usePanel()
  const t = useT('bpmn')
  const k = TEXT[kind]
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<{ id: string; name: string }>()
  const definitions = api.definitions()
  const rootElements: BO[] = definitions.rootElements ?? []
  const items = rootElements.filter((e) => is(e, `bpmn:${kind}`))

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    const { id, name } = values
    const created = api.create(`bpmn:${kind}`, { id, name }, definitions)
    api.write([setModdle(element, definitions, { rootElements: [...rootElements, created] })])
    setOpen(false)
  }

  return (
    <div className="bpmn-panel-table" data-testid={`list-${kind}`}>
      <Typography.Text strong>{t(k.list)}</Typography.Text>
      <ItemTable<BO>
        items={items}
        columns={[
          { title: t(k.id), dataIndex: 'id' },
          { title: t(k.name), dataIndex: 'name' },
        ]}
      />
      <Button
        size="small"
        block
        onClick={() => {
          form.resetFields()
          setOpen(true)
        }}
      >
        {t(k.createNew)}
      </Button>
      <Modal
        title={t(k.create)}
        open={open}
        mask={{ closable: false }}
        onOk={save}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            label={t(k.id)}
            name="id"
            rules={[
              { required: true, message: t(k.idRequired) },
              // spec §5: ids are unique among the definitions' messages or signals
              {
                validator: (_, v) =>
                  items.some((i) => i.id === v) ? Promise.reject(new Error(t(k.duplicate))) : Promise.resolve(),
              },
            ]}
          >
            <Input aria-label={t(k.id)} />
          </Form.Item>
          <Form.Item label={t(k.name)} name="name">
            <Input aria-label={t(k.name)} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  )
}
