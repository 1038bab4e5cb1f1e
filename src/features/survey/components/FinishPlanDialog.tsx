import { Descriptions } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { finishPlan, type SurveyPlan } from '../../../api/survey'
import { FormDialog } from '../../../components/crud'
import { toEpoch, VisitFields } from '../fields'

interface Values {
  surveyDate: Dayjs
  findings: string
  needs?: string
  attachments?: string[]
}

/** Marks a planned visit done: what was learned becomes a survey record in 我的调研. */
export function FinishPlanDialog({ plan, onClose, onDone }: { plan?: SurveyPlan; onClose(): void; onDone(): void }) {
  return (
    <FormDialog<Values & { id?: number }>
      open={!!plan}
      title="完成走访"
      okText="完成并生成调研记录"
      successText="走访已完成，调研记录已生成"
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
          <Descriptions.Item label="企业">{plan.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label="走访目的">{plan.purpose}</Descriptions.Item>
        </Descriptions>
      )}
      <VisitFields />
    </FormDialog>
  )
}
