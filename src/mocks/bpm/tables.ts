/** The bpm tables of the demo db (seeded by seed.ts) and the engine working on them. */
import { table } from '../db'
import { directory } from '../org'
import { makeEngine } from './engine'
import type { ActivityRow, DefinitionRow, FormRow, InstanceRow, LeaveRow, ModelRow, RuleRow, TaskRow } from './records'
import { SEEDED_AT, scenario } from './seed'
import { FORMS } from './seedForms'

export const models = table<ModelRow>(
  'bpm_model',
  () =>
    scenario().models.map((m) => ({
      id: m.id,
      key: m.key,
      name: m.name,
      description: m.description,
      category: m.category,
      formType: m.formType,
      formId: m.formId,
      formCustomCreatePath: m.custom ? '/bpm/oa/leave/create' : undefined,
      formCustomViewPath: m.custom ? '/bpm/oa/leave/detail' : undefined,
      bpmnXml: m.bpmnXml,
      createTime: SEEDED_AT,
    })),
  { version: 2 }, // 2 (issue 43): the 会签审批's 财务负责人审批 names its form fields' permissions
)
export const forms = table<FormRow>('bpm_form', () => FORMS)
// Version 2 (issue 44): rules copied into definitions, tasks with owners and logs, the org's assignees; 3 (issue 43):
// the definitions' diagrams carry field permissions. The scenario's tables change together, so they share one version.
const SCENARIO = { version: 3 }
export const definitions = table<DefinitionRow>(
  'bpm_process_definition',
  () => scenario().s.definitions.list(),
  SCENARIO,
)
export const instances = table<InstanceRow>('bpm_process_instance', () => scenario().s.instances.list(), SCENARIO)
export const tasks = table<TaskRow>('bpm_task', () => scenario().s.tasks.list(), SCENARIO)
export const activities = table<ActivityRow>('bpm_activity', () => scenario().s.activities.list(), SCENARIO)
export const rules = table<RuleRow>('bpm_task_assign_rule', () => scenario().s.rules.list(), SCENARIO)
export const leaves = table<LeaveRow>('bpm_oa_leave', () => scenario().leaves, SCENARIO)

export const engine = makeEngine({ definitions, instances, tasks, activities, rules }, Date.now, directory)
