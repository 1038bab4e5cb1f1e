import { DatePicker, Form, Input } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { createPlan, type SurveyPlanForm } from '../../../api/survey'
import { FormDialog } from '../../../components/crud'
import { useT } from '../../../i18n/react'
import { EnterpriseFields, toEpoch, useSurveyRules } from '../fields'

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
  const t = useT('survey')
  const surveyRules = useSurveyRules()
  return (
    <FormDialog<Values>
      open={open}
      title={t('newPlan')}
      okText={t('savePlan')}
      successText={t('planCreated')}
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
      <Form.Item label={t('planDateField')} name="planDate" rules={surveyRules.planDate}>
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item label={t('purpose')} name="purpose" rules={surveyRules.purpose}>
        <Input.TextArea rows={3} placeholder={t('purposePlaceholder')} showCount maxLength={200} />
      </Form.Item>
    </FormDialog>
  )
}
