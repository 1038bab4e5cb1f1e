import { http, type CallOptions } from '../http/client'
import { ignored, listOf, page, strId, v } from '../http/schema'
import { BpmActivity, BpmTask, ProcessInstance, ReturnTarget, type InstanceQuery, type TaskQuery } from './types'

/** POST /bpm/process-instance/create — the new instance's id, whose detail opens next. */
export const createProcessInstance = (data: { processDefinitionId: string; variables: Record<string, unknown> }) =>
  http.post('/bpm/process-instance/create', strId, data)
/** GET /bpm/process-instance/get — null for an unknown id (流程实例不存在). */
export const getProcessInstance = (instanceId: string, call?: CallOptions) =>
  http.get('/bpm/process-instance/get', v.nullish(ProcessInstance, null), { params: { id: instanceId }, ...call })
/** GET /bpm/process-instance/my-page */
export const getMyProcessInstancePage = (params: InstanceQuery, call?: CallOptions) =>
  http.get('/bpm/process-instance/my-page', page(ProcessInstance), { params, ...call })
/** DELETE /bpm/process-instance/cancel */
export const cancelProcessInstance = (instanceId: string, reason: string) =>
  http.delete('/bpm/process-instance/cancel', ignored, { data: { id: instanceId, reason } })
/** GET /bpm/activity/list */
export const getActivityList = (processInstanceId: string, call?: CallOptions) =>
  http.get('/bpm/activity/list', listOf(BpmActivity), { params: { processInstanceId }, ...call })

/** GET /bpm/task/list-by-process-instance-id */
export const getTasksByInstance = (processInstanceId: string, call?: CallOptions) =>
  http.get('/bpm/task/list-by-process-instance-id', listOf(BpmTask), { params: { processInstanceId }, ...call })
/** GET /bpm/task/todo-page */
export const getTodoTaskPage = (params: TaskQuery, call?: CallOptions) => http.get('/bpm/task/todo-page', page(BpmTask), { params, ...call })
/** GET /bpm/task/done-page */
export const getDoneTaskPage = (params: TaskQuery, call?: CallOptions) => http.get('/bpm/task/done-page', page(BpmTask), { params, ...call })
/**
 * PUT /bpm/task/approve — `variables`: the form fields the task's node let the approver write, typed as the start page
 * sends them; the server merges them into the instance's variables.
 */
export const approveTask = (taskId: string, reason: string, variables?: Record<string, unknown>) =>
  http.put('/bpm/task/approve', ignored, { id: taskId, reason, ...(variables && { variables }) })
/** PUT /bpm/task/reject */
export const rejectTask = (taskId: string, reason: string) =>
  http.put('/bpm/task/reject', ignored, { id: taskId, reason })
/** PUT /bpm/task/update-assignee — 转办: the task goes to another approver. */
export const transferTask = (taskId: string, assigneeUserId: number) =>
  http.put('/bpm/task/update-assignee', ignored, { id: taskId, assigneeUserId })
/** PUT /bpm/task/delegate — 委派: the delegate acts, then the task comes back. */
export const delegateTask = (taskId: string, delegateUserId: number, reason: string) =>
  http.put('/bpm/task/delegate', ignored, { id: taskId, delegateUserId, reason })
/** GET /bpm/task/return-list — the user-task nodes this task can be returned to. */
export const getReturnTargets = (taskId: string) =>
  http.get('/bpm/task/return-list', listOf(ReturnTarget), { params: { taskId } })
/** PUT /bpm/task/return — 退回 to a node passed before. */
export const returnTask = (taskId: string, targetDefinitionKey: string, reason: string) =>
  http.put('/bpm/task/return', ignored, { id: taskId, targetDefinitionKey, reason })
