/** The OA leave example (yudao bpm/oa/leave): a business form whose process is the deployed oa_leave. */
import { http } from 'msw'
import { crud } from '../../crud'
import { api, body, eq, fail, like, missingField, ok, withUser } from '../../util'
import { ACTIVE, type LeaveRow } from '../../bpm/records'
import { definitions, leaves } from '../../bpm/tables'
import { E, byNewest, leaveView, num } from './common'
import { startInstance } from './processes'

const DAY = 86_400_000

export const handlers = [
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
