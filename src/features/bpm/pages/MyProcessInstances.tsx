import { getMyProcessInstancePage } from '../../../api/bpm/processInstance'
import type { InstanceQuery, ProcessInstance } from '../../../api/bpm/types'
import { field, ListView, prefetchList, type ListPageDef } from '../../../components/crud'
import { formatDateTime } from '../../../utils/format'
import { DICT_TYPE } from '../../../utils/dict'
import { ResultTag } from '../components/ResultTag'

const MY_PROCESSES: ListPageDef<ProcessInstance, InstanceQuery> = {
  fetchPage: getMyProcessInstancePage,
  search: [field.text('name', '流程名')],
  columns: [
    { key: 'id', title: '编号', width: 80 },
    { key: 'name', title: '流程名' },
    { key: 'category', title: '流程分类', dict: DICT_TYPE.BPM_MODEL_CATEGORY },
    { key: 'tasks', title: '当前审批任务', render: (_, r) => r.tasks?.map((t) => t.name).join('、') || '—' },
    { key: 'status', title: '状态', dict: DICT_TYPE.BPM_PROCESS_INSTANCE_STATUS },
    { key: 'result', title: '结果', render: (v: number) => <ResultTag value={v} /> },
    { key: 'createTime', title: '提交时间', date: 'time' },
    { key: 'endTime', title: '结束时间', render: (v?: number) => (v ? formatDateTime(v) : '—') },
  ],
  create: { label: '发起流程', onClick: ({ navigate }) => navigate('/bpm/process-instance/create') },
  rowActions: [{ label: '详情', onClick: (r, { navigate }) => navigate(`/bpm/process-instance/detail?id=${r.id}`) }],
}

export const prefetch = prefetchList(MY_PROCESSES)

/** 我的流程 (`bpm/processInstance/index`): processes the user started. */
export default function MyProcessInstances() {
  return <ListView def={MY_PROCESSES} />
}
