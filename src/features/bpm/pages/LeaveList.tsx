import { getLeavePage } from '../../../api/bpm/leave'
import type { LeaveQuery, OaLeave } from '../../../api/bpm/types'
import { ListView, prefetchList, type ListPageDef } from '../../../components/crud'
import { toNumber } from '../../../hooks/useDictOptions'
import { msg } from '../../../i18n'
import { DICT_TYPE } from '../../../utils/dict'
import { ResultTag } from '../components/ResultTag'

const LEAVE_LIST: ListPageDef<OaLeave, LeaveQuery> = {
  fetchPage: getLeavePage,
  search: [
    {
      name: 'type',
      label: msg('bpm', 'leaveType'),
      kind: 'select',
      placeholder: msg('bpm', 'selectLeaveType'),
      dict: DICT_TYPE.BPM_OA_LEAVE_TYPE,
      parse: toNumber,
    },
  ],
  columns: [
    { key: 'id', title: msg('bpm', 'leaveId'), width: 90 },
    { key: 'type', title: msg('bpm', 'leaveType'), dict: DICT_TYPE.BPM_OA_LEAVE_TYPE },
    { key: 'startTime', title: msg('bpm', 'startTime'), date: 'time' },
    { key: 'endTime', title: msg('bpm', 'endTime'), date: 'time' },
    { key: 'day', title: msg('bpm', 'leaveDays'), width: 70 },
    { key: 'reason', title: msg('bpm', 'reason') },
    { key: 'result', title: msg('bpm', 'result'), render: (v: number) => <ResultTag value={v} /> },
    { key: 'createTime', title: msg('bpm', 'appliedAt'), date: 'time' },
  ],
  create: { label: msg('bpm', 'newLeave'), onClick: ({ navigate }) => navigate('/bpm/oa/leave/create') },
  rowActions: [
    { label: msg('bpm', 'detail'), onClick: (r, { navigate }) => navigate(`/bpm/oa/leave/detail?id=${r.id}`) },
    {
      label: msg('bpm', 'leaveProgress'),
      onClick: (r, { navigate }) => navigate(`/bpm/process-instance/detail?id=${r.processInstanceId}`),
    },
  ],
}

export const prefetch = prefetchList(LEAVE_LIST)

/** OA 请假 (`bpm/oa/leave/index`): the user's leave requests. */
export default function LeaveList() {
  return <ListView def={LEAVE_LIST} />
}
