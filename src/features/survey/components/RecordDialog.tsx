import { App, Form, Modal } from 'antd'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { createRecord, updateRecord, type SurveyRecord, type SurveyStatus } from '../../../api/survey'
import { EnterpriseFields, fromEpoch, toEpoch, VisitFields } from '../fields'

interface Values {
  enterpriseName: string
  industry?: string
  region?: string
  surveyDate: Dayjs
  findings: string
  needs?: string
  attachments?: string[]
  status: SurveyStatus
}

/** Create or edit a survey record (`record` given = edit). */
export function RecordDialog({
  open,
  record,
  onClose,
  onSaved,
}: {
  open: boolean
  record?: SurveyRecord
  onClose(): void
  onSaved(): void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    let v: Values
    try {
      v = await form.validateFields()
    } catch {
      return
    }
    setSaving(true)
    const data = {
      enterpriseName: v.enterpriseName.trim(),
      industry: v.industry ?? '',
      region: v.region ?? '',
      surveyDate: toEpoch(v.surveyDate)!,
      findings: v.findings.trim(),
      needs: (v.needs ?? '').trim(),
      attachments: v.attachments ?? [],
      status: v.status,
    }
    try {
      if (record) await updateRecord({ ...data, id: record.id })
      else await createRecord(data)
      message.success(record ? '调研记录已更新' : '调研记录已保存')
      onSaved()
    } catch {
      // The request layer has shown why; the dialog keeps what was typed.
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={record ? '编辑调研记录' : '新增调研记录'}
      okText="保存"
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="record"
        preserve={false}
        initialValues={
          record
            ? { ...record, surveyDate: fromEpoch(record.surveyDate) }
            : { status: 0, attachments: [] }
        }
      >
        <EnterpriseFields />
        <VisitFields withStatus />
      </Form>
    </Modal>
  )
}
