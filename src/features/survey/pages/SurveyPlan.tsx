import { PlusOutlined } from '@ant-design/icons'
import { App, Button, Card, Input, Modal, Segmented, Space, Table } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { cancelPlan, getPlanPage, PLAN_STATUS, type PlanStatus, type SurveyPlan } from '../../../api/survey'
import { DEFAULT_PAGE, Pagination } from '../../../components/table'
import { formatDate } from '../../../utils/date'
import { useLoad } from '../../portal/hooks/useLoad'
import { FinishPlanDialog } from '../components/FinishPlanDialog'
import { PlanDialog } from '../components/PlanDialog'
import { PlanStatusTag } from '../components/StatusTag'

/** 计划调研: my upcoming visits; mark one done (it becomes a survey record) or cancel it. */
export default function SurveyPlan() {
  const { message } = App.useApp()
  const [status, setStatus] = useState<PlanStatus | 'all'>(0)
  const [paging, setPaging] = useState(DEFAULT_PAGE)
  const [creating, setCreating] = useState(false)
  const [finishing, setFinishing] = useState<SurveyPlan>()
  const [cancelling, setCancelling] = useState<SurveyPlan>()
  const [reason, setReason] = useState('')
  const { data, loading, reload } = useLoad(
    () => getPlanPage({ ...paging, status: status === 'all' ? undefined : status }),
    [paging, status],
  )

  const confirmCancel = async () => {
    if (!cancelling) return
    if (!reason.trim()) {
      message.warning('请填写取消原因')
      return
    }
    try {
      await cancelPlan(cancelling.id, reason.trim())
      message.success('计划已取消')
      setCancelling(undefined)
      setReason('')
      void reload()
    } catch {
      // The request layer has shown why.
    }
  }

  return (
    <Card
      title="计划调研"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建计划
        </Button>
      }
    >
      <Segmented
        // antd names every Segmented 'segmented control' (issue 16).
        aria-label="计划状态"
        style={{ marginBottom: 16 }}
        value={status}
        onChange={(v) => (setStatus(v as PlanStatus | 'all'), setPaging({ ...paging, pageNo: 1 }))}
        options={[...PLAN_STATUS.map((s) => ({ value: s.value, label: s.label })), { value: 'all', label: '全部' }]}
      />
      <Table<SurveyPlan>
        rowKey="id"
        loading={loading}
        dataSource={data?.list}
        pagination={false}
        columns={[
          { title: '企业名称', dataIndex: 'enterpriseName', width: 240 },
          { title: '计划日期', dataIndex: 'planDate', width: 120, render: (v: number) => formatDate(v, '{y}-{m}-{d}') },
          { title: '走访目的', dataIndex: 'purpose' },
          { title: '状态', dataIndex: 'status', width: 90, render: (v: number) => <PlanStatusTag value={v} /> },
          {
            title: '操作',
            width: 170,
            render: (_, row) =>
              row.status === 0 ? (
                <Space>
                  <Button type="link" size="small" onClick={() => setFinishing(row)}>
                    完成走访
                  </Button>
                  <Button type="link" size="small" danger onClick={() => setCancelling(row)}>
                    取消
                  </Button>
                </Space>
              ) : row.status === 1 ? (
                <Link to="/survey/myResearch">查看调研记录</Link>
              ) : (
                <span style={{ color: 'var(--sme-text-muted)' }}>{row.cancelReason}</span>
              ),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} pageNo={paging.pageNo} pageSize={paging.pageSize} onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })} />
      <PlanDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false)
          void reload()
        }}
      />
      <FinishPlanDialog
        plan={finishing}
        onClose={() => setFinishing(undefined)}
        onDone={() => {
          setFinishing(undefined)
          void reload()
        }}
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
        <Input.TextArea rows={3} placeholder="取消原因（必填）" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} />
      </Modal>
    </Card>
  )
}
