/** spec §3 viewer inputs: as the server's answers come (issue 22), an absent value may be null. */
export interface ActivityData {
  key: string
  taskId?: string | null
  startTime?: number | string | null
  endTime?: number | string | null
  outgoing?: string[] | null
}
export interface UserRef {
  nickname?: string | null
  deptName?: string | null
}
export interface TaskData {
  id: string
  result: number
  assigneeUser?: UserRef | null
  createTime?: number | string | null
  endTime?: number | string | null
  reason?: string | null
}
export interface ProcessInstanceData {
  result?: number
  startUser?: UserRef | null
  createTime?: number | string | null
  endTime?: number | string | null
}

/** spec §4: task result code → highlight class (1 and 6 share the to-do style). */
export const RESULT_CLASS: Record<number, string> = {
  1: 'highlight-todo',
  2: 'highlight',
  3: 'highlight-reject',
  4: 'highlight-cancel',
  5: 'highlight-return',
  6: 'highlight-todo',
}
export const FINISHED = 'highlight'
export const PENDING = 'highlight-todo'

/** What each class looks like: approved/finished green, to-do blue, rejected red, cancelled grey, sent back orange. */
export const CLASS_COLORS: Record<string, { stroke: string; fill: string }> = {
  highlight: { stroke: '#52c41a', fill: '#f6ffed' },
  'highlight-todo': { stroke: '#1890ff', fill: '#e6f7ff' },
  'highlight-reject': { stroke: '#f5222d', fill: '#fff1f0' },
  'highlight-cancel': { stroke: '#8c8c8c', fill: '#fafafa' },
  'highlight-return': { stroke: '#fa8c16', fill: '#fff7e6' },
}

/** What the computation needs of an element: diagram elements and business objects both fit. */
export interface GraphElement {
  id: string
  type: string
  outgoing?: { id: string; target?: { id: string } }[]
}

/**
 * Which class each element gets: user tasks by their task's result, the end event by the instance's result,
 * other activities finished (end time) or pending; sequence flows coloured when they lead from a finished
 * activity into one that was reached (or are listed in the activity's `outgoing`).
 */
export function computeHighlights(
  elements: GraphElement[],
  activities: ActivityData[],
  tasks: TaskData[],
  instance?: ProcessInstanceData,
): Map<string, string> {
  const out = new Map<string, string>()
  const taskById = new Map(tasks.map((t) => [t.id, t]))
  // An activity may run several times (loops, multi-instance): the latest run decides.
  const byKey = new Map<string, ActivityData>()
  for (const a of activities) byKey.set(a.key, a)
  const byId = new Map(elements.map((e) => [e.id, e]))

  for (const [key, activity] of byKey) {
    const el = byId.get(key)
    if (!el) continue
    const task = activity.taskId ? taskById.get(activity.taskId) : undefined
    if (task && RESULT_CLASS[task.result]) out.set(key, RESULT_CLASS[task.result])
    else if (el.type === 'bpmn:EndEvent' && instance?.result && RESULT_CLASS[instance.result])
      out.set(key, RESULT_CLASS[instance.result])
    else out.set(key, activity.endTime ? FINISHED : PENDING)
  }

  for (const [key, activity] of byKey) {
    const el = byId.get(key)
    if (!el || !activity.endTime) continue
    for (const flow of el.outgoing ?? []) {
      const listed = activity.outgoing?.includes(flow.id)
      if (listed || (flow.target && byKey.has(flow.target.id))) out.set(flow.id, FINISHED)
    }
  }
  return out
}
