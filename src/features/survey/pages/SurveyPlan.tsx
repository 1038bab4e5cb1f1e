import { App, Input, Modal } from 'antd'
import { useState } from 'react'
import { cancelPlan, getPlanPage, PLAN_STATUS, type PlanStatus, type SurveyPlan as Plan } from '../../../api/survey'
import { ListView, type ListPageDef } from '../../../components/crud'
import { useT } from '../../../i18n/react'
import { FinishPlanDialog } from '../components/FinishPlanDialog'
import { PlanDialog } from '../components/PlanDialog'
import { PlanStatusTag } from '../components/StatusTag'
import { statusOptions } from '../fields'

const PLANNED = 0
const DONE = 1

/** 计划调研: my upcoming visits; mark one done (it becomes a survey record) or cancel it. */
export default function SurveyPlan() {
  const t = useT('survey')
  const { message } = App.useApp()
  const [creating, setCreating] = useState(false)
  const [finishing, setFinishing] = useState<Plan>()
  const [cancelling, setCancelling] = useState<Plan>()
  const [reason, setReason] = useState('')

  const def: ListPageDef<Plan, { status?: PlanStatus }> = {
    fetchPage: getPlanPage,
    // Opens on what is still to do; clearing the status shows every plan.
    initialQuery: { status: PLANNED },
    search: [
      {
        name: 'status',
        label: t('planStatus'),
        kind: 'select',
        placeholder: t('all'),
        options: statusOptions(PLAN_STATUS),
      },
    ],
    columns: [
      { key: 'enterpriseName', title: t('enterpriseName'), width: 240 },
      { key: 'planDate', title: t('planDate'), width: 120, date: 'day' },
      { key: 'purpose', title: t('purpose') },
      { key: 'status', title: t('status'), width: 90, render: (v: number) => <PlanStatusTag value={v} /> },
      { key: 'cancelReason', title: t('cancelReason'), render: (v?: string) => v || '—' },
    ],
    create: { label: t('createPlan'), onClick: () => setCreating(true) },
    actionsWidth: 170,
    rowActions: [
      { label: t('finishVisit'), when: (row) => row.status === PLANNED, onClick: (row) => setFinishing(row) },
      { label: t('cancel'), danger: true, when: (row) => row.status === PLANNED, onClick: (row) => setCancelling(row) },
      {
        label: t('viewRecords'),
        when: (row) => row.status === DONE,
        onClick: (_, { navigate }) => navigate('/survey/myResearch'),
      },
    ],
    children: ({ changed }) => {
      const confirmCancel = async () => {
        if (!cancelling) return
        if (!reason.trim()) return void message.warning(t('cancelReasonRequired'))
        try {
          await cancelPlan(cancelling.id, reason.trim())
          message.success(t('planCancelledToast'))
          setCancelling(undefined)
          setReason('')
          changed()
        } catch {
          // The request layer has shown why.
        }
      }
      return (
        <>
          <PlanDialog
            open={creating}
            onClose={() => setCreating(false)}
            onSaved={() => (setCreating(false), changed())}
          />
          <FinishPlanDialog
            plan={finishing}
            onClose={() => setFinishing(undefined)}
            onDone={() => (setFinishing(undefined), changed())}
          />
          <Modal
            open={!!cancelling}
            title={t('cancelVisitTitle', { name: cancelling?.enterpriseName ?? '' })}
            okText={t('confirmCancel')}
            okButtonProps={{ danger: true }}
            cancelText={t('back')}
            onOk={() => void confirmCancel()}
            onCancel={() => setCancelling(undefined)}
            mask={{ closable: false }}
          >
            <Input.TextArea
              rows={3}
              placeholder={t('cancelReasonPlaceholder')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={200}
            />
          </Modal>
        </>
      )
    },
  }
  return <ListView def={def} />
}
