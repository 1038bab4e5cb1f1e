import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Card, Descriptions, Result, Spin } from 'antd'
import { getLeave } from '../../../api/bpm/leave'
import type { OaLeave } from '../../../api/bpm/types'
import { DictTag } from '../../../components/DictTag'
import { LoadFailed } from '../../../components/LoadFailed'
import { useLoad } from '../../../hooks/useLoad'
import { useT } from '../../../i18n/react'
import { formatDate } from '../../../utils/format'
import { DICT_TYPE } from '../../../utils/dict'
import { ResultTag } from '../components/ResultTag'

/** The leave `id` loaded, with what a page shows while it loads, when it failed or when there is no such leave. */
function useLeave(id: number) {
  const t = useT('bpm')
  const { data: leave, error, reload } = useLoad(async (signal) => (id ? getLeave(id, { signal }) : null), [id])
  let state: ReactNode = null
  if (!id) state = <Result status="warning" title={t('missingLeaveId')} />
  else if (error && leave === undefined) state = <LoadFailed error={error} onRetry={reload} />
  else if (leave === null) state = <Result status="404" title={t('leaveNotFound')} />
  else if (!leave) state = <Spin style={{ display: 'block', margin: 80 }} />
  return { leave: state ? undefined : leave, state }
}

function LeaveDescriptions({ leave }: { leave: OaLeave }) {
  const t = useT('bpm')
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={[
        {
          key: 'type',
          label: t('leaveType'),
          children: <DictTag type={DICT_TYPE.BPM_OA_LEAVE_TYPE} value={leave.type} />,
        },
        { key: 'start', label: t('startTime'), children: formatDate(leave.startTime) },
        { key: 'end', label: t('endTime'), children: formatDate(leave.endTime) },
        { key: 'day', label: t('leaveDaysLong'), children: leave.day },
        { key: 'reason', label: t('reason'), children: leave.reason },
        { key: 'result', label: t('approvalResult'), children: <ResultTag value={leave.result} /> },
      ]}
    />
  )
}

/**
 * The leave as a business form's view (its model's formCustomViewPath): shown inside 流程详情 with the process's business
 * key as its id, as yudao's process detail shows it.
 */
export function LeaveView({ id }: { id: number }) {
  const { leave, state } = useLeave(id)
  return leave ? <LeaveDescriptions leave={leave} /> : state
}

/** 查看 OA 请假 (/bpm/oa/leave/detail?id=): the leave and a link to its process. */
export default function LeaveDetail() {
  const t = useT('bpm')
  const [params] = useSearchParams()
  const { leave, state } = useLeave(Number(params.get('id')))
  if (!leave) return state
  return (
    <Card
      variant="borderless"
      title={t('leaveDetail')}
      extra={
        leave.processInstanceId && (
          <Link to={`/bpm/process-instance/detail?id=${leave.processInstanceId}`}>{t('viewApprovalProgress')}</Link>
        )
      }
    >
      <LeaveDescriptions leave={leave} />
    </Card>
  )
}
