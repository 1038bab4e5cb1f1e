import { useState } from 'react'
import { Alert, App, Form, Input, Modal, Upload } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { createModel } from '../../../api/bpm/model'
import { ImportError } from '../../bpmn/import/errors'
import ImportNotice, { worthNotice } from '../../bpmn/import/ImportNotice'
import type { PreparedModel } from '../../bpmn/import/prepareModel'
import { ACCEPT } from '../../bpmn/import/readFile'
import { msg, text } from '../../../i18n'
import { useT } from '../../../i18n/react'

/** The model key's rule (spec §5: an XML name), shared by the model form and the import dialog. */
export const MODEL_KEY_RULES = [
  { required: true, message: msg('bpm', 'processKeyRequired') },
  { pattern: /^[A-Za-z_][\w\-.]*$/, message: msg('bpm', 'processKeyPattern') },
]

interface Values {
  key: string
  name: string
  description?: string
}

/**
 * 导入流程: a BPMN file from any modelling tool becomes a new model, under the designer's import rules (issue 15):
 * only what can't be a model is refused, warnings are listed, encodings are read, a model without layout gets one.
 */
export default function ModelImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const t = useT('bpm')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [prepared, setPrepared] = useState<PreparedModel>()
  const [fileName, setFileName] = useState<string>()
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)

  const pick = async (file: File) => {
    setError(undefined)
    setFileName(file.name)
    try {
      const { prepareModelFile } = await import('../../bpmn/import/prepareModel')
      const p = await prepareModelFile(file)
      setPrepared(p)
      form.setFieldsValue({ key: p.processId, name: p.processName || p.processId })
    } catch (e) {
      setPrepared(undefined)
      setError(e instanceof ImportError ? e.message : t('fileReadFailed'))
      if (!(e instanceof ImportError)) console.error(e)
    }
  }

  const submit = async () => {
    if (!prepared) return void setError(error ?? t('chooseImportFile'))
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    setSaving(true)
    try {
      await createModel({ ...values, bpmnXml: prepared.xml })
      message.success(t('imported'))
      onImported()
    } catch {
      // the request layer has shown the server's reason; the dialog keeps the file and what was typed
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title={t('importProcess')}
      open
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={submit}
      okText={t('importOk')}
      confirmLoading={saving}
      width={640}
    >
      <Upload.Dragger
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file)
          return false // read here, never uploaded as it is
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{fileName ?? t('importDrop')}</p>
        <p className="ant-upload-hint">{t('importHint')}</p>
      </Upload.Dragger>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      {prepared && worthNotice(prepared.outcome) && <ImportNotice outcome={prepared.outcome} />}
      <Form<Values> form={form} labelCol={{ span: 5 }} style={{ marginTop: 12 }}>
        <Form.Item
          label={t('processKey')}
          name="key"
          rules={MODEL_KEY_RULES.map((r) => ({ ...r, message: text(r.message) }))}
        >
          <Input placeholder={t('enterProcessKey')} />
        </Form.Item>
        <Form.Item label={t('processName')} name="name" rules={[{ required: true, message: t('processNameRequired') }]}>
          <Input placeholder={t('enterProcessName')} />
        </Form.Item>
        <Form.Item label={t('processDescription')} name="description">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
