import { getLeavePage } from '../../../api/bpm/leave'
import type { LeaveQuery, OaLeave } from '../../../api/bpm/types'
import { ListView, prefetchList, type ListPageDef } from '../../../components/crud'
import { toNumber } from '../../../hooks/useDictOptions'
import { DICT_TYPE } from '../../../utils/dict'
import { ResultTag } from '../components/ResultTag'

const LEAVE_LIST: ListPageDef<OaLeave, LeaveQuery> = {
  fetchPage: getLeavePage,
  search: [
    {
      name: 'type',
      label: '请假类型',
      kind: 'select',
      placeholder: '请选择请假类型',
      dict: DICT_TYPE.BPM_OA_LEAVE_TYPE,
      parse: toNumber,
    },
  ],
  columns: [
    { key: 'id', title: '申请编号', width: 90 },
    { key: 'type', title: '请假类型', dict: DICT_TYPE.BPM_OA_LEAVE_TYPE },
    { key: 'startTime', title: '开始时间', date: 'time' },
    { key: 'endTime', title: '结束时间', date: 'time' },
    { key: 'day', title: '天数', width: 70 },
    { key: 'reason', title: '原因' },
    { key: 'result', title: '结果', render: (v: number) => <ResultTag value={v} /> },
    { key: 'createTime', title: '申请时间', date: 'time' },
  ],
  create: { label: '发起请假', onClick: ({ navigate }) => navigate('/bpm/oa/leave/create') },
  rowActions: [
    { label: '详情', onClick: (r, { navigate }) => navigate(`/bpm/oa/leave/detail?id=${r.id}`) },
    { label: '进度', onClick: (r, { navigate }) => navigate(`/bpm/process-instance/detail?id=${r.processInstanceId}`) },
  ],
}

export const prefetch = prefetchList(LEAVE_LIST)

/** OA 请假 (`bpm/oa/leave/index`): the user's leave requests. */
export default function LeaveList() {
  return <ListView def={LEAVE_LIST} />
}
