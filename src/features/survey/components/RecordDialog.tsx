import type { Dayjs } from 'dayjs'
import { createRecord, updateRecord, type SurveyRecord, type SurveyStatus } from '../../../api/survey'
import { FormDialog } from '../../../components/crud'
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
      title={record ? '编辑调研记录' : '新增调研记录'}
      okText="保存"
      successText={record ? '调研记录已更新' : '调研记录已保存'}
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
