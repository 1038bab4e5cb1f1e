/**
 * The demo's small process engine (no HTTP here): deploys models as process definitions (a new version suspends the
 * older ones), starts instances and walks the BPMN graph — start events and automatic tasks pass through, user tasks
 * wait for their assignee, exclusive/inclusive gateways take the first true condition (else the default flow),
 * parallel gateways fork and join — and approves, rejects and cancels. handlers/bpm.ts is the HTTP side.
 */
import type { Row, Table } from '../db'
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
  result: number
  reason?: string
  createTime: number
  endTime?: number
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
  taskDefinitionKey: string
  /** bpm_task_assign_rule_type: 30 = users */
  type: number
  options: number[]
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

export function makeEngine(s: Store, now: () => number) {
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
    /** The model's newest definition (highest version), if it was ever deployed. */
    latestDefinition,
    /** yudao: a new version is deployed (at `at`, by default now) and the older ones are suspended. */
    deploy(model: ModelRow, at = now()): DefinitionRow {
      const previous = latestDefinition(model.id)
      s.definitions
        .list()
        .filter((d) => d.modelId === model.id)
        .forEach((d) => s.definitions.update(d.id, { suspensionState: SUSPENDED }))
      return s.definitions.insert({
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
    },
    /** Suspends (state SUSPENDED) or activates (any other state) a definition. */
    setState(definitionId: number, state: number) {
      s.definitions.update(definitionId, { suspensionState: state === SUSPENDED ? SUSPENDED : ACTIVE })
    },
    /** Every user task of a model's diagram with the assignment rule it has, if any. */
    assignments(modelId: number | undefined, xml: string): { node: GraphNode; rule?: RuleRow }[] {
      return [...parseGraph(xml).nodes.values()]
        .filter((n) => n.type === 'bpmn:UserTask')
        .map((node) => ({
          node,
          rule: s.rules.find((x) => x.modelId === modelId && x.taskDefinitionKey === node.id),
        }))
    },
  }

  function latestDefinition(modelId: number): DefinitionRow | undefined {
    return s.definitions
      .list()
      .filter((d) => d.modelId === modelId)
      .sort((x, y) => y.version - x.version)[0]
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
