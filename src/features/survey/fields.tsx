import { DatePicker, Form, Input, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useMemo } from 'react'
import { SURVEY_INDUSTRIES, SURVEY_REGIONS, SURVEY_STATUS } from '../../api/survey'
import { CLEARABLE } from '../../components/clearable'
import { text } from '../../i18n'
import { useT, type Translator } from '../../i18n/react'

/** The survey forms' fields and rules, shared by record, plan and "mark done" dialogs. */
export const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }))

/** The status options, said in the current language (call while rendering). */
export const statusOptions = (list: readonly { value: number; label: () => string }[]) =>
  list.map(({ value, label }) => ({ value, label: text(label) }))

/** The forms' rules in the language shown (a new set after a switch). */
const buildRules = (t: Translator<'survey'>) => ({
  enterpriseName: [{ required: true, whitespace: true, message: t('enterpriseNameRequired') }],
  surveyDate: [{ required: true, message: t('surveyDateRequired') }],
  planDate: [{ required: true, message: t('planDateRequired') }],
  findings: [
    { required: true, whitespace: true, message: t('findingsRequired') },
    { max: 1000, message: t('findingsTooLong') },
  ],
  needs: [{ max: 500, message: t('needsTooLong') }],
  purpose: [
    { required: true, whitespace: true, message: t('purposeRequired') },
    { max: 200, message: t('purposeTooLong') },
  ],
  cancelReason: [{ required: true, whitespace: true, message: t('cancelReasonRequired') }],
})
export function useSurveyRules() {
  const t = useT('survey')
  return useMemo(() => buildRules(t), [t])
}

/** Dates travel as ms epochs (yudao LocalDateTime ↔ timestamp); the pickers work with dayjs. */
export const toEpoch = (d: Dayjs | null | undefined) => (d ? d.startOf('day').valueOf() : undefined)
export const fromEpoch = (ms: number | string | null | undefined) => (ms ? dayjs(ms) : undefined)

export function EnterpriseFields({ disabled = false }: { disabled?: boolean }) {
  const t = useT('survey')
  const surveyRules = useSurveyRules()
  return (
    <>
      <Form.Item label={t('enterpriseName')} name="enterpriseName" rules={surveyRules.enterpriseName}>
        <Input placeholder={t('enterpriseNamePlaceholder')} disabled={disabled} maxLength={60} />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <Form.Item label={t('industryField')} name="industry">
          <Select options={options(SURVEY_INDUSTRIES)} placeholder={t('choose')} allowClear={CLEARABLE} disabled={disabled} />
        </Form.Item>
        <Form.Item label={t('regionField')} name="region">
          <Select options={options(SURVEY_REGIONS)} placeholder={t('choose')} allowClear={CLEARABLE} disabled={disabled} />
        </Form.Item>
      </div>
    </>
  )
}

/** What was learned on a visit: date, findings, needs, the names of files collected. */
export function VisitFields({ withStatus = false }: { withStatus?: boolean }) {
  const t = useT('survey')
  const surveyRules = useSurveyRules()
  return (
    <>
      <div style={{ display: 'grid', gridTemplateColumns: withStatus ? '1fr 1fr' : '1fr', gap: 16 }}>
        <Form.Item label={t('surveyDate')} name="surveyDate" rules={surveyRules.surveyDate}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        {withStatus ? (
          <Form.Item label={t('followStatus')} name="status">
            <Select options={statusOptions(SURVEY_STATUS)} />
          </Form.Item>
        ) : null}
      </div>
      <Form.Item label={t('findings')} name="findings" rules={surveyRules.findings}>
        <Input.TextArea rows={4} placeholder={t('findingsPlaceholder')} showCount maxLength={1000} />
      </Form.Item>
      <Form.Item label={t('needs')} name="needs" rules={surveyRules.needs}>
        <Input.TextArea rows={3} placeholder={t('needsPlaceholder')} showCount maxLength={500} />
      </Form.Item>
      <Form.Item label={t('attachments')} name="attachments" extra={t('attachmentsHelp')}>
        <Select mode="tags" placeholder={t('attachmentsPlaceholder')} open={false} suffixIcon={null} />
      </Form.Item>
    </>
  )
}
