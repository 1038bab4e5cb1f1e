/**
 * Workflow (yudao bpm module) over HTTP: models, forms, process definitions, instances, tasks, activities, assignment
 * rules and the OA leave example. The process engine, its tables and seed live in ../bpm (engine.ts walks the BPMN
 * graph); these handlers check the request, call the engine and shape its rows the way the real server answers.
 */
import { http } from 'msw'
import { crud } from '../crud'
import { users } from '../session'
import { api, body, eq, fail, like, missingField, ok, page, query, withUser } from '../util'
import {
  ACTIVE,
  EngineError,
  RULE_DEPT_LEADER,
  RULE_DEPT_MEMBER,
  RULE_POST,
  RULE_ROLE,
  RULE_SCRIPT,
  RULE_USER,
  RULE_USER_GROUP,
  RUNNING,
  STATUS_RUNNING,
  isOpen,
  type DefinitionRow,
  type FormRow,
  type InstanceRow,
  type LeaveRow,
  type ModelRow,
  type TaskRow,
} from '../bpm/engine'
import { activities, definitions, engine, forms, instances, leaves, models, rules, tasks } from '../bpm/tables'
import { DEPTS, POSTS, ROLES, USER_GROUPS, deptName } from '../org'
import { DICTS } from '../seed/dicts'

/** yudao ErrorCodeConstants (bpm module) */
const E = {
  modelNotExists: () => fail(1009002001, '流程模型不存在'),
  modelKeyExists: (key: string) => fail(1009002000, `已经存在流程标识为【${key}】的流程`),
  modelKeyInvalid: (key: string) =>
    fail(
      1009002002,
      `流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点！当前为【${key}】`,
    ),
  modelNoXml: () => fail(1009002003, '部署流程失败，原因：流程表单未配置，请点击【修改流程】按钮进行配置'),
  definitionNotExists: () => fail(1009003000, '流程定义不存在'),
  definitionSuspended: () => fail(1009003002, '流程定义处于挂起状态'),
  instanceNotExists: () => fail(1009004000, '流程实例不存在'),
  instanceNotRunning: () => fail(1009004001, '流程取消失败，流程不处于运行中'),
  instanceNotMine: () => fail(1009004002, '流程取消失败，该流程不是你发起的'),
  taskNotExists: () => fail(1009005000, '流程任务不存在'),
  taskNotMine: () => fail(1009005001, '操作失败，原因：该任务的审批人不是你'),
  taskDone: () => fail(1009005002, '操作失败，原因：该任务已处理'),
  transferSameUser: () => fail(1009005013, '任务转办失败，转办人和当前审批人为同一人'),
  transferNoUser: () => fail(1009005014, '任务转办失败，转办人不存在'),
  delegateSameUser: () => fail(1009005007, '任务委派失败，委派人和当前审批人为同一人'),
  delegateNoUser: () => fail(1009005008, '任务委派失败，被委派人不存在'),
  ruleExists: (modelId: number, key: string) => fail(1009006000, `流程(${modelId}) 的任务(${key}) 已经存在分配规则`),
  ruleNotExists: () => fail(1009006001, '流程任务分配规则不存在'),
  ruleNotModel: () => fail(1009006002, '只有流程模型的任务分配规则，才允许被修改'),
  deployNoRule: (task: string) =>
    fail(1009002004, `部署流程失败，原因：用户任务(${task})未配置分配规则，请点击【修改流程】按钮进行配置`),
  formNotExists: () => fail(1009010000, '动态表单不存在'),
  leaveNotExists: () => fail(1009001001, '请假申请不存在'),
  leaveNoModel: () => fail(1009001002, '请假流程未部署，请先在流程模型中部署 oa_leave'),
}

// ---- views (what the API returns) ----

const userRef = (id: number) => {
  const u = users.get(id)
  return u
    ? { id: u.id, nickname: u.nickname, deptId: u.deptId, deptName: deptName(u.deptId) }
    : { id, nickname: `用户${id}` }
}

const definitionView = (d: DefinitionRow) => {
  const form = d.formId ? forms.get(d.formId) : undefined
  const { bpmnXml: _xml, ...rest } = d
  return {
    ...rest,
    id: String(d.id),
    modelId: String(d.modelId),
    formName: form?.name,
    formConf: form?.conf,
    formFields: form?.fields,
  }
}
const modelView = (m: ModelRow, withXml = false) => {
  const def = engine.latestDefinition(m.id)
  const { bpmnXml, ...rest } = m
  return {
    ...rest,
    ...(withXml ? { bpmnXml } : {}),
    id: String(m.id),
    formName: m.formId ? forms.get(m.formId)?.name : undefined,
    processDefinition: def
      ? {
          id: String(def.id),
          version: def.version,
          suspensionState: def.suspensionState,
          deploymentTime: def.deploymentTime,
        }
      : null,
  }
}
const instanceView = (i: InstanceRow) => {
  const def = definitions.get(i.definitionId)
  const open = tasks.list().filter((t) => t.instanceId === i.id && t.result === RUNNING)
  const { definitionId: _d, joins: _j, ...rest } = i
  return {
    ...rest,
    id: String(i.id),
    processDefinitionId: String(i.definitionId),
    category: def?.category,
    startUser: userRef(i.startUserId),
    processDefinition: def ? definitionView(def) : undefined,
    tasks: open.map((t) => ({ id: String(t.id), name: t.name })),
  }
}
const taskView = (t: TaskRow) => {
  const i = instances.get(t.instanceId)
  return {
    id: String(t.id),
    name: t.name,
    definitionKey: t.key,
    processInstanceId: String(t.instanceId),
    processInstance: i
      ? {
          id: String(i.id),
          name: i.name,
          startUser: userRef(i.startUserId),
          processDefinitionId: String(i.definitionId),
        }
      : undefined,
    assigneeUser: userRef(t.assigneeUserId),
    ownerUser: t.ownerUserId === undefined ? undefined : userRef(t.ownerUserId),
    result: t.result,
    reason: t.reason,
    createTime: t.createTime,
    endTime: t.endTime,
    durationInMillis: t.endTime ? t.endTime - t.createTime : undefined,
    // The demo's own addition (yudao keeps these as Flowable comments): 转办, 委派 and 退回 in the 审批记录.
    log: (t.log ?? []).map(({ type, time, userId, toUserId, targetKey, reason }) => ({
      type,
      time,
      user: userRef(userId),
      toUser: toUserId === undefined ? undefined : userRef(toUserId),
      targetDefinitionKey: targetKey,
      targetName: targetKey && i ? engine.nodeName(i.definitionId, targetKey) : undefined,
      reason,
    })),
  }
}
/** A leave's result is its process instance's. */
const leaveView = (l: LeaveRow) => {
  const i = instances.get(l.instanceId)
  const { instanceId, ...rest } = l
  return { ...rest, processInstanceId: String(instanceId), result: i?.result ?? RUNNING }
}

const DAY = 86_400_000
const XML_NAME = /^[A-Za-z_][\w\-.]*$/
const byNewest = <T extends { createTime: number }>(list: T[]) => [...list].sort((a, b) => b.createTime - a.createTime)
const num = (v: unknown) => Number(v)
const FORM_FIELDS = { name: '表单名', status: '表单状态' }
const formFields = (b: Partial<FormRow>) => ({
  status: num(b.status),
  fields: b.fields ?? [],
  conf: b.conf ?? '{}',
  remark: b.remark ?? '',
})

/** yudao validateTask: the task exists, is still open, and is this user's. */
function myOpenTask(id: unknown, userId: number): TaskRow | Response {
  const t = tasks.get(num(id))
  if (!t) return E.taskNotExists()
  if (t.assigneeUserId !== userId) return E.taskNotMine()
  if (!isOpen(t)) return E.taskDone()
  return t
}

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

/** The engine's refusals (no candidate, bad return target) as yudao's envelope; its tables are already rolled back. */
function engineCall<T>(change: () => T): T | Response {
  try {
    return change()
  } catch (error) {
    if (error instanceof EngineError) return fail(error.code, error.message)
    throw error
  }
}

function startInstance(definitionId: number, userId: number, variables: Record<string, unknown>, businessKey?: string) {
  const def = definitions.get(definitionId)
  if (!def) return E.definitionNotExists()
  if (def.suspensionState !== ACTIVE) return E.definitionSuspended()
  return engineCall(() => engine.start(definitionId, userId, variables, businessKey))
}

export const handlers = [
  // ---- models ----
  ...crud<ModelRow>({
    table: models,
    path: '/bpm/model',
    permission: 'bpm:model',
    filter: (q) =>
      byNewest(
        models
          .list()
          .filter((m) => like(m.key, q.get('key')) && like(m.name, q.get('name')) && eq(m.category, q.get('category'))),
      ),
    view: (m) => modelView(m),
    notFound: E.modelNotExists,
    get: { missing: true, view: (m) => modelView(m, true) },
    create: (b) => {
      const missing = missingField(b, { key: '流程标识', name: '流程名称' })
      if (missing) return missing
      if (!XML_NAME.test(b.key!)) return E.modelKeyInvalid(b.key!)
      if (models.find((m) => m.key === b.key)) return E.modelKeyExists(b.key!)
      return {
        key: b.key!,
        name: b.name!,
        description: b.description ?? '',
        category: b.category ?? '1',
        formType: num(b.formType ?? 10),
        formId: b.formId ? num(b.formId) : undefined,
        formCustomCreatePath: b.formCustomCreatePath,
        formCustomViewPath: b.formCustomViewPath,
        bpmnXml: b.bpmnXml ?? '',
        createTime: Date.now(),
      }
    },
    created: (m) => String(m.id),
    update: (b) => {
      const patch: Partial<ModelRow> = {}
      for (const k of [
        'name',
        'description',
        'category',
        'formCustomCreatePath',
        'formCustomViewPath',
        'bpmnXml',
      ] as const)
        if (b[k] !== undefined) patch[k] = b[k] as string
      if (b.formType !== undefined) patch.formType = num(b.formType)
      if (b.formId !== undefined)
        patch.formId = b.formId === null || (b.formId as unknown) === '' ? undefined : num(b.formId)
      return patch
    },
    remove: { after: (m) => void rules.removeWhere((r) => r.modelId === m.id) },
  }),
  http.post(
    api('/bpm/model/deploy'),
    withUser(({ request }) => {
      const m = models.get(num(query(request).get('id')))
      if (!m) return E.modelNotExists()
      if (!m.bpmnXml.includes('process')) return E.modelNoXml()
      // yudao checkTaskAssignRuleAllConfig: every user task needs a rule before it can be deployed
      const unassigned = engine.assignments(m.bpmnXml, { modelId: m.id }).find(({ rule }) => !rule?.options.length)
      if (unassigned) return E.deployNoRule(unassigned.node.name || unassigned.node.id)
      engine.deploy(m, Date.now()) // the caller's clock, as before the engine had its own
      return ok(true)
    }, 'bpm:model:deploy'),
  ),
  http.put(
    api('/bpm/model/update-state'),
    withUser(async ({ request }) => {
      const b = await body<{ id: string; state: number }>(request)
      const m = models.get(num(b.id))
      if (!m) return E.modelNotExists()
      const def = engine.latestDefinition(m.id)
      if (!def) return E.definitionNotExists()
      engine.setState(def.id, num(b.state))
      return ok(true)
    }, 'bpm:model:update'),
  ),
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

  // ---- forms ----
  ...crud<FormRow>({
    table: forms,
    path: '/bpm/form',
    permission: 'bpm:form',
    filter: (q) => byNewest(forms.list().filter((f) => like(f.name, q.get('name')))),
    notFound: E.formNotExists,
    get: { missing: true },
    simple: (rows) => rows.filter((f) => f.status === 0).map(({ id, name }) => ({ id, name })),
    create: (b) => missingField(b, FORM_FIELDS) ?? { name: b.name!, ...formFields(b), createTime: Date.now() },
    update: (b) => missingField(b, FORM_FIELDS) ?? { name: b.name, ...formFields(b) },
    remove: {},
  }),

  // ---- process definitions ----
  http.get(
    api('/bpm/process-definition/page'),
    withUser(({ request }) => {
      const q = query(request)
      const list = definitions
        .list()
        .filter((d) => eq(d.key, q.get('key')) && eq(d.suspensionState, q.get('suspensionState')))
      return ok(page(list.sort((x, y) => y.deploymentTime - x.deploymentTime).map(definitionView), q.paging()))
    }, 'bpm:process-definition:query'),
  ),
  http.get(
    api('/bpm/process-definition/list'),
    withUser(({ request }) => {
      const q = query(request)
      return ok(
        definitions
          .list()
          .filter((d) => eq(d.suspensionState, q.get('suspensionState')) && eq(d.key, q.get('key')))
          .map(definitionView),
      )
    }),
  ),
  http.get(
    api('/bpm/process-definition/get-bpmn-xml'),
    withUser(({ request }) => {
      const d = definitions.get(num(query(request).get('id')))
      return d ? ok(d.bpmnXml) : E.definitionNotExists()
    }),
  ),

  // ---- process instances, activities ----
  http.post(
    api('/bpm/process-instance/create'),
    withUser(async ({ request, user }) => {
      const b = await body<{ processDefinitionId: string; variables: Record<string, unknown> }>(request)
      const started = startInstance(num(b.processDefinitionId), user.id, b.variables ?? {})
      return started instanceof Response ? started : ok(String(started.id))
    }),
  ),
  http.get(
    api('/bpm/process-instance/get'),
    withUser(({ request }) => {
      const i = instances.get(num(query(request).get('id')))
      return i ? ok(instanceView(i)) : E.instanceNotExists()
    }),
  ),
  http.get(
    api('/bpm/process-instance/my-page'),
    withUser(({ request, user }) => {
      const q = query(request)
      const list = instances
        .list()
        .filter(
          (i) =>
            i.startUserId === user.id &&
            like(i.name, q.get('name')) &&
            eq(i.status, q.get('status')) &&
            eq(i.result, q.get('result')),
        )
      return ok(page(byNewest(list).map(instanceView), q.paging()))
    }),
  ),
  http.delete(
    api('/bpm/process-instance/cancel'),
    withUser(async ({ request, user }) => {
      const b = await body<{ id: string; reason: string }>(request)
      const missing = missingField(b, { id: '流程实例的编号', reason: '取消原因' })
      if (missing) return missing
      const i = instances.get(num(b.id))
      if (!i) return E.instanceNotExists()
      if (i.status !== STATUS_RUNNING) return E.instanceNotRunning()
      if (i.startUserId !== user.id) return E.instanceNotMine()
      engine.cancel(i.id, `取消原因：${b.reason}`)
      return ok(true)
    }, 'bpm:process-instance:cancel'),
  ),
  http.get(
    api('/bpm/activity/list'),
    withUser(({ request }) => {
      const id = num(query(request).get('processInstanceId'))
      return ok(
        activities
          .list()
          .filter((a) => a.instanceId === id)
          .map(({ key, type, taskId, startTime, endTime }) => ({
            key,
            type,
            taskId: taskId ? String(taskId) : undefined,
            startTime,
            endTime,
          })),
      )
    }),
  ),

  // ---- tasks ----
  http.get(
    api('/bpm/task/list-by-process-instance-id'),
    withUser(({ request }) => {
      const id = num(query(request).get('processInstanceId'))
      return ok(
        tasks
          .list()
          .filter((t) => t.instanceId === id)
          .sort((a, b) => a.createTime - b.createTime)
          .map(taskView),
      )
    }),
  ),
  http.get(
    api('/bpm/task/todo-page'),
    withUser(({ request, user }) => {
      const q = query(request)
      const list = tasks.list().filter((t) => t.assigneeUserId === user.id && isOpen(t) && like(t.name, q.get('name')))
      return ok(page(byNewest(list).map(taskView), q.paging()))
    }, 'bpm:task:query'),
  ),
  http.get(
    api('/bpm/task/done-page'),
    withUser(({ request, user }) => {
      const q = query(request)
      const list = tasks.list().filter((t) => t.assigneeUserId === user.id && t.endTime && like(t.name, q.get('name')))
      return ok(page(byNewest(list).map(taskView), q.paging()))
    }, 'bpm:task:query'),
  ),
  ...(['approve', 'reject'] as const).map((action) =>
    http.put(
      api(`/bpm/task/${action}`),
      withUser(async ({ request, user }) => {
        const b = await body<{ id: string; reason: string; variables?: unknown }>(request)
        const missing = missingField(b, { id: '任务编号', reason: '审批意见' })
        if (missing) return missing
        // 通过's variables (yudao BpmTaskApproveReqVO: a Map): the form fields the approver was let write
        const variables = b.variables ?? {}
        if (typeof variables !== 'object' || Array.isArray(variables))
          return fail(400, '请求参数类型错误：variables 应为对象')
        const t = myOpenTask(b.id, user.id)
        if (t instanceof Response) return t
        const done = engineCall(() =>
          action === 'approve'
            ? engine.approve(t.id, b.reason!, variables as Record<string, unknown>)
            : engine.reject(t.id, b.reason!),
        )
        return done instanceof Response ? done : ok(true)
      }, 'bpm:task:update'),
    ),
  ),
  http.put(
    api('/bpm/task/update-assignee'),
    withUser(async ({ request, user }) => {
      const b = await body<{ id: string; assigneeUserId: number }>(request)
      const missing = missingField(b, { id: '任务编号', assigneeUserId: '新审批人的用户编号' })
      if (missing) return missing
      const t = myOpenTask(b.id, user.id)
      if (t instanceof Response) return t
      const to = num(b.assigneeUserId)
      if (to === t.assigneeUserId) return E.transferSameUser()
      if (!users.get(to)) return E.transferNoUser()
      engine.transfer(t.id, to)
      return ok(true)
    }, 'bpm:task:update'),
  ),
  http.put(
    api('/bpm/task/delegate'),
    withUser(async ({ request, user }) => {
      const b = await body<{ id: string; delegateUserId: number; reason: string }>(request)
      const missing = missingField(b, { id: '任务编号', delegateUserId: '被委派人 ID', reason: '委派理由' })
      if (missing) return missing
      const t = myOpenTask(b.id, user.id)
      if (t instanceof Response) return t
      const to = num(b.delegateUserId)
      if (to === t.assigneeUserId) return E.delegateSameUser()
      if (!users.get(to)) return E.delegateNoUser()
      engine.delegate(t.id, to, b.reason!)
      return ok(true)
    }, 'bpm:task:update'),
  ),
  http.get(
    api('/bpm/task/return-list'),
    withUser(({ request }) => {
      const t = tasks.get(num(query(request).get('taskId')))
      if (!t || !isOpen(t)) return E.taskNotExists()
      return ok(engine.returnTargets(t.id).map((n) => ({ id: n.id, definitionKey: n.id, name: n.name })))
    }, 'bpm:task:update'),
  ),
  http.put(
    api('/bpm/task/return'),
    withUser(async ({ request, user }) => {
      const b = await body<{ id: string; targetDefinitionKey: string; reason: string }>(request)
      const missing = missingField(b, { id: '任务编号', targetDefinitionKey: '回退到的任务 Key', reason: '回退意见' })
      if (missing) return missing
      const t = myOpenTask(b.id, user.id)
      if (t instanceof Response) return t
      const done = engineCall(() => engine.returnTo(t.id, b.targetDefinitionKey!, b.reason!))
      return done instanceof Response ? done : ok(true)
    }, 'bpm:task:update'),
  ),

  // ---- OA leave ----
  http.post(
    api('/bpm/oa/leave/create'),
    withUser(async ({ request, user }) => {
      const b = await body<{ type: number; reason: string; startTime: number; endTime: number }>(request)
      const missing = missingField(b, {
        type: '请假类型',
        reason: '请假原因',
        startTime: '开始时间',
        endTime: '结束时间',
      })
      if (missing) return missing
      if (num(b.endTime) < num(b.startTime)) return fail(400, '请求参数不正确：结束时间不能早于开始时间')
      const def = definitions.list().find((d) => d.key === 'oa_leave' && d.suspensionState === ACTIVE)
      if (!def) return E.leaveNoModel()
      const day = Math.max(1, Math.ceil((num(b.endTime) - num(b.startTime)) / DAY))
      const leave = leaves.insert({
        userId: user.id,
        type: num(b.type),
        reason: b.reason!,
        startTime: num(b.startTime),
        endTime: num(b.endTime),
        day,
        instanceId: 0,
        createTime: Date.now(),
      })
      const started = startInstance(def.id, user.id, { day }, String(leave.id))
      if (started instanceof Response) {
        leaves.remove(leave.id)
        return started
      }
      leaves.update(leave.id, { instanceId: started.id })
      return ok(leave.id)
    }),
  ),
  ...crud<LeaveRow>({
    table: leaves,
    path: '/bpm/oa/leave',
    filter: (q, user) =>
      byNewest(
        leaves.list().filter((row) => {
          const l = leaveView(row)
          return (
            l.userId === user.id &&
            eq(l.type, q.get('type')) &&
            eq(l.result, q.get('result')) &&
            like(l.reason, q.get('reason'))
          )
        }),
      ),
    view: leaveView,
    notFound: E.leaveNotExists,
    get: { missing: true },
  }),
]
