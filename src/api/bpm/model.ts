import { http } from '../http/client'
import type { PageResult } from '../types'
import type { BpmModel, ModelQuery, TaskAssignRule } from './types'

/** GET /bpm/model/page */
export const getModelPage = (params: ModelQuery) => http.get<PageResult<BpmModel>>('/bpm/model/page', { params })
/** GET /bpm/model/get */
export const getModel = (id: string) => http.get<BpmModel>('/bpm/model/get', { params: { id } })
/** POST /bpm/model/create */
export const createModel = (data: Partial<BpmModel>) => http.post<string>('/bpm/model/create', data)
/** PUT /bpm/model/update */
export const updateModel = (data: Partial<BpmModel>) => http.put<boolean>('/bpm/model/update', data)
/** POST /bpm/model/deploy */
export const deployModel = (id: string) => http.post<boolean>('/bpm/model/deploy', undefined, { params: { id } })
/** PUT /bpm/model/update-state (1 active, 2 suspended) */
export const updateModelState = (id: string, state: number) =>
  http.put<boolean>('/bpm/model/update-state', { id, state })
/** DELETE /bpm/model/delete */
export const deleteModel = (id: string) => http.delete<boolean>('/bpm/model/delete', { params: { id } })
/** GET /bpm/task-assign-rule/list */
export const getTaskAssignRules = (params: { modelId?: string; processDefinitionId?: string }) =>
  http.get<TaskAssignRule[]>('/bpm/task-assign-rule/list', { params })
