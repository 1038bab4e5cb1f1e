import { randomId, type BO, type PanelApi } from '../shared/moddle'
import type { MessageKey } from '../../../../i18n'

/** An option whose label is a message of the bpmn namespace (shown with `optionsIn`). */
export interface Option<V extends string = string> {
  value: V
  label: MessageKey<'bpmn'>
}
/** The options with their labels in the current language. */
export const optionsIn = <V extends string>(t: (key: MessageKey<'bpmn'>) => string, list: Option<V>[]) =>
  list.map((o) => ({ value: o.value, label: t(o.label) }))

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
export const EXECUTION_EVENTS: Option[] = [
  { value: 'start', label: 'eventStart' },
  { value: 'end', label: 'eventEnd' },
]
export const TASK_EVENTS: Option[] = [
  { value: 'create', label: 'eventCreate' },
  { value: 'assignment', label: 'eventAssignment' },
  { value: 'complete', label: 'eventComplete' },
  { value: 'delete', label: 'eventDelete' },
  { value: 'update', label: 'eventUpdate' },
  { value: 'timeout', label: 'eventTimeout' },
]
export const LISTENER_TYPES: Option<ListenerType>[] = [
  { value: 'classListener', label: 'javaClass' },
  { value: 'expressionListener', label: 'expression' },
  { value: 'delegateExpressionListener', label: 'delegateExpression' },
  { value: 'scriptListener', label: 'script' },
]
export const TIMER_TYPES: Option<TimerType>[] = [
  { value: 'date', label: 'timerDate' },
  { value: 'duration', label: 'timerDuration' },
  { value: 'cycle', label: 'timerCycle' },
  { value: 'null', label: 'none' },
]
const TIMER_PROPERTY: Record<Exclude<TimerType, 'null'>, string> = {
  date: 'timeDate',
  duration: 'timeDuration',
  cycle: 'timeCycle',
}

/** The message key of a listener type's name. */
export const listenerTypeLabel = (type: ListenerType) => LISTENER_TYPES.find((x) => x.value === type)!.label
/** The message key of an event's name; an event we don't know is shown as written. */
export const eventLabel = (e: string) => [...EXECUTION_EVENTS, ...TASK_EVENTS].find((x) => x.value === e)?.label

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
