/**
 * Workflow (yudao bpm module): models, forms, process definitions, instances, tasks, activities, assignment rules and
 * the OA leave example. A small engine walks the BPMN graph (start → user tasks → gateways → end) so starting,
 * approving, rejecting and cancelling behave like the real server and the viewer has real progress to highlight.
 */
import { http } from 'msw'
import { table, type NewRow, type Row, type Table } from '../db'
import { users } from '../session'
import { crud } from '../crud'
import { api, body, eq, fail, like, missingField, ok, page, query, withUser } from '../util'
import { buildDiagram, type DiagramSpec } from '../../features/bpmn/diagram/buildDiagram'

// ---- records ----

interface ModelRow extends Row {
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
interface FormRow extends Row {
  name: string
  status: number
  fields: string[]
  conf: string
  remark: string
  createTime: number
}
interface DefinitionRow extends Row {
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
interface InstanceRow extends Row {
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
interface TaskRow extends Row {
  instanceId: number
  key: string
  name: string
  assigneeUserId: number
  result: number
  reason?: string
  createTime: number
  endTime?: number
}
interface ActivityRow extends Row {
  instanceId: number
  key: string
  type: string
  taskId?: number
  startTime: number
  endTime?: number
}
interface RuleRow extends Row {
  modelId: number
  taskDefinitionKey: string
  /** bpm_task_assign_rule_type: 30 = users */
  type: number
  options: number[]
}
interface LeaveRow extends Row {
  userId: number
  type: number
  reason: string
  startTime: number
  endTime: number
  day: number
  instanceId: number
  createTime: number
}

// Result codes (bpm_process_instance_result) and statuses (bpm_process_instance_status).
const RUNNING = 1
const APPROVED = 2
const REJECTED = 3
const CANCELLED = 4
const RETURNED = 5
const DELEGATED = 6
const STATUS_RUNNING = 1
const STATUS_DONE = 2
const ACTIVE = 1
const SUSPENDED = 2
const ADMIN = 1

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

// ---- the BPMN graph the engine walks (a few regular expressions suffice for the diagrams it runs) ----

interface GraphNode {
  id: string
  type: string
  name: string
  default?: string
}
interface GraphFlow {
  id: string
  from: string
  to: string
  condition?: string
}
interface Graph {
  nodes: Map<string, GraphNode>
  flows: GraphFlow[]
}

const attrsOf = (s: string) => Object.fromEntries(Array.from(s.matchAll(/([\w:.-]+)="([^"]*)"/g), (m) => [m[1], m[2]]))
const unescape = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')

export function parseGraph(xml: string): Graph {
  const nodes = new Map<string, GraphNode>()
  const tags =
    /<(?:[\w-]+:)?(startEvent|endEvent|userTask|task|serviceTask|scriptTask|manualTask|exclusiveGateway|parallelGateway|inclusiveGateway)\b([^>]*?)\/?>/g
  for (const m of xml.matchAll(tags)) {
    const a = attrsOf(m[2])
    if (a.id)
      nodes.set(a.id, {
        id: a.id,
        type: `bpmn:${m[1][0].toUpperCase()}${m[1].slice(1)}`,
        name: unescape(a.name ?? ''),
        default: a.default,
      })
  }
  const flows: GraphFlow[] = []
  for (const m of xml.matchAll(/<(?:[\w-]+:)?sequenceFlow\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:[\w-]+:)?sequenceFlow>)/g)) {
    const a = attrsOf(m[1])
    const cond = /<(?:[\w-]+:)?conditionExpression\b[^>]*>([\s\S]*?)<\//.exec(m[2] ?? '')?.[1]
    flows.push({
      id: a.id,
      from: a.sourceRef,
      to: a.targetRef,
      condition: cond ? unescape(cond.replace(/<!\[CDATA\[|\]\]>/g, '')).trim() : undefined,
    })
  }
  return { nodes, flows }
}

/** `${name op value}` conditions over the form variables; anything else is false (the demo has no EL engine). */
export function evaluate(condition: string, vars: Record<string, unknown>): boolean {
  const m = /^\$\{\s*(\w+)\s*(==|!=|>=|<=|>|<)\s*['"]?([^'"}]*?)['"]?\s*\}$/.exec(condition)
  if (!m) return false
  const [, name, op, raw] = m
  const left = vars[name]
  const numeric = raw !== '' && !Number.isNaN(Number(raw)) && left !== '' && !Number.isNaN(Number(left))
  const [l, r] = numeric ? [Number(left), Number(raw)] : [String(left ?? ''), raw]
  switch (op) {
    case '==':
      return l === r
    case '!=':
      return l !== r
    case '>=':
      return l >= r
    case '<=':
      return l <= r
    case '>':
      return l > r
    default:
      return l < r
  }
}

// ---- the engine ----

interface Store {
  definitions: Table<DefinitionRow>
  instances: Table<InstanceRow>
  tasks: Table<TaskRow>
  activities: Table<ActivityRow>
  rules: Table<RuleRow>
}

function makeEngine(s: Store, now: () => number) {
  const graphs = new Map<number, Graph>()
  const graphOf = (definitionId: number) => {
    if (!graphs.has(definitionId)) graphs.set(definitionId, parseGraph(s.definitions.get(definitionId)!.bpmnXml))
    return graphs.get(definitionId)!
  }

  const assigneeFor = (instance: InstanceRow, key: string) => {
    const def = s.definitions.get(instance.definitionId)!
    const rule = s.rules.find((r) => r.modelId === def.modelId && r.taskDefinitionKey === key)
    return rule?.options[0] ?? ADMIN // unassigned tasks go to the administrator, so the demo never gets stuck
  }

  function finish(instance: InstanceRow, result: number) {
    s.instances.update(instance.id, { status: STATUS_DONE, result, endTime: now() })
  }

  function enter(instanceId: number, nodeId: string) {
    const instance = s.instances.get(instanceId)!
    if (instance.status !== STATUS_RUNNING) return
    const graph = graphOf(instance.definitionId)
    const node = graph.nodes.get(nodeId)
    if (!node) return
    const t = now()
    const outgoing = graph.flows.filter((f) => f.from === nodeId)
    switch (node.type) {
      case 'bpmn:UserTask': {
        const task = s.tasks.insert({
          instanceId,
          key: node.id,
          name: node.name,
          assigneeUserId: assigneeFor(instance, node.id),
          result: RUNNING,
          createTime: t,
        })
        s.activities.insert({ instanceId, key: node.id, type: node.type, taskId: task.id, startTime: t })
        return
      }
      case 'bpmn:ParallelGateway': {
        const incoming = graph.flows.filter((f) => f.to === nodeId).length
        const arrived = (instance.joins[nodeId] ?? 0) + 1
        if (arrived < incoming) {
          s.instances.update(instanceId, { joins: { ...instance.joins, [nodeId]: arrived } })
          return
        }
        s.instances.update(instanceId, { joins: { ...instance.joins, [nodeId]: 0 } })
        s.activities.insert({ instanceId, key: node.id, type: node.type, startTime: t, endTime: t })
        outgoing.forEach((f) => enter(instanceId, f.to))
        return
      }
      case 'bpmn:ExclusiveGateway':
      case 'bpmn:InclusiveGateway': {
        s.activities.insert({ instanceId, key: node.id, type: node.type, startTime: t, endTime: t })
        const chosen =
          outgoing.find((f) => f.condition && evaluate(f.condition, instance.formVariables)) ??
          outgoing.find((f) => f.id === node.default) ??
          outgoing.find((f) => !f.condition)
        if (chosen) enter(instanceId, chosen.to)
        return
      }
      case 'bpmn:EndEvent': {
        s.activities.insert({ instanceId, key: node.id, type: node.type, startTime: t, endTime: t })
        const open = s.tasks.list().some((x) => x.instanceId === instanceId && x.result === RUNNING)
        if (!open) finish(s.instances.get(instanceId)!, APPROVED)
        return
      }
      default: {
        // start events and automatic tasks pass straight through
        s.activities.insert({ instanceId, key: node.id, type: node.type, startTime: t, endTime: t })
        outgoing.forEach((f) => enter(instanceId, f.to))
      }
    }
  }

  return {
    start(definitionId: number, userId: number, variables: Record<string, unknown>, businessKey?: string): InstanceRow {
      const def = s.definitions.get(definitionId)!
      const instance = s.instances.insert({
        definitionId,
        name: def.name,
        status: STATUS_RUNNING,
        result: RUNNING,
        startUserId: userId,
        formVariables: variables,
        businessKey,
        createTime: now(),
        joins: {},
      })
      const start = [...graphOf(definitionId).nodes.values()].find((n) => n.type === 'bpmn:StartEvent')
      if (start) enter(instance.id, start.id)
      return s.instances.get(instance.id)!
    },
    approve(taskId: number, reason: string) {
      const task = s.tasks.update(taskId, { result: APPROVED, reason, endTime: now() })!
      const activity = s.activities.find((a) => a.taskId === taskId)
      if (activity) s.activities.update(activity.id, { endTime: task.endTime })
      const instance = s.instances.get(task.instanceId)!
      graphOf(instance.definitionId)
        .flows.filter((f) => f.from === task.key)
        .forEach((f) => enter(instance.id, f.to))
    },
    /** Rejecting a task ends the instance as rejected; its other open tasks are cancelled. */
    reject(taskId: number, reason: string) {
      const task = s.tasks.update(taskId, { result: REJECTED, reason, endTime: now() })!
      const activity = s.activities.find((a) => a.taskId === taskId)
      if (activity) s.activities.update(activity.id, { endTime: task.endTime })
      closeOpenTasks(task.instanceId, CANCELLED, '流程已被驳回')
      finish(s.instances.get(task.instanceId)!, REJECTED)
    },
    cancel(instanceId: number, reason: string) {
      closeOpenTasks(instanceId, CANCELLED, reason)
      finish(s.instances.get(instanceId)!, CANCELLED)
    },
  }

  function closeOpenTasks(instanceId: number, result: number, reason: string) {
    for (const open of s.tasks.list().filter((x) => x.instanceId === instanceId && x.result === RUNNING)) {
      const t = now()
      s.tasks.update(open.id, { result, reason, endTime: t })
      const activity = s.activities.find((a) => a.taskId === open.id)
      if (activity) s.activities.update(activity.id, { endTime: t })
    }
  }
}

// ---- seed: three deployed models, a draft, two forms, instances in every state ----

const SEEDED_AT = new Date('2024-03-01T09:00:00+08:00').getTime()
const HOUR = 3_600_000

const MODELS: (DiagramSpec & {
  description: string
  category: string
  formType: number
  formId?: number
  custom?: boolean
  deployed: boolean
})[] = [
  {
    id: 'oa_leave',
    name: '请假审批',
    description: 'OA 请假：部门领导审批，超过 3 天再经人事审批',
    category: '2',
    formType: 20,
    custom: true,
    deployed: true,
    nodes: [
      { id: 'start', type: 'startEvent', name: '发起请假', x: 80, y: 160 },
      { id: 'deptLeader', type: 'userTask', name: '部门领导审批', x: 220, y: 160 },
      { id: 'dayGateway', type: 'exclusiveGateway', name: '请假天数', x: 370, y: 160, attrs: 'default="flow_short"' },
      { id: 'hrApprove', type: 'userTask', name: '人事审批', x: 520, y: 80 },
      { id: 'end', type: 'endEvent', name: '结束', x: 680, y: 160 },
    ],
    flows: [
      { id: 'flow_start', from: 'start', to: 'deptLeader' },
      { id: 'flow_leader', from: 'deptLeader', to: 'dayGateway' },
      { id: 'flow_long', from: 'dayGateway', to: 'hrApprove', name: '大于 3 天', condition: '${day > 3}' },
      { id: 'flow_short', from: 'dayGateway', to: 'end', name: '3 天以内' },
      { id: 'flow_hr', from: 'hrApprove', to: 'end' },
    ],
  },
  {
    id: 'purchase',
    name: '采购审批',
    description: '采购申请：部门经理审批后由财务审批',
    category: '1',
    formType: 10,
    formId: 1,
    deployed: true,
    nodes: [
      { id: 'start', type: 'startEvent', name: '提交申请', x: 80, y: 120 },
      { id: 'manager', type: 'userTask', name: '部门经理审批', x: 220, y: 120 },
      { id: 'finance', type: 'userTask', name: '财务审批', x: 380, y: 120 },
      { id: 'end', type: 'endEvent', name: '结束', x: 520, y: 120 },
    ],
    flows: [
      { id: 'flow_1', from: 'start', to: 'manager' },
      { id: 'flow_2', from: 'manager', to: 'finance' },
      { id: 'flow_3', from: 'finance', to: 'end' },
    ],
  },
  {
    id: 'countersign',
    name: '会签审批',
    description: '技术与财务负责人并行会签，再由总经理审批',
    category: '1',
    formType: 10,
    formId: 2,
    deployed: true,
    nodes: [
      { id: 'start', type: 'startEvent', name: '发起', x: 80, y: 160 },
      { id: 'fork', type: 'parallelGateway', x: 190, y: 160 },
      { id: 'tech', type: 'userTask', name: '技术负责人审批', x: 320, y: 80 },
      { id: 'fin', type: 'userTask', name: '财务负责人审批', x: 320, y: 240 },
      { id: 'join', type: 'parallelGateway', x: 450, y: 160 },
      { id: 'ceo', type: 'userTask', name: '总经理审批', x: 580, y: 160 },
      { id: 'end', type: 'endEvent', name: '结束', x: 720, y: 160 },
    ],
    flows: [
      { id: 'flow_1', from: 'start', to: 'fork' },
      { id: 'flow_2', from: 'fork', to: 'tech' },
      { id: 'flow_3', from: 'fork', to: 'fin' },
      { id: 'flow_4', from: 'tech', to: 'join' },
      { id: 'flow_5', from: 'fin', to: 'join' },
      { id: 'flow_6', from: 'join', to: 'ceo' },
      { id: 'flow_7', from: 'ceo', to: 'end' },
    ],
  },
  {
    id: 'expense',
    name: '报销审批',
    description: '尚未部署的草稿模型',
    category: '1',
    formType: 10,
    formId: 2,
    deployed: false,
    nodes: [
      { id: 'start', type: 'startEvent', name: '提交报销', x: 80, y: 120 },
      { id: 'approve', type: 'userTask', name: '主管审批', x: 220, y: 120 },
      { id: 'end', type: 'endEvent', name: '结束', x: 360, y: 120 },
    ],
    flows: [
      { id: 'flow_1', from: 'start', to: 'approve' },
      { id: 'flow_2', from: 'approve', to: 'end' },
    ],
  },
]

const rule = (type: string, field: string, title: string, required = true, extra: object = {}) =>
  JSON.stringify({
    type,
    field,
    title,
    validate: required ? [{ required: true, message: `请输入${title}` }] : [],
    ...extra,
  })

const FORMS: NewRow<FormRow>[] = [
  {
    name: '采购申请单',
    status: 0,
    fields: [
      rule('input', 'item', '采购物品'),
      rule('number', 'amount', '金额（元）'),
      rule('textarea', 'reason', '采购理由', false),
    ],
    conf: '{}',
    remark: '采购审批使用',
    createTime: SEEDED_AT,
  },
  {
    name: '通用审批单',
    status: 0,
    fields: [
      rule('input', 'title', '标题'),
      rule('textarea', 'content', '内容'),
      rule('date', 'deadline', '期望完成日期', false),
    ],
    conf: '{}',
    remark: '',
    createTime: SEEDED_AT + HOUR,
  },
]

/** A table-shaped array, so the engine can run the seed scenario before the real tables exist. */
function memTable<T extends Row>(): Table<T> {
  const rows: T[] = []
  let next = 1
  return {
    name: 'seed',
    list: () => rows.map((r) => structuredClone(r)),
    get: (id) => structuredClone(rows.find((r) => r.id === id)),
    find: (p) => structuredClone(rows.find(p)),
    insert: (row) => {
      const r = { ...row, id: row.id ?? next } as T
      next = Math.max(next, r.id) + 1
      rows.push(r)
      return structuredClone(r)
    },
    update: (id, patch) => {
      const r = rows.find((x) => x.id === id)
      if (r) Object.assign(r, patch)
      return r && structuredClone(r)
    },
    remove: (id) => rows.splice(rows.findIndex((r) => r.id === id) >>> 0, 1).length > 0,
    removeWhere: (p) => {
      const before = rows.length
      rows.splice(0, rows.length, ...rows.filter((r) => !p(r)))
      return before - rows.length
    },
  }
}

/** Runs the demo scenario once through the engine: every result code appears in the seeded data. */
const scenario = (() => {
  let cached: ReturnType<typeof run> | undefined
  function run() {
    let clock = SEEDED_AT + 24 * HOUR
    const now = () => (clock += HOUR)
    const s: Store = {
      definitions: memTable(),
      instances: memTable(),
      tasks: memTable(),
      activities: memTable(),
      rules: memTable(),
    }
    const models = MODELS.map((m, i) => ({ ...m, id: i + 1, key: m.id, bpmnXml: buildDiagram(m) }))
    for (const m of models.filter((x) => x.deployed)) {
      s.definitions.insert({
        modelId: m.id,
        key: m.key,
        name: m.name,
        category: m.category,
        description: m.description,
        version: 1,
        formType: m.formType,
        formId: m.formId,
        formCustomCreatePath: m.custom ? '/bpm/oa/leave/create' : undefined,
        formCustomViewPath: m.custom ? '/bpm/oa/leave/detail' : undefined,
        bpmnXml: m.bpmnXml,
        suspensionState: ACTIVE,
        deploymentTime: SEEDED_AT + 12 * HOUR,
      })
    }
    // Finance approval of purchases goes to 张晓明 (id 3); every other step to the administrator.
    s.rules.insert({ modelId: 1, taskDefinitionKey: 'deptLeader', type: 30, options: [ADMIN] })
    s.rules.insert({ modelId: 1, taskDefinitionKey: 'hrApprove', type: 30, options: [ADMIN] })
    s.rules.insert({ modelId: 2, taskDefinitionKey: 'manager', type: 30, options: [ADMIN] })
    s.rules.insert({ modelId: 2, taskDefinitionKey: 'finance', type: 30, options: [3] })
    const engine = makeEngine(s, now)
    const openTask = (instanceId: number, key: string) =>
      s.tasks.find((t) => t.instanceId === instanceId && t.key === key && t.result === RUNNING)!
    const leaves: NewRow<LeaveRow>[] = []

    // 1. leave, 5 days: leader approved, waiting for HR (in progress)
    const a = engine.start(1, ADMIN, { day: 5 }, '1')
    engine.approve(openTask(a.id, 'deptLeader').id, '同意，注意交接工作')
    leaves.push({
      userId: ADMIN,
      type: 2,
      reason: '家中有事',
      startTime: SEEDED_AT + 48 * HOUR,
      endTime: SEEDED_AT + 168 * HOUR,
      day: 5,
      instanceId: a.id,
      createTime: a.createTime,
    })
    // 2. leave, 2 days: approved and finished
    const b = engine.start(1, 2, { day: 2 }, '2')
    engine.approve(openTask(b.id, 'deptLeader').id, '同意')
    leaves.push({
      userId: 2,
      type: 1,
      reason: '感冒发烧',
      startTime: SEEDED_AT + 72 * HOUR,
      endTime: SEEDED_AT + 120 * HOUR,
      day: 2,
      instanceId: b.id,
      createTime: b.createTime,
    })
    // 3. purchase rejected by finance
    const c = engine.start(2, ADMIN, { item: '服务器', amount: 48000, reason: '扩容' })
    engine.approve(openTask(c.id, 'manager').id, '同意采购')
    engine.reject(openTask(c.id, 'finance').id, '预算不足，下季度再议')
    // 4. purchase cancelled by its initiator
    const d = engine.start(2, ADMIN, { item: '办公椅', amount: 1200, reason: '更换' })
    engine.cancel(d.id, '申请填写有误，撤回')
    // 5. countersign: technical lead sent it back, finance lead delegated, both shown in their colours
    const e = engine.start(3, ADMIN, { title: '新系统上线评审', content: '请会签' })
    const tech = openTask(e.id, 'tech')
    s.tasks.update(tech.id, { result: RETURNED, reason: '方案需补充压测数据', endTime: now() })
    s.tasks.update(openTask(e.id, 'fin').id, { result: DELEGATED, reason: '委派给财务主管处理' })
    // 6. purchase waiting for the manager (a to-do for the administrator)
    engine.start(2, ADMIN, { item: '笔记本电脑', amount: 8999, reason: '新员工入职' })
    return { models, s, leaves }
  }
  return () => (cached ??= run())
})()

// ---- tables ----

const models = table<ModelRow>('bpm_model', () =>
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
)
const forms = table<FormRow>('bpm_form', () => FORMS)
const definitions = table<DefinitionRow>('bpm_process_definition', () => scenario().s.definitions.list())
const instances = table<InstanceRow>('bpm_process_instance', () => scenario().s.instances.list())
const tasks = table<TaskRow>('bpm_task', () => scenario().s.tasks.list())
const activities = table<ActivityRow>('bpm_activity', () => scenario().s.activities.list())
const rules = table<RuleRow>('bpm_task_assign_rule', () => scenario().s.rules.list())
const leaves = table<LeaveRow>('bpm_oa_leave', () => scenario().leaves)

const engine = makeEngine({ definitions, instances, tasks, activities, rules }, Date.now)

// ---- views (what the API returns) ----

const userRef = (id: number) => {
  const u = users.get(id)
  return u
    ? { id: u.id, nickname: u.nickname, deptId: u.deptId, deptName: DEPTS[u.deptId] ?? '' }
    : { id, nickname: `用户${id}` }
}
const latestDefinition = (modelId: number) =>
  definitions
    .list()
    .filter((d) => d.modelId === modelId)
    .sort((x, y) => y.version - x.version)[0]

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
  const def = latestDefinition(m.id)
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
      const previous = latestDefinition(m.id)
      // yudao: a new version is deployed and the older ones are suspended
      definitions
        .list()
        .filter((d) => d.modelId === m.id)
        .forEach((d) => definitions.update(d.id, { suspensionState: SUSPENDED }))
      definitions.insert({
        modelId: m.id,
        key: m.key,
        name: m.name,
        category: m.category,
        description: m.description,
        version: (previous?.version ?? 0) + 1,
        formType: m.formType,
        formId: m.formId,
        formCustomCreatePath: m.formCustomCreatePath,
        formCustomViewPath: m.formCustomViewPath,
        bpmnXml: m.bpmnXml,
        suspensionState: ACTIVE,
        deploymentTime: Date.now(),
      })
      return ok(true)
    }, 'bpm:model:deploy'),
  ),
  http.put(
    api('/bpm/model/update-state'),
    withUser(async ({ request }) => {
      const b = await body<{ id: string; state: number }>(request)
      const m = models.get(num(b.id))
      if (!m) return E.modelNotExists()
      const def = latestDefinition(m.id)
      if (!def) return E.definitionNotExists()
      definitions.update(def.id, { suspensionState: num(b.state) === SUSPENDED ? SUSPENDED : ACTIVE })
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
      const userTasks = [...parseGraph(xml).nodes.values()].filter((n) => n.type === 'bpmn:UserTask')
      return ok(
        userTasks.map((n) => {
          const r = rules.find((x) => x.modelId === modelId && x.taskDefinitionKey === n.id)
          return {
            id: r?.id,
            modelId: String(modelId),
            taskDefinitionKey: n.id,
            taskDefinitionName: n.name,
            type: r?.type,
            options: r?.options ?? [],
          }
        }),
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
      const day = Math.max(1, Math.ceil((num(b.endTime) - num(b.startTime)) / (24 * HOUR)))
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
  http.get(
    api('/bpm/oa/leave/get'),
    withUser(({ request }) => {
      const l = leaves.get(num(query(request).get('id')))
      return l ? ok(leaveView(l)) : E.leaveNotExists()
    }),
  ),
  http.get(
    api('/bpm/oa/leave/page'),
    withUser(({ request, user }) => {
      const q = query(request)
      const list = leaves
        .list()
        .map(leaveView)
        .filter(
          (l) =>
            l.userId === user.id &&
            eq(l.type, q.get('type')) &&
            eq(l.result, q.get('result')) &&
            like(l.reason, q.get('reason')),
        )
      return ok(page(byNewest(list), q.paging()))
    }),
  ),
]
