import { Link, useSearchParams } from 'react-router-dom'
import { Card, Descriptions, Result, Spin } from 'antd'
import { getLeave } from '../../../api/bpm/leave'
import { DictTag } from '../../../components/DictTag'
import { LoadFailed } from '../../../components/LoadFailed'
import { useLoad } from '../../../hooks/useLoad'
import { formatDate } from '../../../utils/format'
import { DICT_TYPE } from '../../../utils/dict'
import { ResultTag } from '../components/ResultTag'

/** 查看 OA 请假 (/bpm/oa/leave/detail?id=): the leave and a link to its process. */
export default function LeaveDetail() {
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const { data: leave, error, reload } = useLoad(async () => (id ? getLeave(id) : null), [id])

  if (!id) return <Result status="warning" title="缺少请假编号（id）" />
  if (error && leave === undefined) return <LoadFailed error={error} onRetry={reload} />
  if (leave === null) return <Result status="404" title="请假申请不存在" />
  if (!leave) return <Spin style={{ display: 'block', margin: 80 }} />
  return (
    <Card
      variant="borderless"
      title="请假详情"
      extra={
        leave.processInstanceId && (
          <Link to={`/bpm/process-instance/detail?id=${leave.processInstanceId}`}>查看审批进度</Link>
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
            label: '请假类型',
            children: <DictTag type={DICT_TYPE.BPM_OA_LEAVE_TYPE} value={leave.type} />,
          },
          { key: 'start', label: '开始时间', children: formatDate(leave.startTime) },
          { key: 'end', label: '结束时间', children: formatDate(leave.endTime) },
          { key: 'day', label: '请假天数', children: leave.day },
          { key: 'reason', label: '原因', children: leave.reason },
          { key: 'result', label: '审批结果', children: <ResultTag value={leave.result} /> },
        ]}
      />
    </Card>
  )
}
