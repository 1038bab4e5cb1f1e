/**
 * The demo's small process engine (no HTTP here): deploys models as process definitions (a new version suspends the
 * older ones), starts instances and walks the BPMN graph — start events and automatic tasks pass through, user tasks
 * wait for their assignee, exclusive/inclusive gateways take the first true condition (else the default flow),
 * parallel gateways fork and join — and approves, rejects and cancels. Each user task goes to one of the candidates its
 * assignment rule names (yudao's rule types: roles, departments, posts, users, user groups, scripts); a task can be
 * transferred (转办), delegated (委派: the delegate's 通过 hands it back to its owner) and returned (退回) to a user task
 * passed before. handlers/bpm.ts is the HTTP side.
 */
import type { Row, Table } from '../db'
import { nodeFieldsPermission, writableFields } from '../../domain/fieldsPermission'
import { evaluate, parseGraph, type Graph, type GraphNode } from './graph'

export interface ModelRow extends Row {
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
export interface FormRow extends Row {
  name: string
  status: number
  fields: string[]
  conf: string
  remark: string
  createTime: number
}
export interface DefinitionRow extends Row {
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
export interface InstanceRow extends Row {
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
export interface TaskRow extends Row {
  instanceId: number
  key: string
  name: string
  assigneeUserId: number
  /** Flowable's owner: set while the task is delegated (result DELEGATED), the user it goes back to. */
  ownerUserId?: number
  result: number
  reason?: string
  createTime: number
  endTime?: number
  /** What happened to the task besides its result, for the 审批记录 (yudao keeps these as Flowable comments). */
  log?: TaskLog[]
}
/** transfer: user → toUser; delegate: owner user → delegate toUser; resolve: delegate user → back to owner toUser;
 * return: user sent the instance back to targetKey. */
export interface TaskLog {
  type: 'transfer' | 'delegate' | 'resolve' | 'return'
  time: number
  userId: number
  toUserId?: number
  targetKey?: string
  reason?: string
}
export interface ActivityRow extends Row {
  instanceId: number
  key: string
  type: string
  taskId?: number
  startTime: number
  endTime?: number
}
export interface RuleRow extends Row {
  modelId: number
  /** Absent for a model's own rule (editable); a deployed definition's copy names its definition (read-only). */
  processDefinitionId?: number
  taskDefinitionKey: string
  /** bpm_task_assign_rule_type (RULE_*) */
  type: number
  /** role, department, post, user, user group ids or script ids (bpm_task_assign_script), by type */
  options: number[]
}

// bpm_task_assign_rule_type and bpm_task_assign_script
export const RULE_ROLE = 10
export const RULE_DEPT_MEMBER = 20
export const RULE_DEPT_LEADER = 21
export const RULE_POST = 22
export const RULE_USER = 30
export const RULE_USER_GROUP = 40
export const RULE_SCRIPT = 50
export const SCRIPT_START_USER = 10
export const SCRIPT_LEADER_1 = 20
export const SCRIPT_LEADER_2 = 21

/** The organisation the rules resolve against: users with their department, roles and posts; departments; groups. */
export interface Directory {
  users: { id: number; deptId?: number; roleIds: number[]; postIds: number[] }[]
  depts: { id: number; parentId: number; leaderUserId?: number }[]
  groups: { id: number; memberUserIds: number[] }[]
}
const NO_DIRECTORY: Directory = { users: [], depts: [], groups: [] }

/** A refusal with yudao's error code; the engine's tables are left as they were before the call. */
export class EngineError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
/** yudao ErrorCodeConstants (bpm, 1.8) of what the engine itself refuses. */
export const ENGINE_ERRORS = {
  noCandidate: () => new EngineError(1009006003, '操作失败，原因：找不到任务的审批人！'),
  targetNotExists: () => new EngineError(1009005004, '目标节点不存在'),
  returnNotSequential: () =>
    new EngineError(1009005006, '回退任务失败，目标节点是在并行网关上或非同一路线上，不可跳转'),
}
export interface LeaveRow extends Row {
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
export const RUNNING = 1
export const APPROVED = 2
export const REJECTED = 3
export const CANCELLED = 4
export const RETURNED = 5
export const DELEGATED = 6
export const STATUS_RUNNING = 1
export const STATUS_DONE = 2
export const ACTIVE = 1
export const SUSPENDED = 2
export const ADMIN = 1

/** The tables the engine works on: the demo db's, or in-memory ones (`memoryStore()`) for the seed and tests. */
export interface Store {
  definitions: Table<DefinitionRow>
  instances: Table<InstanceRow>
  tasks: Table<TaskRow>
  activities: Table<ActivityRow>
  rules: Table<RuleRow>
}

export type Engine = ReturnType<typeof makeEngine>

export function makeEngine(s: Store, now: () => number, directory: () => Directory = () => NO_DIRECTORY) {
  const graphs = new Map<number, Graph>()
  const graphOf = (definitionId: number) => {
    if (!graphs.has(definitionId)) graphs.set(definitionId, parseGraph(s.definitions.get(definitionId)!.bpmnXml))
    return graphs.get(definitionId)!
  }

  /** yudao BpmTaskAssignRuleServiceImpl.calculateTaskCandidateUsers: who a rule names (unknown users left out). */
  function candidates(rule: Pick<RuleRow, 'type' | 'options'>, startUserId: number): number[] {
    const org = directory()
    const picked = new Set(rule.options)
    const deptOf = (id: number | undefined) => org.depts.find((d) => d.id === id)
    /** 发起人的 n 级领导: the leader of the initiator's department, then of its parents (stopping at the top). */
    const leader = (level: number) => {
      let dept = deptOf(org.users.find((u) => u.id === startUserId)?.deptId)
      for (let i = 1; i < level && dept && deptOf(dept.parentId); i++) dept = deptOf(dept.parentId)
      return dept?.leaderUserId
    }
    const ids: (number | undefined)[] = (() => {
      switch (rule.type) {
        case RULE_ROLE:
          return org.users.filter((u) => u.roleIds.some((r) => picked.has(r))).map((u) => u.id)
        case RULE_DEPT_MEMBER:
          return org.users.filter((u) => u.deptId !== undefined && picked.has(u.deptId)).map((u) => u.id)
        case RULE_DEPT_LEADER:
          return org.depts.filter((d) => picked.has(d.id)).map((d) => d.leaderUserId)
        case RULE_POST:
          return org.users.filter((u) => u.postIds.some((p) => picked.has(p))).map((u) => u.id)
        case RULE_USER:
          return rule.options
        case RULE_USER_GROUP:
          return org.groups.filter((g) => picked.has(g.id)).flatMap((g) => g.memberUserIds)
        case RULE_SCRIPT:
          return rule.options.map((script) =>
            script === SCRIPT_START_USER
              ? startUserId
              : script === SCRIPT_LEADER_1
                ? leader(1)
                : script === SCRIPT_LEADER_2
                  ? leader(2)
                  : undefined,
          )
        default:
          return []
      }
    })()
    const known = new Set(org.users.map((u) => u.id))
    return [...new Set(ids)].filter((id): id is number => id !== undefined && known.has(id)).sort((a, b) => a - b)
  }

  /**
   * The user a new task of node `key` goes to: yudao picks one of the rule's candidates at random; the demo takes the
   * first (lowest id), so what a user sees is repeatable. A definition without rules (made before rules were
   * required) gives its tasks to the administrator.
   */
  const assigneeFor = (instance: InstanceRow, key: string) => {
    const rule = s.rules.find((r) => r.processDefinitionId === instance.definitionId && r.taskDefinitionKey === key)
    if (!rule) return ADMIN
    const [first] = candidates(rule, instance.startUserId)
    if (first === undefined) throw ENGINE_ERRORS.noCandidate()
    return first
  }

  /** Runs a change as one transaction: when it throws, every table is put back as it was. */
  function atomically<T>(change: () => T): T {
    const tables = Object.values(s) as Table<Row>[]
    const before = tables.map((t) => t.list())
    try {
      return change()
    } catch (error) {
      tables.forEach((t, i) => {
        t.removeWhere(() => true)
        before[i].forEach((row) => t.insert(row))
      })
      throw error
    }
  }

  const endActivityOf = (taskId: number, endTime: number | undefined) => {
    const activity = s.activities.find((a) => a.taskId === taskId && a.endTime === undefined)
    if (activity) s.activities.update(activity.id, { endTime })
  }
  const logged = (task: TaskRow, entry: Omit<TaskLog, 'time'>) => [...(task.log ?? []), { ...entry, time: now() }]

  /** The node's writable fields of `variables`, into its instance's variables. */
  function mergeWritable(task: TaskRow, variables: Record<string, unknown>) {
    const instance = s.instances.get(task.instanceId)!
    const writable = writableFields(nodeFieldsPermission(s.definitions.get(instance.definitionId)!.bpmnXml, task.key))
    const written = writable.filter((field) => Object.hasOwn(variables, field))
    if (!written.length) return
    const merged = { ...instance.formVariables }
    for (const field of written) merged[field] = variables[field]
    s.instances.update(instance.id, { formVariables: merged })
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
      return atomically(() => startNow(definitionId, userId, variables, businessKey))
    },
    /**
     * 通过. `variables` are the form fields the approver filled in: those the task's node lets write (its
     * fieldsPermission, 2) are merged into the instance's variables before the process moves on (yudao: setVariables,
     * then complete); others are ignored, since the page showed them read-only. A delegated task is only resolved
     * and what the delegate wrote is dropped (yudao approveDelegateTask: resolveTask without variables): it goes back
     * to its owner at the same node, and the process moves on when the owner approves.
     */
    approve(taskId: number, reason: string, variables: Record<string, unknown> = {}) {
      atomically(() => {
        const task = s.tasks.get(taskId)!
        if (task.result === DELEGATED && task.ownerUserId !== undefined) {
          s.tasks.update(taskId, {
            assigneeUserId: task.ownerUserId,
            ownerUserId: undefined,
            result: RUNNING,
            reason,
            log: logged(task, { type: 'resolve', userId: task.assigneeUserId, toUserId: task.ownerUserId, reason }),
          })
          return
        }
        mergeWritable(task, variables)
        const done = s.tasks.update(taskId, { result: APPROVED, reason, endTime: now() })!
        endActivityOf(taskId, done.endTime)
        const instance = s.instances.get(done.instanceId)!
        graphOf(instance.definitionId)
          .flows.filter((f) => f.from === done.key)
          .forEach((f) => enter(instance.id, f.to))
      })
    },
    /** 转办 (yudao updateTaskAssignee): the task changes hands; its owner, if delegated, stays. */
    transfer(taskId: number, toUserId: number) {
      const task = s.tasks.get(taskId)!
      s.tasks.update(taskId, {
        assigneeUserId: toUserId,
        log: logged(task, { type: 'transfer', userId: task.assigneeUserId, toUserId }),
      })
    },
    /** 委派 (yudao delegateTask): the delegate acts on the task; the owner gets it back after the delegate's 通过. */
    delegate(taskId: number, toUserId: number, reason: string) {
      const task = s.tasks.get(taskId)!
      const owner = task.ownerUserId ?? task.assigneeUserId // a delegate delegating again keeps the first owner
      s.tasks.update(taskId, {
        ownerUserId: owner,
        assigneeUserId: toUserId,
        result: DELEGATED,
        reason,
        log: logged(task, { type: 'delegate', userId: task.assigneeUserId, toUserId, reason }),
      })
    },
    /**
     * The user-task nodes a task can be returned to (yudao getReturnTaskList): those before it on its own path (no
     * parallel gateway between), which this instance has passed; nearest first.
     */
    returnTargets(taskId: number): GraphNode[] {
      const task = s.tasks.get(taskId)!
      const instance = s.instances.get(task.instanceId)!
      const passed = new Set(
        s.tasks
          .list()
          .filter((t) => t.instanceId === instance.id && t.id !== taskId)
          .map((t) => t.key),
      )
      return sequentialPredecessors(graphOf(instance.definitionId), task.key).filter(
        (n) => n.type === 'bpmn:UserTask' && passed.has(n.id),
      )
    },
    /**
     * 退回 (yudao returnTask): the open tasks from the target on end as returned (5) with the reason, and the target
     * node gets a new task, assigned by its rule again.
     */
    returnTo(taskId: number, targetKey: string, reason: string) {
      atomically(() => {
        const task = s.tasks.get(taskId)!
        const instance = s.instances.get(task.instanceId)!
        const graph = graphOf(instance.definitionId)
        const target = graph.nodes.get(targetKey)
        if (!target || target.type !== 'bpmn:UserTask') throw ENGINE_ERRORS.targetNotExists()
        if (!sequentialPredecessors(graph, task.key).some((n) => n.id === targetKey))
          throw ENGINE_ERRORS.returnNotSequential()
        const after = downstream(graph, targetKey)
        const t = now()
        for (const open of s.tasks
          .list()
          .filter((x) => x.instanceId === instance.id && isOpen(x) && after.has(x.key))) {
          s.tasks.update(open.id, {
            result: RETURNED,
            reason,
            endTime: t,
            ownerUserId: undefined,
            log:
              open.id === taskId
                ? logged(open, { type: 'return', userId: open.assigneeUserId, targetKey, reason })
                : open.log,
          })
          endActivityOf(open.id, t)
        }
        enter(instance.id, targetKey)
      })
    },
    /** The users a rule names for an instance started by `startUserId` (what the assignment picks from). */
    candidates,
    /** A node's name in a definition's diagram. */
    nodeName: (definitionId: number, key: string) => graphOf(definitionId).nodes.get(key)?.name,
    /** Rejecting a task ends the instance as rejected; its other open tasks are cancelled. */
    reject(taskId: number, reason: string) {
      const task = s.tasks.update(taskId, { result: REJECTED, reason, endTime: now(), ownerUserId: undefined })!
      endActivityOf(taskId, task.endTime)
      closeOpenTasks(task.instanceId, CANCELLED, '流程已被驳回')
      finish(s.instances.get(task.instanceId)!, REJECTED)
    },
    cancel(instanceId: number, reason: string) {
      closeOpenTasks(instanceId, CANCELLED, reason)
      finish(s.instances.get(instanceId)!, CANCELLED)
    },
    /** The model's newest definition (highest version), if it was ever deployed. */
    latestDefinition,
    /** yudao: a new version is deployed (at `at`, by default now) and the older ones are suspended. */
    deploy(model: ModelRow, at = now()): DefinitionRow {
      const previous = latestDefinition(model.id)
      s.definitions
        .list()
        .filter((d) => d.modelId === model.id)
        .forEach((d) => s.definitions.update(d.id, { suspensionState: SUSPENDED }))
      const definition = s.definitions.insert({
        modelId: model.id,
        key: model.key,
        name: model.name,
        category: model.category,
        description: model.description,
        version: (previous?.version ?? 0) + 1,
        formType: model.formType,
        formId: model.formId,
        formCustomCreatePath: model.formCustomCreatePath,
        formCustomViewPath: model.formCustomViewPath,
        bpmnXml: model.bpmnXml,
        suspensionState: ACTIVE,
        deploymentTime: at,
      })
      // yudao copyTaskAssignRules: the definition keeps the rules it was deployed with; later edits need a new deploy
      for (const { node, rule } of assignments(model.bpmnXml, { modelId: model.id }))
        if (rule)
          s.rules.insert({
            modelId: model.id,
            processDefinitionId: definition.id,
            taskDefinitionKey: node.id,
            type: rule.type,
            options: rule.options,
          })
      return definition
    },
    /** Suspends (state SUSPENDED) or activates (any other state) a definition. */
    setState(definitionId: number, state: number) {
      s.definitions.update(definitionId, { suspensionState: state === SUSPENDED ? SUSPENDED : ACTIVE })
    },
    assignments,
  }

  /** Every user task of a diagram with the rule it has, if any: the model's own rules, or a definition's copies. */
  function assignments(
    xml: string,
    of: { modelId: number } | { definitionId: number },
  ): { node: GraphNode; rule?: RuleRow }[] {
    const owns = (r: RuleRow) =>
      'modelId' in of
        ? r.modelId === of.modelId && r.processDefinitionId === undefined
        : r.processDefinitionId === of.definitionId
    const rules = s.rules.list().filter(owns)
    return [...parseGraph(xml).nodes.values()]
      .filter((n) => n.type === 'bpmn:UserTask')
      .map((node) => ({ node, rule: rules.find((r) => r.taskDefinitionKey === node.id) }))
  }

  function startNow(definitionId: number, userId: number, variables: Record<string, unknown>, businessKey?: string) {
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
  }

  function latestDefinition(modelId: number): DefinitionRow | undefined {
    return s.definitions
      .list()
      .filter((d) => d.modelId === modelId)
      .sort((x, y) => y.version - x.version)[0]
  }

  function closeOpenTasks(instanceId: number, result: number, reason: string) {
    for (const open of s.tasks.list().filter((x) => x.instanceId === instanceId && isOpen(x))) {
      const t = now()
      s.tasks.update(open.id, { result, reason, endTime: t, ownerUserId: undefined })
      endActivityOf(open.id, t)
    }
  }
}

/** Still waiting for someone: in progress, or delegated. */
export const isOpen = (t: TaskRow) => t.result === RUNNING || t.result === DELEGATED

/** The nodes before `key` on its own path: walking back along the flows, never through a parallel gateway. */
function sequentialPredecessors(graph: Graph, key: string): GraphNode[] {
  const found: GraphNode[] = []
  const seen = new Set([key])
  const queue = [key]
  while (queue.length) {
    const at = queue.shift()!
    for (const flow of graph.flows.filter((f) => f.to === at)) {
      const node = graph.nodes.get(flow.from)
      if (!node || seen.has(node.id) || node.type === 'bpmn:ParallelGateway') continue
      seen.add(node.id)
      found.push(node)
      queue.push(node.id)
    }
  }
  return found
}

/** Every node reachable from `key` (itself included), following the flows. */
function downstream(graph: Graph, key: string): Set<string> {
  const seen = new Set([key])
  const queue = [key]
  while (queue.length) {
    const at = queue.shift()!
    for (const flow of graph.flows.filter((f) => f.from === at))
      if (!seen.has(flow.to)) {
        seen.add(flow.to)
        queue.push(flow.to)
      }
  }
  return seen
}

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

/** A store of empty in-memory tables. */
export const memoryStore = (): Store => ({
  definitions: memTable(),
  instances: memTable(),
  tasks: memTable(),
  activities: memTable(),
  rules: memTable(),
})
