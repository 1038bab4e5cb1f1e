import { App, Descriptions, Form, Modal } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { finishPlan, type SurveyPlan } from '../../../api/survey'
import { toEpoch, VisitFields } from '../fields'

interface Values {
  surveyDate: Dayjs
  findings: string
  needs?: string
  attachments?: string[]
}

/** Marks a planned visit done: what was learned becomes a survey record in 我的调研. */
export function FinishPlanDialog({ plan, onClose, onDone }: { plan?: SurveyPlan; onClose(): void; onDone(): void }) {
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    if (!plan) return
    let v: Values
    try {
      v = await form.validateFields()
    } catch {
      return
    }
    setSaving(true)
    try {
      await finishPlan({
        id: plan.id,
        surveyDate: toEpoch(v.surveyDate)!,
        findings: v.findings.trim(),
        needs: (v.needs ?? '').trim(),
        attachments: v.attachments ?? [],
      })
      message.success('走访已完成，调研记录已生成')
      onDone()
    } catch {
      // The request layer has shown why; the dialog keeps what was typed.
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={!!plan}
      title="完成走访"
      okText="完成并生成调研记录"
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={640}
    >
      {plan ? (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="企业">{plan.enterpriseName}</Descriptions.Item>
            <Descriptions.Item label="走访目的">{plan.purpose}</Descriptions.Item>
          </Descriptions>
          <Form<Values> form={form} layout="vertical" name="finish" preserve={false} initialValues={{ surveyDate: dayjs(), attachments: [] }}>
            <VisitFields />
          </Form>
        </>
      ) : null}
    </Modal>
  )
}
