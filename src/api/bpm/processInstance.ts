import { http } from '../http/client'
import type { PageResult } from '../types'
import type { BpmActivity, BpmTask, InstanceQuery, ProcessInstance, TaskQuery } from './types'

/** POST /bpm/process-instance/create */
export const createProcessInstance = (data: { processDefinitionId: string; variables: Record<string, unknown> }) =>
  http.post<string>('/bpm/process-instance/create', data)
/** GET /bpm/process-instance/get */
export const getProcessInstance = (id: string) =>
  http.get<ProcessInstance>('/bpm/process-instance/get', { params: { id } })
/** GET /bpm/process-instance/my-page */
export const getMyProcessInstancePage = (params: InstanceQuery) =>
  http.get<PageResult<ProcessInstance>>('/bpm/process-instance/my-page', { params })
/** DELETE /bpm/process-instance/cancel */
export const cancelProcessInstance = (id: string, reason: string) =>
  http.delete<boolean>('/bpm/process-instance/cancel', { data: { id, reason } })
/** GET /bpm/activity/list */
export const getActivityList = (processInstanceId: string) =>
  http.get<BpmActivity[]>('/bpm/activity/list', { params: { processInstanceId } })

/** GET /bpm/task/list-by-process-instance-id */
export const getTasksByInstance = (processInstanceId: string) =>
  http.get<BpmTask[]>('/bpm/task/list-by-process-instance-id', { params: { processInstanceId } })
/** GET /bpm/task/todo-page */
export const getTodoTaskPage = (params: TaskQuery) => http.get<PageResult<BpmTask>>('/bpm/task/todo-page', { params })
/** GET /bpm/task/done-page */
export const getDoneTaskPage = (params: TaskQuery) => http.get<PageResult<BpmTask>>('/bpm/task/done-page', { params })
/** PUT /bpm/task/approve */
export const approveTask = (id: string, reason: string) => http.put<boolean>('/bpm/task/approve', { id, reason })
/** PUT /bpm/task/reject */
export const rejectTask = (id: string, reason: string) => http.put<boolean>('/bpm/task/reject', { id, reason })
