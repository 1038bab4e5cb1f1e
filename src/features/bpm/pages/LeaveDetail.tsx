import { Link, useSearchParams } from 'react-router-dom'
import { Card, Descriptions, Result, Spin } from 'antd'
import { getLeave } from '../../../api/bpm/leave'
import { DictTag } from '../../../components/DictTag'
import { LoadFailed } from '../../../components/LoadFailed'
import { useLoad } from '../../../hooks/useLoad'
import { useT } from '../../../i18n/react'
import { formatDate } from '../../../utils/format'
import { DICT_TYPE } from '../../../utils/dict'
import { ResultTag } from '../components/ResultTag'

/** 查看 OA 请假 (/bpm/oa/leave/detail?id=): the leave and a link to its process. */
export default function LeaveDetail() {
  const t = useT('bpm')
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const { data: leave, error, reload } = useLoad(async (signal) => (id ? getLeave(id, { signal }) : null), [id])

  if (!id) return <Result status="warning" title={t('missingLeaveId')} />
  if (error && leave === undefined) return <LoadFailed error={error} onRetry={reload} />
  if (leave === null) return <Result status="404" title={t('leaveNotFound')} />
  if (!leave) return <Spin style={{ display: 'block', margin: 80 }} />
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
    </Card>
  )
}
