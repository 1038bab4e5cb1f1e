/**
 * The demo's small process engine (no HTTP here): deploys models as process definitions (a new version suspends the
 * older ones), starts instances and walks the BPMN graph — start events and automatic tasks pass through, user tasks
 * wait for their assignee, exclusive/inclusive gateways take the first true condition (else the default flow),
 * parallel gateways fork and join — and cancels them. Each user task goes to one of the candidates its assignment
 * rule names (assignment.ts); what an approver does to a task (通过, 不通过, 转办, 委派, 退回) is taskActions.ts. The
 * tables and codes are records.ts; handlers/bpm/ is the HTTP side.
 */
import type { Row, Table } from '../db'
import { NO_DIRECTORY, candidates, type Directory } from './assignment'
import { evaluate, parseGraph, type Graph, type GraphNode } from './graph'
import {
  ACTIVE,
  ADMIN,
  APPROVED,
  CANCELLED,
  ENGINE_ERRORS,
  RUNNING,
  STATUS_DONE,
  STATUS_RUNNING,
  SUSPENDED,
  isOpen,
  type DefinitionRow,
  type InstanceRow,
  type ModelRow,
  type RuleRow,
  type Store,
} from './records'
import { taskActions } from './taskActions'

export type Engine = ReturnType<typeof makeEngine>

export function makeEngine(s: Store, now: () => number, directory: () => Directory = () => NO_DIRECTORY) {
  const graphs = new Map<number, Graph>()
  const graphOf = (definitionId: number) => {
    if (!graphs.has(definitionId)) graphs.set(definitionId, parseGraph(s.definitions.get(definitionId)!.bpmnXml))
    return graphs.get(definitionId)!
  }

  /**
   * The user a new task of node `key` goes to: yudao picks one of the rule's candidates at random; the demo takes the
   * first (lowest id), so what a user sees is repeatable. A definition without rules (made before rules were
   * required) gives its tasks to the administrator.
   */
  const assigneeFor = (instance: InstanceRow, key: string) => {
    const rule = s.rules.find((r) => r.processDefinitionId === instance.definitionId && r.taskDefinitionKey === key)
    if (!rule) return ADMIN
    const [first] = candidates(directory(), rule, instance.startUserId)
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

  function finish(instance: InstanceRow, result: number) {
    s.instances.update(instance.id, { status: STATUS_DONE, result, endTime: now() })
  }

  function closeOpenTasks(instanceId: number, result: number, reason: string) {
    for (const open of s.tasks.list().filter((x) => x.instanceId === instanceId && isOpen(x))) {
      const t = now()
      s.tasks.update(open.id, { result, reason, endTime: t, ownerUserId: undefined })
      endActivityOf(open.id, t)
    }
  }

  /** The process arrives at a node: a user task waits, a gateway chooses or joins, anything else passes through. */
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

  /** The model's newest definition (highest version), if it was ever deployed. */
  function latestDefinition(modelId: number): DefinitionRow | undefined {
    return s.definitions
      .list()
      .filter((d) => d.modelId === modelId)
      .sort((x, y) => y.version - x.version)[0]
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

  return {
    start(definitionId: number, userId: number, variables: Record<string, unknown>, businessKey?: string): InstanceRow {
      return atomically(() => startNow(definitionId, userId, variables, businessKey))
    },
    ...taskActions({ s, now, graphOf, atomically, enter, finish, endActivityOf, closeOpenTasks }),
    /** The users a rule names for an instance started by `startUserId` (what the assignment picks from). */
    candidates: (rule: Pick<RuleRow, 'type' | 'options'>, startUserId: number) =>
      candidates(directory(), rule, startUserId),
    /** A node's name in a definition's diagram. */
    nodeName: (definitionId: number, key: string) => graphOf(definitionId).nodes.get(key)?.name,
    cancel(instanceId: number, reason: string) {
      closeOpenTasks(instanceId, CANCELLED, reason)
      finish(s.instances.get(instanceId)!, CANCELLED)
    },
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
}
