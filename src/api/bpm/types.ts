/**
 * BPM entities as yudao's bpm module returns them, as schemas (issue 22): each type is its schema's output. Ids of
 * Flowable objects are texts (`leave:1:4`); what we send stays a plain type.
 */
import { entity, id, listOf, num, optNum, optText, strId, text, texts, time, v, type Out } from '../http/schema'
import type { PageParam } from '../types'

export const BpmUser = entity({
  id,
  nickname: text,
  deptId: optNum,
  deptName: text,
})
export type BpmUser = Out<typeof BpmUser>

export const ProcessDefinitionInfo = entity({
  id: strId,
  version: num,
  /** 1 active, 2 suspended (Flowable SuspensionState) */
  suspensionState: num,
  deploymentTime: time,
})
export type ProcessDefinitionInfo = Out<typeof ProcessDefinitionInfo>

/** bpm_model_form_type: a process form (its fields live in the model) or a business form (pages of its own). */
export const PROCESS_FORM = 10
export const BUSINESS_FORM = 20

export const BpmModel = entity({
  id: strId,
  key: text,
  name: text,
  description: text,
  category: text,
  /** bpm_model_form_type: 10 process form, 20 business form */
  formType: optNum,
  formId: optNum,
  formName: text,
  formCustomCreatePath: text,
  formCustomViewPath: text,
  /** '' = not designed yet: the designer starts a new diagram. */
  bpmnXml: text,
  createTime: time,
  /** The deployed definition, none before the first deployment. */
  processDefinition: v.nullish(ProcessDefinitionInfo),
})
export type BpmModel = Out<typeof BpmModel>
export type ModelQuery = Partial<PageParam & { key: string; name: string; category: string }>

export const BpmForm = entity({
  id,
  name: text,
  /** common_status: 0 enabled, 1 disabled */
  status: num,
  /** One form-create rule per entry, as JSON text (read by the form engine's parseRules, features/bpm/form). */
  fields: texts,
  conf: text,
  remark: text,
  createTime: time,
})
export type BpmForm = Out<typeof BpmForm>
export type FormQuery = Partial<PageParam & { name: string }>

/** list-all-simple: the forms a model can use. */
export const BpmFormSimple = entity({ id, name: text })
export type BpmFormSimple = Out<typeof BpmFormSimple>

export const ProcessDefinition = entity({
  id: strId,
  modelId: optText,
  key: text,
  name: text,
  category: text,
  description: text,
  version: num,
  formType: optNum,
  formId: optNum,
  formName: text,
  formConf: text,
  formFields: texts,
  formCustomCreatePath: text,
  formCustomViewPath: text,
  suspensionState: num,
  deploymentTime: time,
})
export type ProcessDefinition = Out<typeof ProcessDefinition>
export type DefinitionQuery = Partial<PageParam & { key: string; suspensionState: number }>

export const ProcessInstance = entity({
  id: strId,
  name: text,
  /** Its diagram is loaded by this id. */
  processDefinitionId: strId,
  category: text,
  /** bpm_process_instance_status: 1 running, 2 finished */
  status: num,
  /** bpm_process_instance_result */
  result: num,
  startUser: v.nullish(BpmUser),
  formVariables: v.nullish(v.record(v.string(), v.unknown())),
  businessKey: text,
  createTime: time,
  endTime: time,
  processDefinition: v.nullish(ProcessDefinition),
  tasks: listOf(entity({ id: strId, name: text })),
})
export type ProcessInstance = Out<typeof ProcessInstance>
export type InstanceQuery = Partial<
  PageParam & { name: string; processDefinitionId: string; category: string; status: number; result: number }
>

/**
 * What happened to a task besides its result (the demo API's; a yudao server sends none): 转办 user → toUser, 委派
 * owner → delegate, the delegate's 通过 handing it back, 退回 to a node.
 */
export const TaskLogEntry = entity({
  type: v.fallback(v.picklist(['transfer', 'delegate', 'resolve', 'return', 'other']), 'other'),
  time,
  user: v.nullish(BpmUser),
  toUser: v.nullish(BpmUser),
  targetName: text,
  reason: text,
})
export type TaskLogEntry = Out<typeof TaskLogEntry>

export const BpmTask = entity({
  id: strId,
  name: text,
  definitionKey: text,
  /** 办理 / 详情 open this instance. */
  processInstanceId: strId,
  processInstance: v.nullish(
    entity({ id: strId, name: text, startUser: v.nullish(BpmUser), processDefinitionId: optText }),
  ),
  assigneeUser: v.nullish(BpmUser),
  /** Whom a delegated task goes back to. */
  ownerUser: v.nullish(BpmUser),
  result: num,
  reason: text,
  createTime: time,
  endTime: time,
  durationInMillis: optNum,
  log: listOf(TaskLogEntry),
})
export type BpmTask = Out<typeof BpmTask>

/** 退回's choices: a user-task node passed before. */
export const ReturnTarget = entity({ definitionKey: v.string(), name: text })
export type ReturnTarget = Out<typeof ReturnTarget>
export type TaskQuery = Partial<PageParam & { name: string; createTime: [string, string] }>

export const BpmActivity = entity({
  /** The BPMN element id the activity ran. */
  key: text,
  type: text,
  startTime: time,
  endTime: time,
  taskId: optText,
})
export type BpmActivity = Out<typeof BpmActivity>

export const TaskAssignRule = entity({
  id: optNum,
  modelId: optText,
  processDefinitionId: optText,
  taskDefinitionKey: text,
  taskDefinitionName: text,
  /** bpm_task_assign_rule_type */
  type: optNum,
  options: listOf(num),
})
export type TaskAssignRule = Out<typeof TaskAssignRule>

export const OaLeave = entity({
  id,
  userId: optNum,
  /** bpm_oa_leave_type */
  type: num,
  reason: text,
  startTime: time,
  endTime: time,
  day: optNum,
  result: num,
  processInstanceId: optText,
  createTime: time,
})
export type OaLeave = Out<typeof OaLeave>
export type LeaveQuery = Partial<PageParam & { type: number; result: number; reason: string }>
