/** Task assignment rules (yudao bpm/task-assign-rule): whom each user task of a model goes to; a definition keeps read-only copies. */
import { http } from 'msw'
import { users } from '../../session'
import { api, body, fail, missingField, ok, query, withUser } from '../../util'
import {
  RULE_DEPT_LEADER,
  RULE_DEPT_MEMBER,
  RULE_POST,
  RULE_ROLE,
  RULE_SCRIPT,
  RULE_USER,
  RULE_USER_GROUP,
} from '../../bpm/assignment'
import { definitions, engine, models, rules } from '../../bpm/tables'
import { DEPTS, POSTS, ROLES, USER_GROUPS } from '../../org'
import { DICTS } from '../../seed/dicts'
import { E, num } from './common'

interface RuleBody {
  modelId: string
  taskDefinitionKey: string
  type: number
  options: number[]
}
/** The options each rule type names, and yudao's refusal of an unknown one (validTaskAssignRuleOptions). */
const RULE_OPTIONS: Record<number, { exists: (id: number) => boolean; refusal: () => Response }> = {
  [RULE_ROLE]: { exists: (id) => ROLES.some((r) => r.id === id), refusal: () => fail(1002002000, '角色不存在') },
  [RULE_DEPT_MEMBER]: {
    exists: (id) => DEPTS.some((d) => d.id === id),
    refusal: () => fail(1002004002, '当前部门不存在'),
  },
  [RULE_DEPT_LEADER]: {
    exists: (id) => DEPTS.some((d) => d.id === id),
    refusal: () => fail(1002004002, '当前部门不存在'),
  },
  [RULE_POST]: { exists: (id) => POSTS.some((p) => p.id === id), refusal: () => fail(1002005000, '当前岗位不存在') },
  [RULE_USER]: { exists: (id) => !!users.get(id), refusal: () => fail(1002003003, '用户不存在') },
  [RULE_USER_GROUP]: {
    exists: (id) => USER_GROUPS.some((g) => g.id === id),
    refusal: () => fail(1009011000, '用户组不存在'),
  },
  [RULE_SCRIPT]: {
    exists: (id) => !!DICTS.find(([type]) => type === 'bpm_task_assign_script')?.[2].some(([v]) => v === String(id)),
    refusal: () => fail(1002007001, '当前字典数据不存在'),
  },
}
function checkRule(b: Partial<RuleBody>): Response | undefined {
  const missing = missingField(b, {
    modelId: '流程模型的编号',
    taskDefinitionKey: '流程任务定义的编号',
    type: '规则类型',
  })
  if (missing) return missing
  if (!Array.isArray(b.options) || !b.options.length) return fail(400, '请求参数不正确：规则值数组不能为空')
  const kind = RULE_OPTIONS[num(b.type)]
  if (!kind) return fail(400, `请求参数不正确：未知的规则类型(${String(b.type)})`)
  if (!b.options.every((o) => kind.exists(num(o)))) return kind.refusal()
}

export const handlers = [
  http.get(
    api('/bpm/task-assign-rule/list'),
    withUser(({ request }) => {
      const q = query(request)
      const model = q.get('modelId') ? models.get(num(q.get('modelId'))) : undefined
      const definition = q.get('processDefinitionId') ? definitions.get(num(q.get('processDefinitionId'))) : undefined
      const found = model
        ? engine.assignments(model.bpmnXml, { modelId: model.id })
        : definition
          ? engine.assignments(definition.bpmnXml, { definitionId: definition.id })
          : []
      return ok(
        found.map(({ node, rule }) => ({
          id: rule?.id,
          modelId: String(model?.id ?? definition?.modelId),
          processDefinitionId: definition ? String(definition.id) : undefined,
          taskDefinitionKey: node.id,
          taskDefinitionName: node.name,
          type: rule?.type,
          options: rule?.options ?? [],
        })),
      )
    }, 'bpm:task-assign-rule:query'),
  ),
  http.post(
    api('/bpm/task-assign-rule/create'),
    withUser(async ({ request }) => {
      const b = await body<RuleBody>(request)
      const refused = checkRule(b)
      if (refused) return refused
      const modelId = num(b.modelId)
      if (!models.get(modelId)) return E.modelNotExists()
      const key = String(b.taskDefinitionKey)
      if (
        rules.find((r) => r.modelId === modelId && r.processDefinitionId === undefined && r.taskDefinitionKey === key)
      )
        return E.ruleExists(modelId, key)
      const rule = rules.insert({ modelId, taskDefinitionKey: key, type: num(b.type), options: b.options!.map(num) })
      return ok(rule.id)
    }, 'bpm:task-assign-rule:create'),
  ),
  http.put(
    api('/bpm/task-assign-rule/update'),
    withUser(async ({ request }) => {
      const b = await body<RuleBody & { id: number }>(request)
      const missing = missingField(b, { id: '任务分配规则的编号' })
      if (missing) return missing
      const refused = checkRule(b)
      if (refused) return refused
      const rule = rules.get(num(b.id))
      if (!rule) return E.ruleNotExists()
      if (rule.processDefinitionId !== undefined) return E.ruleNotModel()
      rules.update(rule.id, { type: num(b.type), options: b.options!.map(num) })
      return ok(true)
    }, 'bpm:task-assign-rule:update'),
  ),
]
