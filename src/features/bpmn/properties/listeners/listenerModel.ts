import { randomId, type BO, type PanelApi } from '../shared/moddle'

export type ListenerKind = 'ExecutionListener' | 'TaskListener'
export type ListenerType = 'classListener' | 'expressionListener' | 'delegateExpressionListener' | 'scriptListener'
export type TimerType = 'date' | 'duration' | 'cycle' | 'null'

export interface ListenerField {
  name: string
  fieldType: 'string' | 'expression'
  string?: string
  expression?: string
}

/** The listener form (spec §3 Listener). */
export interface ListenerValues {
  event: string
  id?: string
  listenerType: ListenerType
  class?: string
  expression?: string
  delegateExpression?: string
  scriptFormat?: string
  scriptType?: 'inlineScript' | 'externalScript'
  value?: string
  resource?: string
  eventDefinitionType?: TimerType
  eventTimeDefinitions?: string
  fields: ListenerField[]
}

// spec §9 listener events
export const EXECUTION_EVENTS = [
  { value: 'start', label: '开始' },
  { value: 'end', label: '结束' },
]
export const TASK_EVENTS = [
  { value: 'create', label: '创建' },
  { value: 'assignment', label: '指派' },
  { value: 'complete', label: '完成' },
  { value: 'delete', label: '删除' },
  { value: 'update', label: '更新' },
  { value: 'timeout', label: '超时' },
]
export const LISTENER_TYPES: { value: ListenerType; label: string }[] = [
  { value: 'classListener', label: 'Java 类' },
  { value: 'expressionListener', label: '表达式' },
  { value: 'delegateExpressionListener', label: '代理表达式' },
  { value: 'scriptListener', label: '脚本' },
]
export const TIMER_TYPES: { value: TimerType; label: string }[] = [
  { value: 'date', label: '日期' },
  { value: 'duration', label: '持续时长' },
  { value: 'cycle', label: '循环' },
  { value: 'null', label: '无' },
]
const TIMER_PROPERTY: Record<Exclude<TimerType, 'null'>, string> = {
  date: 'timeDate',
  duration: 'timeDuration',
  cycle: 'timeCycle',
}

export const listenerTypeLabel = (t: ListenerType) => LISTENER_TYPES.find((x) => x.value === t)?.label ?? t
export const eventLabel = (e: string) => [...EXECUTION_EVENTS, ...TASK_EVENTS].find((x) => x.value === e)?.label ?? e

/** Reads a listener element into form values. */
export function toValues(listener: BO): ListenerValues {
  const script: BO | undefined = listener.script
  const listenerType: ListenerType = script
    ? 'scriptListener'
    : listener.expression !== undefined
      ? 'expressionListener'
      : listener.delegateExpression !== undefined
        ? 'delegateExpressionListener'
        : 'classListener'
  const timer: BO | undefined = listener.eventDefinitions?.[0]
  const timerType = (Object.keys(TIMER_PROPERTY) as Exclude<TimerType, 'null'>[]).find(
    (k) => timer?.[TIMER_PROPERTY[k]],
  )
  return {
    event: listener.event,
    id: listener.id,
    listenerType,
    class: listener.class,
    expression: listener.expression,
    delegateExpression: listener.delegateExpression,
    scriptFormat: script?.scriptFormat,
    scriptType: script ? (script.resource !== undefined ? 'externalScript' : 'inlineScript') : undefined,
    value: script?.value,
    resource: script?.resource,
    eventDefinitionType: timerType ?? 'null',
    eventTimeDefinitions: timerType ? timer![TIMER_PROPERTY[timerType]].body : undefined,
    fields: (listener.fields ?? []).map((f: BO) => ({
      name: f.name,
      fieldType: f.expression !== undefined ? 'expression' : 'string',
      string: f.string ?? f.stringValue,
      expression: f.expression,
    })),
  }
}

/** Builds the listener element from validated form values; only the value matching the type is written. */
export function toListener(api: PanelApi, kind: ListenerKind, v: ListenerValues): BO {
  const props: Record<string, unknown> = { event: v.event }
  if (kind === 'TaskListener') props.id = v.id
  if (v.listenerType === 'classListener') props.class = v.class
  if (v.listenerType === 'expressionListener') props.expression = v.expression
  if (v.listenerType === 'delegateExpressionListener') props.delegateExpression = v.delegateExpression
  if (v.listenerType === 'scriptListener') {
    props.script = api.create(api.t('Script'), {
      scriptFormat: v.scriptFormat,
      ...(v.scriptType === 'externalScript' ? { resource: v.resource } : { value: v.value }),
    })
  }
  props.fields = v.fields.map((f) =>
    api.create(api.t('Field'), {
      name: f.name,
      ...(f.fieldType === 'expression' ? { expression: f.expression } : { string: f.string }),
    }),
  )
  const timerType = v.eventDefinitionType ?? 'null'
  if (kind === 'TaskListener' && v.event === 'timeout' && timerType !== 'null') {
    // spec §9: timeout-timer ids use 8 random alphanumeric characters
    const timer = api.create('bpmn:TimerEventDefinition', { id: `TimerEventDefinition_${randomId(8)}` })
    timer[TIMER_PROPERTY[timerType]] = api.create('bpmn:FormalExpression', { body: v.eventTimeDefinitions }, timer)
    props.eventDefinitions = [timer]
  }
  const listener = api.create(api.t(kind), props)
  for (const child of [props.script, ...(props.fields as BO[]), ...((props.eventDefinitions as BO[]) ?? [])])
    if (child) (child as BO).$parent = listener
  return listener
}
