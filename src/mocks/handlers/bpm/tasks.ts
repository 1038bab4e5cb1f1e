/** An approver's tasks (yudao bpm/task): 待办 and 已办, 通过 / 不通过, 转办, 委派 and 退回; the engine does the work. */
import { http } from 'msw'
import { users } from '../../session'
import { api, body, fail, like, missingField, ok, page, query, withUser } from '../../util'
import { isOpen, type TaskRow } from '../../bpm/records'
import { engine, tasks } from '../../bpm/tables'
import { E, byNewest, engineCall, num, taskView } from './common'

/** yudao validateTask: the task exists, is still open, and is this user's. */
function myOpenTask(id: unknown, userId: number): TaskRow | Response {
  const t = tasks.get(num(id))
  if (!t) return E.taskNotExists()
  if (t.assigneeUserId !== userId) return E.taskNotMine()
  if (!isOpen(t)) return E.taskDone()
  return t
}

export const handlers = [
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
]
