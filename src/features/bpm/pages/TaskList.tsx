import { getDoneTaskPage, getTodoTaskPage } from '../../../api/bpm/processInstance'
import type { BpmTask, TaskQuery } from '../../../api/bpm/types'
import { field, ListView, type ColumnDef, type ListPageDef } from '../../../components/crud'
import { ResultTag } from '../components/ResultTag'

const result = (title: string): ColumnDef<BpmTask> => ({
  key: 'result',
  title,
  render: (v: number) => <ResultTag value={v} />,
})

const taskList = (done: boolean): ListPageDef<BpmTask, TaskQuery> => ({
  fetchPage: done ? getDoneTaskPage : getTodoTaskPage,
  search: [field.text('name', '任务名称')],
  columns: [
    { key: 'id', title: '任务编号', width: 90 },
    { key: 'name', title: '任务名称' },
    { key: 'process', title: '所属流程', render: (_, t) => t.processInstance?.name },
    { key: 'starter', title: '流程发起人', render: (_, t) => t.processInstance?.startUser?.nickname },
    { key: 'createTime', title: '创建时间', date: 'time' },
    ...(done
      ? [
          { key: 'endTime', title: '审批时间', date: 'time' as const },
          result('审批结果'),
          { key: 'reason', title: '审批意见' },
        ]
      : [result('状态')]),
  ],
  // Both lead to the process detail: to act (办理) or to look (详情).
  rowActions: [
    {
      label: done ? '详情' : '办理',
      onClick: (t, { navigate }) => navigate(`/bpm/process-instance/detail?id=${t.processInstanceId}`),
    },
  ],
})

const TODO = taskList(false)
const DONE = taskList(true)

/** 待办任务 / 已办任务: the user's open or handled tasks. */
export function TaskList({ done }: { done: boolean }) {
  return <ListView def={done ? DONE : TODO} />
}
