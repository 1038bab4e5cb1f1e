/** BPM entities as yudao's bpm module returns them. */
import type { PageParam } from '../types'

export interface BpmUser {
  id: number
  nickname: string
  deptId?: number
  deptName?: string
}

export interface ProcessDefinitionInfo {
  id: string
  version: number
  /** 1 active, 2 suspended (Flowable SuspensionState) */
  suspensionState: number
  deploymentTime?: number
}

export interface BpmModel {
  id: string
  key: string
  name: string
  description?: string
  category?: string
  /** bpm_model_form_type: 10 process form, 20 business form */
  formType?: number
  formId?: number
  formName?: string
  formCustomCreatePath?: string
  formCustomViewPath?: string
  bpmnXml?: string
  createTime?: number
  processDefinition?: ProcessDefinitionInfo | null
}
export type ModelQuery = Partial<PageParam & { key: string; name: string; category: string }>

/** One field of a process form: a form-create rule as yudao stores it (JSON text per field). */
export interface FormFieldRule {
  type: 'input' | 'textarea' | 'number' | 'date' | 'select'
  field: string
  title: string
  validate?: { required: boolean; message?: string }[]
  options?: { label: string; value: string }[]
}

export interface BpmForm {
  id: number
  name: string
  /** common_status: 0 enabled, 1 disabled */
  status: number
  fields: string[]
  conf?: string
  remark?: string
  createTime?: number
}
export type FormQuery = Partial<PageParam & { name: string }>

export interface ProcessDefinition {
  id: string
  modelId?: string
  key: string
  name: string
  category?: string
  description?: string
  version: number
  formType?: number
  formId?: number
  formName?: string
  formConf?: string
  formFields?: string[]
  formCustomCreatePath?: string
  formCustomViewPath?: string
  suspensionState: number
  deploymentTime?: number
}
export type DefinitionQuery = Partial<PageParam & { key: string; suspensionState: number }>

export interface ProcessInstance {
  id: string
  name: string
  processDefinitionId: string
  category?: string
  /** bpm_process_instance_status: 1 running, 2 finished */
  status: number
  /** bpm_process_instance_result */
  result: number
  startUser?: BpmUser
  formVariables?: Record<string, unknown>
  businessKey?: string
  createTime: number
  endTime?: number
  processDefinition?: ProcessDefinition
  tasks?: { id: string; name: string }[]
}
export type InstanceQuery = Partial<
  PageParam & { name: string; processDefinitionId: string; category: string; status: number; result: number }
>

export interface BpmTask {
  id: string
  name: string
  definitionKey: string
  processInstanceId: string
  processInstance?: { id: string; name: string; startUser?: BpmUser; processDefinitionId?: string }
  assigneeUser?: BpmUser
  result: number
  reason?: string
  createTime: number
  endTime?: number
  durationInMillis?: number
}
export type TaskQuery = Partial<PageParam & { name: string; createTime: [string, string] }>

export interface BpmActivity {
  key: string
  type: string
  startTime: number
  endTime?: number
  taskId?: string
}

export interface TaskAssignRule {
  id?: number
  modelId?: string
  processDefinitionId?: string
  taskDefinitionKey: string
  taskDefinitionName: string
  /** bpm_task_assign_rule_type */
  type?: number
  options?: number[]
}

export interface OaLeave {
  id: number
  userId: number
  /** bpm_oa_leave_type */
  type: number
  reason: string
  startTime: number
  endTime: number
  day: number
  result: number
  processInstanceId?: string
  createTime: number
}
export type LeaveQuery = Partial<PageParam & { type: number; result: number; reason: string }>
