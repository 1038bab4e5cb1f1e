/** 任务分配规则 (yudao BpmTaskAssignRuleController) and the BPM user groups a rule can name. */
import { http } from '../http/client'
import { createdId, ignored, listOf } from '../http/schema'
import { SimpleNamed } from '../system/org'
import { TaskAssignRule } from './types'

/** What a rule saves: the model's user task, the rule type (bpm_task_assign_rule_type) and its options. */
export interface TaskAssignRuleSave {
  id?: number
  modelId: string
  taskDefinitionKey: string
  type: number
  options: number[]
}

/** GET /bpm/task-assign-rule/list — a model's user tasks with their rules (or a deployed definition's copies). */
export const getTaskAssignRules = (params: { modelId?: string; processDefinitionId?: string }) =>
  http.get('/bpm/task-assign-rule/list', listOf(TaskAssignRule), { params })
/** POST /bpm/task-assign-rule/create — for a user task without a rule. */
export const createTaskAssignRule = (data: TaskAssignRuleSave) =>
  http.post('/bpm/task-assign-rule/create', createdId, data)
/** PUT /bpm/task-assign-rule/update */
export const updateTaskAssignRule = (data: TaskAssignRuleSave) =>
  http.put('/bpm/task-assign-rule/update', ignored, data)
/** GET /bpm/user-group/list-all-simple */
export const getSimpleUserGroups = () => http.get('/bpm/user-group/list-all-simple', listOf(SimpleNamed))
