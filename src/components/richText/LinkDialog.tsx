import { Button, Form, Input, Modal } from 'antd'
import { useT } from '../../i18n/react'
import { HTTP_URL } from './extensions'

export interface LinkValues {
  href: string
  text: string
}

interface Props {
  open: boolean
  /** What the dialog opens with: the link under the cursor, the selected text. */
  initial: LinkValues
  /** Whether the selection has text of its own (then only the address is asked). */
  hasText: boolean
  onOk(values: LinkValues): void
  /** Only for a link that exists. */
  onRemove?: () => void
  onCancel(): void
}

/** 插入链接: an http(s) address (and the text, when nothing is selected). */
export function LinkDialog({ open, initial, hasText, onOk, onRemove, onCancel }: Props) {
  const t = useT('common')
  const [form] = Form.useForm<LinkValues>()
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined)
    if (values) onOk({ href: values.href.trim(), text: (values.text ?? '').trim() })
  }
  return (
    <Modal
      title={t('rteLink')}
      open={open}
      onOk={submit}
      onCancel={onCancel}
      okText={t('dialogOk')}
      cancelText={t('dialogCancel')}
      destroyOnHidden
      width={480}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {onRemove && (
            <Button danger className="rte-link-remove" onClick={onRemove}>
              {t('rteLinkRemove')}
            </Button>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form form={form} layout="vertical" initialValues={initial} preserve={false} onFinish={submit}>
        <Form.Item
          name="href"
          label={t('rteLinkUrl')}
          rules={[{ required: true, pattern: HTTP_URL, whitespace: true, message: t('rteLinkInvalid') }]}
        >
          <Input placeholder="https://" autoFocus inputMode="url" onPressEnter={submit} />
        </Form.Item>
        {!hasText && (
          <Form.Item name="text" label={t('rteLinkText')}>
            <Input onPressEnter={submit} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
