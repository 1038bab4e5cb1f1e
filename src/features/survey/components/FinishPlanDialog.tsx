import { Descriptions } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { finishPlan, type SurveyPlan } from '../../../api/survey'
import { FormDialog } from '../../../components/crud'
import { useT } from '../../../i18n/react'
import { toEpoch, VisitFields } from '../fields'

interface Values {
  surveyDate: Dayjs
  findings: string
  needs?: string
  attachments?: string[]
}

/** Marks a planned visit done: what was learned becomes a survey record in 我的调研. */
export function FinishPlanDialog({ plan, onClose, onDone }: { plan?: SurveyPlan; onClose(): void; onDone(): void }) {
  const t = useT('survey')
  return (
    <FormDialog<Values & { id?: number }>
      open={!!plan}
      title={t('finishVisit')}
      okText={t('finishOk')}
      successText={t('finishDone')}
      width={640}
      vertical
      drafts={false}
      initialValues={{ id: plan?.id, surveyDate: dayjs(), attachments: [] }}
      onClose={onClose}
      onSaved={onDone}
      onSubmit={(v) =>
        finishPlan({
          id: plan!.id,
          surveyDate: toEpoch(v.surveyDate)!,
          findings: v.findings.trim(),
          needs: (v.needs ?? '').trim(),
          attachments: v.attachments ?? [],
        })
      }
    >
      {plan && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('enterprise')}>{plan.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label={t('purpose')}>{plan.purpose}</Descriptions.Item>
        </Descriptions>
      )}
      <VisitFields />
    </FormDialog>
  )
}
