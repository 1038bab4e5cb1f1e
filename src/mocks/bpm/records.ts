/**
 * The bpm engine's tables and what their rows say: models, forms, definitions, instances, tasks (with their 转办 / 委派 /
 * 退回 log), activities, assignment rules and OA leaves; yudao's result and status codes; the engine's refusals.
 */
import type { Row, Table } from '../db'

export interface ModelRow extends Row {
  key: string
  name: string
  description: string
  category: string
  formType: number
  formId?: number
  formCustomCreatePath?: string
  formCustomViewPath?: string
  bpmnXml: string
  createTime: number
}
export interface FormRow extends Row {
  name: string
  status: number
  fields: string[]
  conf: string
  remark: string
  createTime: number
}
export interface DefinitionRow extends Row {
  modelId: number
  key: string
  name: string
  category: string
  description: string
  version: number
  formType: number
  formId?: number
  formCustomCreatePath?: string
  formCustomViewPath?: string
  bpmnXml: string
  suspensionState: number
  deploymentTime: number
}
export interface InstanceRow extends Row {
  definitionId: number
  name: string
  status: number
  result: number
  startUserId: number
  formVariables: Record<string, unknown>
  businessKey?: string
  createTime: number
  endTime?: number
  /** arrivals at parallel joins */
  joins: Record<string, number>
}
export interface TaskRow extends Row {
  instanceId: number
  key: string
  name: string
  assigneeUserId: number
  /** Flowable's owner: set while the task is delegated (result DELEGATED), the user it goes back to. */
  ownerUserId?: number
  result: number
  reason?: string
  createTime: number
  endTime?: number
  /** What happened to the task besides its result, for the 审批记录 (yudao keeps these as Flowable comments). */
  log?: TaskLog[]
}
/** transfer: user → toUser; delegate: owner user → delegate toUser; resolve: delegate user → back to owner toUser;
 * return: user sent the instance back to targetKey. */
export interface TaskLog {
  type: 'transfer' | 'delegate' | 'resolve' | 'return'
  time: number
  userId: number
  toUserId?: number
  targetKey?: string
  reason?: string
}
export interface ActivityRow extends Row {
  instanceId: number
  key: string
  type: string
  taskId?: number
  startTime: number
  endTime?: number
}
export interface RuleRow extends Row {
  modelId: number
  /** Absent for a model's own rule (editable); a deployed definition's copy names its definition (read-only). */
  processDefinitionId?: number
  taskDefinitionKey: string
  /** bpm_task_assign_rule_type (RULE_*) */
  type: number
  /** role, department, post, user, user group ids or script ids (bpm_task_assign_script), by type */
  options: number[]
}

export interface LeaveRow extends Row {
  userId: number
  type: number
  reason: string
  startTime: number
  endTime: number
  day: number
  instanceId: number
  createTime: number
}

// bpm_process_instance_result: an instance's and a task's result
export const RUNNING = 1 // 处理中
export const APPROVED = 2 // 通过
export const REJECTED = 3 // 不通过
export const CANCELLED = 4 // 已取消
export const RETURNED = 5 // 退回
export const DELEGATED = 6 // 委派
// bpm_process_instance_status
export const STATUS_RUNNING = 1 // 进行中
export const STATUS_DONE = 2 // 已完成
// a definition's suspensionState
export const ACTIVE = 1 // 激活
export const SUSPENDED = 2 // 挂起
/** The administrator's user id: tasks of a definition without rules go to them. */
export const ADMIN = 1

/** The tables the engine works on: the demo db's, or in-memory ones (`memoryStore()`) for the seed and tests. */
export interface Store {
  definitions: Table<DefinitionRow>
  instances: Table<InstanceRow>
  tasks: Table<TaskRow>
  activities: Table<ActivityRow>
  rules: Table<RuleRow>
}

/** Still waiting for someone: in progress, or delegated. */
export const isOpen = (t: TaskRow) => t.result === RUNNING || t.result === DELEGATED

/** A refusal with yudao's error code; the engine's tables are left as they were before the call. */
export class EngineError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
/** yudao ErrorCodeConstants (bpm, 1.8) of what the engine itself refuses. */
export const ENGINE_ERRORS = {
  noCandidate: () => new EngineError(1009006003, '操作失败，原因：找不到任务的审批人！'),
  targetNotExists: () => new EngineError(1009005004, '目标节点不存在'),
  returnNotSequential: () =>
    new EngineError(1009005006, '回退任务失败，目标节点是在并行网关上或非同一路线上，不可跳转'),
}
