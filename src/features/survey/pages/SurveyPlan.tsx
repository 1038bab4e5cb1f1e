import { App, Input, Modal } from 'antd'
import { useState } from 'react'
import { cancelPlan, getPlanPage, PLAN_STATUS, type PlanStatus, type SurveyPlan as Plan } from '../../../api/survey'
import { ListView, type ListPageDef } from '../../../components/crud'
import { FinishPlanDialog } from '../components/FinishPlanDialog'
import { PlanDialog } from '../components/PlanDialog'
import { PlanStatusTag } from '../components/StatusTag'

const PLANNED = 0
const DONE = 1

/** 计划调研: my upcoming visits; mark one done (it becomes a survey record) or cancel it. */
export default function SurveyPlan() {
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
        label: '计划状态',
        kind: 'select',
        placeholder: '全部',
        options: PLAN_STATUS.map(({ value, label }) => ({ value, label })),
      },
    ],
    columns: [
      { key: 'enterpriseName', title: '企业名称', width: 240 },
      { key: 'planDate', title: '计划日期', width: 120, date: 'day' },
      { key: 'purpose', title: '走访目的' },
      { key: 'status', title: '状态', width: 90, render: (v: number) => <PlanStatusTag value={v} /> },
      { key: 'cancelReason', title: '取消原因', render: (v?: string) => v || '—' },
    ],
    create: { label: '新建计划', onClick: () => setCreating(true) },
    actionsWidth: 170,
    rowActions: [
      { label: '完成走访', when: (row) => row.status === PLANNED, onClick: (row) => setFinishing(row) },
      { label: '取消', danger: true, when: (row) => row.status === PLANNED, onClick: (row) => setCancelling(row) },
      {
        label: '查看调研记录',
        when: (row) => row.status === DONE,
        onClick: (_, { navigate }) => navigate('/survey/myResearch'),
      },
    ],
    children: ({ changed }) => {
      const confirmCancel = async () => {
        if (!cancelling) return
        if (!reason.trim()) return void message.warning('请填写取消原因')
        try {
          await cancelPlan(cancelling.id, reason.trim())
          message.success('计划已取消')
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
            title={`取消走访：${cancelling?.enterpriseName ?? ''}`}
            okText="确认取消"
            okButtonProps={{ danger: true }}
            cancelText="返回"
            onOk={() => void confirmCancel()}
            onCancel={() => setCancelling(undefined)}
            mask={{ closable: false }}
          >
            <Input.TextArea
              rows={3}
              placeholder="取消原因（必填）"
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
