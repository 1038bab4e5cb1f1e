/** The viewer's hover cards (spec §2.5): who started and when, the result, each approver's task — as escaped HTML. */
import { translate, type MessageKey } from '../../../i18n'
import { escapeXml } from '../../../domain/escapeXml'
import { getDictData } from '../../../stores/dict'
import { DICT_TYPE } from '../../../utils/dict'
import { formatDateTime } from '../../../utils/format'
import type { ActivityData, ProcessInstanceData, TaskData, UserRef } from './highlight'

// Used when the dictionaries are not loaded (e.g. a shared link): yudao's result labels, in our words.
const RESULT_FALLBACK: Record<number, MessageKey<'bpmn'>> = {
  1: 'resultProcessing',
  2: 'resultApproved',
  3: 'resultRejected',
  4: 'resultCanceled',
  5: 'resultReturned',
  6: 'resultDelegated',
}
const resultLabel = (r?: number) => {
  if (r == null) return ''
  const fallback = RESULT_FALLBACK[r]
  return (
    getDictData(DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT, r)?.label ?? (fallback ? translate('bpmn', fallback) : String(r))
  )
}

const fmt = (t?: number | string | null) => formatDateTime(t)

/** One line of the hover card. */
const line = (label: MessageKey<'bpmn'>, value?: string | null) =>
  value
    ? `<p><span>${escapeXml(translate('bpmn', 'hoverLabel', { label: translate('bpmn', label) }))}</span>${escapeXml(value)}</p>`
    : ''
const who = (u?: UserRef | null) => (u ? [u.nickname, u.deptName].filter(Boolean).join(' / ') : '')

/** The card of an element: its instance's start or end, or a user task's approvals; empty when there is nothing to say. */
export function hoverHtml(
  el: { id: string; type: string },
  d: { activityData?: ActivityData[]; taskData?: TaskData[]; processInstanceData?: ProcessInstanceData },
): string {
  const instance = d.processInstanceData
  if (el.type === 'bpmn:StartEvent' && instance) {
    return line('startedBy', who(instance.startUser)) + line('startedAt', fmt(instance.createTime))
  }
  if (el.type === 'bpmn:EndEvent' && instance?.endTime) {
    return line('result', resultLabel(instance.result)) + line('endedAt', fmt(instance.endTime))
  }
  if (el.type === 'bpmn:UserTask') {
    const taskIds = new Set((d.activityData ?? []).filter((a) => a.key === el.id && a.taskId).map((a) => a.taskId))
    const tasks = (d.taskData ?? []).filter((t) => taskIds.has(t.id))
    return tasks
      .map(
        (t) =>
          '<div class="sme-hover-task">' +
          line('approver', who(t.assigneeUser)) +
          line('approvalResult', resultLabel(t.result)) +
          line('createdAt', fmt(t.createTime)) +
          line('approvedAt', fmt(t.endTime)) +
          line('approvalComment', t.reason) +
          '</div>',
      )
      .join('')
  }
  return ''
}
