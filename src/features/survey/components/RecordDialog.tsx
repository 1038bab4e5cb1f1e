import type { Dayjs } from 'dayjs'
import { createRecord, updateRecord, type SurveyRecord, type SurveyStatus } from '../../../api/survey'
import { FormDialog } from '../../../components/crud'
import { useT } from '../../../i18n/react'
import { EnterpriseFields, fromEpoch, toEpoch, VisitFields } from '../fields'

interface Values {
  id?: number
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
  const t = useT('survey')
  const submit = (v: Values) => {
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
    return record ? updateRecord({ ...data, id: record.id }) : createRecord(data)
  }
  return (
    <FormDialog<Values>
      open={open}
      title={record ? t('editRecord') : t('newRecord')}
      okText={t('save')}
      successText={record ? t('recordUpdated') : t('recordSaved')}
      width={640}
      vertical
      drafts={false}
      initialValues={record ? { ...record, surveyDate: fromEpoch(record.surveyDate) } : { status: 0, attachments: [] }}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={submit}
    >
      <EnterpriseFields />
      <VisitFields withStatus />
    </FormDialog>
  )
}
