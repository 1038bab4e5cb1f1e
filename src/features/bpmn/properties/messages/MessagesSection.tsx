import { useState } from 'react'
import { Button, Form, Input, Modal, Typography } from 'antd'
import { usePanel } from '../shared/PanelContext'
import ItemTable from '../shared/ItemTable'
import { is, setModdle, type BO } from '../shared/moddle'

type Kind = 'Message' | 'Signal'
const TEXT: Record<Kind, { title: string; duplicate: string }> = {
  Message: { title: '消息', duplicate: '该消息已存在，请修改id后重新保存' },
  Signal: { title: '信号', duplicate: '该信号已存在，请修改id后重新保存' },
}

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
      <Typography.Text strong>{TEXT[kind].title}列表</Typography.Text>
      <ItemTable<BO>
        items={items}
        columns={[
          { title: `${TEXT[kind].title}ID`, dataIndex: 'id' },
          { title: `${TEXT[kind].title}名称`, dataIndex: 'name' },
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
        创建新{TEXT[kind].title}
      </Button>
      <Modal
        title={`创建${TEXT[kind].title}`}
        open={open}
        mask={{ closable: false }}
        onOk={save}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            label={`${TEXT[kind].title}ID`}
            name="id"
            rules={[
              { required: true, message: `请填写${TEXT[kind].title}ID` },
              // spec §5: ids are unique among the definitions' messages or signals
              {
                validator: (_, v) =>
                  items.some((i) => i.id === v) ? Promise.reject(new Error(TEXT[kind].duplicate)) : Promise.resolve(),
              },
            ]}
          >
            <Input aria-label={`${TEXT[kind].title}ID`} />
          </Form.Item>
          <Form.Item label={`${TEXT[kind].title}名称`} name="name">
            <Input aria-label={`${TEXT[kind].title}名称`} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  )
}
