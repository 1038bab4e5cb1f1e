import { App, DatePicker, Form, Input, Modal } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { createPlan, type SurveyPlanForm } from '../../../api/survey'
import { EnterpriseFields, surveyRules, toEpoch } from '../fields'

interface Values {
  enterpriseName: string
  industry?: string
  region?: string
  planDate: Dayjs
  purpose: string
}

/** Plan a visit; `preset` fills the enterprise (e.g. from a recommendation). */
export function PlanDialog({
  open,
  preset,
  onClose,
  onSaved,
}: {
  open: boolean
  preset?: Partial<SurveyPlanForm>
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
    try {
      await createPlan({
        enterpriseName: v.enterpriseName.trim(),
        industry: v.industry ?? '',
        region: v.region ?? '',
        planDate: toEpoch(v.planDate)!,
        purpose: v.purpose.trim(),
      })
      message.success('调研计划已创建')
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
      title="新建调研计划"
      okText="保存计划"
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={560}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="plan"
        preserve={false}
        initialValues={{ enterpriseName: preset?.enterpriseName, industry: preset?.industry, region: preset?.region, planDate: dayjs().add(1, 'day') }}
      >
        <EnterpriseFields disabled={!!preset?.enterpriseName} />
        <Form.Item label="计划走访日期" name="planDate" rules={surveyRules.planDate}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item label="走访目的" name="purpose" rules={surveyRules.purpose}>
          <Input.TextArea rows={3} placeholder="本次走访要了解的问题" showCount maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
