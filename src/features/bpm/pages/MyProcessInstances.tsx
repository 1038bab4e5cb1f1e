import { useState } from 'react'
import { getMyProcessInstancePage } from '../../../api/bpm/processInstance'
import type { InstanceQuery, ProcessInstance } from '../../../api/bpm/types'
import { field, ListView, prefetchList, type ListPageDef } from '../../../components/crud'
import { formatDateTime } from '../../../utils/format'
import { msg, translate } from '../../../i18n'
import { DICT_TYPE } from '../../../utils/dict'
import CancelProcessDialog from '../components/CancelProcessDialog'
import { ResultTag } from '../components/ResultTag'

const MY_PROCESSES: ListPageDef<ProcessInstance, InstanceQuery> = {
  fetchPage: getMyProcessInstancePage,
  search: [field.text('name', msg('bpm', 'instanceName'))],
  columns: [
    { key: 'id', title: msg('bpm', 'id'), width: 80 },
    { key: 'name', title: msg('bpm', 'instanceName') },
    { key: 'category', title: msg('bpm', 'processCategory'), dict: DICT_TYPE.BPM_MODEL_CATEGORY },
    {
      key: 'tasks',
      title: msg('bpm', 'currentTasks'),
      render: (_, r) => r.tasks?.map((t) => t.name).join(translate('bpm', 'listSeparator')) || '—',
    },
    { key: 'status', title: msg('bpm', 'status'), dict: DICT_TYPE.BPM_PROCESS_INSTANCE_STATUS },
    { key: 'result', title: msg('bpm', 'result'), render: (v: number) => <ResultTag value={v} /> },
    { key: 'createTime', title: msg('bpm', 'submittedAt'), date: 'time' },
    { key: 'endTime', title: msg('bpm', 'endTime'), render: (v?: number) => (v ? formatDateTime(v) : '—') },
  ],
  create: { label: msg('bpm', 'startProcess'), onClick: ({ navigate }) => navigate('/bpm/process-instance/create') },
  rowActions: [
    { label: msg('bpm', 'detail'), onClick: (r, { navigate }) => navigate(`/bpm/process-instance/detail?id=${r.id}`) },
  ],
}

export const prefetch = prefetchList(MY_PROCESSES)

const RUNNING = 1 // bpm_process_instance_status

/** 我的流程 (`bpm/processInstance/index`): processes the user started; a running one can be cancelled (取消) here. */
export default function MyProcessInstances() {
  const [cancelling, setCancelling] = useState<string>()
  const def: ListPageDef<ProcessInstance, InstanceQuery> = {
    ...MY_PROCESSES,
    rowActions: [
      {
        label: msg('bpm', 'cancel'),
        danger: true,
        perms: ['bpm:process-instance:cancel'],
        when: (r) => r.status === RUNNING,
        onClick: (r) => setCancelling(r.id),
      },
      ...MY_PROCESSES.rowActions!,
    ],
    children: ({ changed }) => (
      <CancelProcessDialog
        instanceId={cancelling}
        onClose={() => setCancelling(undefined)}
        onCancelled={() => {
          setCancelling(undefined)
          changed()
        }}
      />
    ),
  }
  return <ListView def={def} />
}
