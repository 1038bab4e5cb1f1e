import { getDoneTaskPage, getTodoTaskPage } from '../../../api/bpm/processInstance'
import type { BpmTask, TaskQuery } from '../../../api/bpm/types'
import { field, ListView, type ColumnDef, type ListPageDef } from '../../../components/crud'
import { msg, type Text } from '../../../i18n'
import { ResultTag } from '../components/ResultTag'

const result = (title: Text): ColumnDef<BpmTask> => ({
  key: 'result',
  title,
  render: (v: number) => <ResultTag value={v} />,
})

const taskList = (done: boolean): ListPageDef<BpmTask, TaskQuery> => ({
  fetchPage: done ? getDoneTaskPage : getTodoTaskPage,
  search: [field.text('name', msg('bpm', 'taskName'))],
  columns: [
    { key: 'id', title: msg('bpm', 'taskId'), width: 90 },
    { key: 'name', title: msg('bpm', 'taskName') },
    { key: 'process', title: msg('bpm', 'taskProcess'), render: (_, t) => t.processInstance?.name },
    { key: 'starter', title: msg('bpm', 'processInitiator'), render: (_, t) => t.processInstance?.startUser?.nickname },
    { key: 'createTime', title: msg('bpm', 'createdAt'), date: 'time' },
    ...(done
      ? [
          { key: 'endTime', title: msg('bpm', 'approvedAt'), date: 'time' as const },
          result(msg('bpm', 'approvalResult')),
          { key: 'reason', title: msg('bpm', 'approvalOpinion') },
        ]
      : [result(msg('bpm', 'status'))]),
  ],
  // Both lead to the process detail: to act (办理) or to look (详情).
  rowActions: [
    {
      label: done ? msg('bpm', 'detail') : msg('bpm', 'handle'),
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
