/** 预览: the form as the start page renders it (the engine's FormRenderer), validated as it will be before a start. */
import { Alert, Button, Form, Modal, Space } from 'antd'
import { useState } from 'react'
import { useT } from '../../../../i18n/react'
import { FormRenderer, toVariables, validateForm } from '..'
import type { FcOptions, FcRule } from '../types'

export function PreviewDialog({ rules, options, onClose }: { rules: FcRule[]; options: FcOptions; onClose: () => void }) {
  const t = useT('formDesigner')
  const [form] = Form.useForm()
  const [submitted, setSubmitted] = useState<string>()
  const validate = async () => {
    setSubmitted(undefined)
    const values = await validateForm(form) // as the start page: the first error scrolled into view
    if (values) setSubmitted(JSON.stringify(toVariables(rules, form.getFieldsValue(true) as Record<string, unknown>), null, 2))
  }
  return (
    <Modal
      open
      title={t('previewTitle')}
      width="min(880px, 94vw)"
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Space>
          <Button
            onClick={() => {
              form.resetFields()
              setSubmitted(undefined)
            }}
          >
            {t('previewReset')}
          </Button>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button type="primary" onClick={() => void validate()}>
            {t('previewValidate')}
          </Button>
        </Space>
      }
    >
      <div className="fd-preview">
        <FormRenderer rules={rules} options={options} form={form} />
      </div>
      {submitted !== undefined && (
        <Alert
          type="success"
          showIcon
          className="fd-preview-result"
          title={t('previewValid')}
          description={
            <pre className="fd-code" translate="no">
              {submitted}
            </pre>
          }
        />
      )}
    </Modal>
  )
}
