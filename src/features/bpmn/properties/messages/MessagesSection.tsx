import { useState } from 'react'
import { Button, Form, Input, Modal, Typography } from 'antd'
import { usePanel } from '../shared/PanelContext'
import ItemTable from '../shared/ItemTable'
import { is, setModdle, type BO } from '../shared/moddle'
import { useT } from '../../../../i18n/react'

type Kind = 'Message' | 'Signal'
const DUPLICATE = { Message: 'messageDuplicate', Signal: 'signalDuplicate' } as const

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
  const of = { kind }
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
      <Typography.Text strong>{t('definitionList', of)}</Typography.Text>
      <ItemTable<BO>
        items={items}
        columns={[
          { title: t('definitionId', of), dataIndex: 'id' },
          { title: t('definitionName', of), dataIndex: 'name' },
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
        {t('createNewDefinition', of)}
      </Button>
      <Modal
        title={t('createDefinition', of)}
        open={open}
        mask={{ closable: false }}
        onOk={save}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            label={t('definitionId', of)}
            name="id"
            rules={[
              { required: true, message: t('definitionIdRequired', of) },
              // spec §5: ids are unique among the definitions' messages or signals
              {
                validator: (_, v) =>
                  items.some((i) => i.id === v) ? Promise.reject(new Error(t(DUPLICATE[kind]))) : Promise.resolve(),
              },
            ]}
          >
            <Input aria-label={t('definitionId', of)} />
          </Form.Item>
          <Form.Item label={t('definitionName', of)} name="name">
            <Input aria-label={t('definitionName', of)} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  )
}
