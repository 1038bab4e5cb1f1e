/**
 * What an approver does to a task (yudao BpmTaskServiceImpl): 通过, 不通过, 转办, 委派 and 退回 to a user task passed
 * before. engine.ts walks the diagram; these change tasks and hand the walk on.
 */
import { nodeFieldsPermission, writableFields } from '../../domain/fieldsPermission'
import { downstream, sequentialPredecessors, type Graph, type GraphNode } from './graph'
import {
  APPROVED,
  CANCELLED,
  DELEGATED,
  ENGINE_ERRORS,
  REJECTED,
  RETURNED,
  RUNNING,
  isOpen,
  type InstanceRow,
  type Store,
  type TaskLog,
  type TaskRow,
} from './records'

/** What the task actions need of the engine's walk. */
export interface Walk {
  s: Store
  now: () => number
  graphOf: (definitionId: number) => Graph
  /** Runs a change as one transaction: when it throws, every table is put back as it was. */
  atomically: <T>(change: () => T) => T
  /** The process arrives at a node. */
  enter: (instanceId: number, nodeId: string) => void
  finish: (instance: InstanceRow, result: number) => void
  endActivityOf: (taskId: number, endTime: number | undefined) => void
  closeOpenTasks: (instanceId: number, result: number, reason: string) => void
}

export function taskActions({ s, now, graphOf, atomically, enter, finish, endActivityOf, closeOpenTasks }: Walk) {
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

  return {
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
    /** Rejecting a task ends the instance as rejected; its other open tasks are cancelled. */
    reject(taskId: number, reason: string) {
      const task = s.tasks.update(taskId, { result: REJECTED, reason, endTime: now(), ownerUserId: undefined })!
      endActivityOf(taskId, task.endTime)
      closeOpenTasks(task.instanceId, CANCELLED, '流程已被驳回')
      finish(s.instances.get(task.instanceId)!, REJECTED)
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
  }
}
