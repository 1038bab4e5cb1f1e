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
  DELEGATED,
  RUNNING,
  STATUS_RUNNING,
  type DefinitionRow,
  type FormRow,
  type InstanceRow,
  type LeaveRow,
  type ModelRow,
  type TaskRow,
} from '../bpm/engine'
import { activities, definitions, engine, forms, instances, leaves, models, rules, tasks } from '../bpm/tables'

const DEPTS: Record<number, string> = { 100: '总部', 103: '研发部', 104: '市场部', 105: '财务部', 200: '企业用户' }

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
  formNotExists: () => fail(1009010000, '动态表单不存在'),
  leaveNotExists: () => fail(1009001001, '请假申请不存在'),
  leaveNoModel: () => fail(1009001002, '请假流程未部署，请先在流程模型中部署 oa_leave'),
}

// ---- views (what the API returns) ----

const userRef = (id: number) => {
  const u = users.get(id)
  return u
    ? { id: u.id, nickname: u.nickname, deptId: u.deptId, deptName: DEPTS[u.deptId] ?? '' }
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
    result: t.result,
    reason: t.reason,
    createTime: t.createTime,
    endTime: t.endTime,
    durationInMillis: t.endTime ? t.endTime - t.createTime : undefined,
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

function startInstance(definitionId: number, userId: number, variables: Record<string, unknown>, businessKey?: string) {
  const def = definitions.get(definitionId)
  if (!def) return E.definitionNotExists()
  if (def.suspensionState !== ACTIVE) return E.definitionSuspended()
  return engine.start(definitionId, userId, variables, businessKey)
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
      const modelId = q.get('modelId')
        ? num(q.get('modelId'))
        : definitions.get(num(q.get('processDefinitionId')))?.modelId
      const xml = q.get('modelId')
        ? models.get(num(modelId))?.bpmnXml
        : definitions.get(num(q.get('processDefinitionId')))?.bpmnXml
      if (!xml) return ok([])
      return ok(
        engine.assignments(modelId, xml).map(({ node, rule }) => ({
          id: rule?.id,
          modelId: String(modelId),
          taskDefinitionKey: node.id,
          taskDefinitionName: node.name,
          type: rule?.type,
          options: rule?.options ?? [],
        })),
      )
    }, 'bpm:task-assign-rule:query'),
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
    }),
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
      const list = tasks
        .list()
        .filter(
          (t) =>
            t.assigneeUserId === user.id &&
            (t.result === RUNNING || t.result === DELEGATED) &&
            like(t.name, q.get('name')),
        )
      return ok(page(byNewest(list).map(taskView), q.paging()))
    }),
  ),
  http.get(
    api('/bpm/task/done-page'),
    withUser(({ request, user }) => {
      const q = query(request)
      const list = tasks.list().filter((t) => t.assigneeUserId === user.id && t.endTime && like(t.name, q.get('name')))
      return ok(page(byNewest(list).map(taskView), q.paging()))
    }),
  ),
  ...(['approve', 'reject'] as const).map((action) =>
    http.put(
      api(`/bpm/task/${action}`),
      withUser(async ({ request, user }) => {
        const b = await body<{ id: string; reason: string }>(request)
        const missing = missingField(b, { id: '任务编号', reason: '审批意见' })
        if (missing) return missing
        const t = tasks.get(num(b.id))
        if (!t) return E.taskNotExists()
        if (t.assigneeUserId !== user.id) return E.taskNotMine()
        if (t.result !== RUNNING && t.result !== DELEGATED) return E.taskDone()
        engine[action](t.id, b.reason!)
        return ok(true)
      }),
    ),
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
