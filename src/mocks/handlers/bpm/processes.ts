/** Process definitions (what was deployed), instances (发起, 我的流程, 取消) and their activities (yudao bpm/process-definition, process-instance, activity). */
import { http } from 'msw'
import { api, body, eq, like, missingField, ok, page, query, withUser } from '../../util'
import { ACTIVE, STATUS_RUNNING } from '../../bpm/records'
import { activities, definitions, engine, instances } from '../../bpm/tables'
import { E, byNewest, definitionView, engineCall, instanceView, num } from './common'

/** Starts an instance of an active definition, or says why not. */
export function startInstance(
  definitionId: number,
  userId: number,
  variables: Record<string, unknown>,
  businessKey?: string,
) {
  const def = definitions.get(definitionId)
  if (!def) return E.definitionNotExists()
  if (def.suspensionState !== ACTIVE) return E.definitionSuspended()
  return engineCall(() => engine.start(definitionId, userId, variables, businessKey))
}

export const handlers = [
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

  // instances, activities
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
]
