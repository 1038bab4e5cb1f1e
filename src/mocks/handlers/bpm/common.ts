/**
 * What the bpm handlers share: yudao's error codes (bpm module), the rows as the real server answers them, and the
 * engine's refusals as envelopes. The engine itself is ../../bpm (no HTTP there).
 */
import { users } from '../../session'
import { fail } from '../../util'
import { engine, definitions, forms, instances, tasks } from '../../bpm/tables'
import {
  EngineError,
  RUNNING,
  type DefinitionRow,
  type InstanceRow,
  type LeaveRow,
  type ModelRow,
  type TaskRow,
} from '../../bpm/records'
import { deptName } from '../../org'

/** yudao ErrorCodeConstants (bpm module) */
export const E = {
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

export const definitionView = (d: DefinitionRow) => {
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
export const modelView = (m: ModelRow, withXml = false) => {
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
export const instanceView = (i: InstanceRow) => {
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
export const taskView = (t: TaskRow) => {
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
export const leaveView = (l: LeaveRow) => {
  const i = instances.get(l.instanceId)
  const { instanceId, ...rest } = l
  return { ...rest, processInstanceId: String(instanceId), result: i?.result ?? RUNNING }
}

export const byNewest = <T extends { createTime: number }>(list: T[]) =>
  [...list].sort((a, b) => b.createTime - a.createTime)
export const num = (v: unknown) => Number(v)

/** The engine's refusals (no candidate, bad return target) as yudao's envelope; its tables are already rolled back. */
export function engineCall<T>(change: () => T): T | Response {
  try {
    return change()
  } catch (error) {
    if (error instanceof EngineError) return fail(error.code, error.message)
    throw error
  }
}
