import { DatePicker, Form, Input } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { createPlan, type SurveyPlanForm } from '../../../api/survey'
import { FormDialog } from '../../../components/crud'
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
  return (
    <FormDialog<Values>
      open={open}
      title="新建调研计划"
      okText="保存计划"
      successText="调研计划已创建"
      vertical
      drafts={false}
      initialValues={{ ...preset, planDate: dayjs().add(1, 'day') }}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(v) =>
        createPlan({
          enterpriseName: v.enterpriseName.trim(),
          industry: v.industry ?? '',
          region: v.region ?? '',
          planDate: toEpoch(v.planDate)!,
          purpose: v.purpose.trim(),
        })
      }
    >
      <EnterpriseFields disabled={!!preset?.enterpriseName} />
      <Form.Item label="计划走访日期" name="planDate" rules={surveyRules.planDate}>
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item label="走访目的" name="purpose" rules={surveyRules.purpose}>
        <Input.TextArea rows={3} placeholder="本次走访要了解的问题" showCount maxLength={200} />
      </Form.Item>
    </FormDialog>
  )
}
