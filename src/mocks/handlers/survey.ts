/**
 * Enterprise research visits under /portal/survey (yudao conventions: page queries → {list, total}, create → id).
 * Everyone signed in plans and records their own visits; the whole picture (every record, the summary, the staff
 * list) is for survey_boss — spec §6 treats that role as the survey module's admin.
 */
import { http } from 'msw'
import type { SurveyStatus } from '../../api/survey'
import { crud } from '../crud'
import { isBoss, plans, recommendations, records, staffName, type SurveyRecord } from '../survey/tables'
import { api, body, fail, FORBIDDEN, ok, page, present, query, withUser, type Query } from '../util'

const E = {
  notFound: () => fail(1_009_100_000, '调研记录不存在'),
  planNotFound: () => fail(1_009_100_001, '调研计划不存在'),
  planClosed: () => fail(1_009_100_002, '该计划已完成或已取消'),
  notYours: () => fail(1_009_100_003, '只能操作自己的调研'),
  badParam: (what: string) => fail(400, `请求参数不正确：${what}`),
}
const forbidden = () => fail(FORBIDDEN.code, FORBIDDEN.msg)

/** The record filters shared by the page and the summary. */
function filterRecords(list: SurveyRecord[], q: Query): SurveyRecord[] {
  const name = q.get('enterpriseName')
  const status = q.num('status')
  const staffId = q.num('staffId')
  return list.filter(
    (r) =>
      (!name || r.enterpriseName.includes(name)) &&
      (!q.get('region') || r.region === q.get('region')) &&
      (!q.get('industry') || r.industry === q.get('industry')) &&
      (status === undefined || r.status === status) &&
      (staffId === undefined || r.staffId === staffId),
  )
}
const newestFirst = (a: SurveyRecord, b: SurveyRecord) => b.surveyDate - a.surveyDate

/** What a client sends for a record: the row less what the server sets, the status as any number (checked below). */
type RecordBody = Omit<SurveyRecord, 'status' | 'staffId' | 'staffName' | 'planId' | 'createTime'> & { status: number }

/** The editable fields of a record, checked; a string is the problem. */
function recordFields(b: Partial<RecordBody>): Omit<RecordBody, 'id'> | string {
  const enterpriseName = String(b.enterpriseName ?? '').trim()
  if (!enterpriseName) return '企业名称不能为空'
  if (!present(b.surveyDate) || Number.isNaN(Number(b.surveyDate))) return '调研日期不能为空'
  const findings = String(b.findings ?? '').trim()
  if (!findings) return '调研情况不能为空'
  const status = Number(b.status ?? 0)
  if (![0, 1, 2].includes(status)) return '状态不正确'
  return {
    enterpriseName,
    industry: String(b.industry ?? ''),
    region: String(b.region ?? ''),
    surveyDate: Number(b.surveyDate),
    findings,
    needs: String(b.needs ?? '').trim(),
    attachments: Array.isArray(b.attachments) ? b.attachments.map(String).filter(Boolean) : [],
    status,
  }
}

const S = (path: string) => api(`/portal/survey${path}`)

export const handlers = [
  http.get(
    S('/overview'),
    withUser(({ user }) => {
      const now = new Date()
      const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).getTime()
      const all = records.list()
      const mine = isBoss(user) ? all : all.filter((r) => r.staffId === user.id)
      const myPlans = plans.list().filter((p) => isBoss(user) || p.staffId === user.id)
      const recent = [
        ...mine.map((r) => ({ id: r.id, kind: 'record' as const, text: `走访了${r.enterpriseName}`, time: r.createTime, staffName: r.staffName })),
        ...myPlans.map((p) => ({ id: p.id, kind: 'plan' as const, text: `计划走访${p.enterpriseName}`, time: p.createTime, staffName: p.staffName })),
      ]
        .sort((a, b) => b.time - a.time)
        .slice(0, 8)
      return ok({
        monthCount: mine.filter((r) => r.surveyDate >= monthStart).length,
        enterpriseCount: new Set(mine.map((r) => r.enterpriseName)).size,
        openPlanCount: myPlans.filter((p) => p.status === 0).length,
        recent,
      })
    }),
  ),

  http.get(
    S('/recommend/page'),
    withUser(({ request }) => {
      const q = query(request)
      const open = new Set(plans.list().filter((p) => p.status === 0).map((p) => p.enterpriseName))
      const list = recommendations
        .list()
        .filter((r) => (!q.get('industry') || r.industry === q.get('industry')) && (!q.get('region') || r.region === q.get('region')))
        .map((r) => ({ ...r, planned: open.has(r.name) }))
      return ok(page(list, q.paging()))
    }),
  ),

  http.get(
    S('/record/my-page'),
    withUser(({ request, user }) => {
      const q = query(request)
      return ok(page(filterRecords(records.list(), q).filter((r) => r.staffId === user.id).sort(newestFirst), q.paging()))
    }),
  ),

  http.get(
    S('/record/summary'),
    withUser(({ request, user }) => {
      if (!isBoss(user)) return forbidden()
      const list = filterRecords(records.list(), query(request))
      const count = (key: 'industry' | 'region') =>
        Object.entries(
          list.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r[key] || '未填写']: (acc[r[key] || '未填写'] ?? 0) + 1 }), {}),
        )
          .map(([name, n]) => ({ name, count: n }))
          .sort((a, b) => b.count - a.count)
      return ok({
        total: list.length,
        byIndustry: count('industry'),
        byRegion: count('region'),
        byStatus: [0, 1, 2].map((status) => ({ status, count: list.filter((r) => r.status === status).length })),
      })
    }),
  ),

  http.get(
    S('/staff/list'),
    withUser(({ user }) => {
      if (!isBoss(user)) return forbidden()
      const ids = [...new Set(records.list().map((r) => r.staffId))]
      return ok(ids.map((id) => ({ id, name: staffName(id) })))
    }),
  ),

  // The whole picture is the boss's; everyone else changes only their own records.
  ...crud<SurveyRecord>({
    table: records,
    path: '/portal/survey/record',
    filter: (q, user) => (isBoss(user) ? filterRecords(records.list(), q).sort(newestFirst) : forbidden()),
    notFound: E.notFound,
    create: (b, user) => {
      const fields = recordFields(b as Partial<RecordBody>)
      if (typeof fields === 'string') return E.badParam(fields)
      return { ...fields, status: fields.status as SurveyStatus, staffId: user.id, staffName: user.nickname, planId: null, createTime: Date.now() }
    },
    update: (b, row, user) => {
      if (row.staffId !== user.id && !isBoss(user)) return E.notYours()
      const fields = recordFields(b as Partial<RecordBody>)
      if (typeof fields === 'string') return E.badParam(fields)
      return { ...fields, status: fields.status as SurveyStatus }
    },
    remove: { guard: (row, user) => (row.staffId !== user.id && !isBoss(user) ? E.notYours() : undefined) },
  }),

  http.get(
    S('/plan/page'),
    withUser(({ request, user }) => {
      const q = query(request)
      const status = q.num('status')
      const list = plans
        .list()
        .filter((p) => p.staffId === user.id && (status === undefined || p.status === status))
        .sort((a, b) => a.status - b.status || a.planDate - b.planDate)
      return ok(page(list, q.paging()))
    }),
  ),

  http.post(
    S('/plan/create'),
    withUser(async ({ request, user }) => {
      const b = await body<{ enterpriseName: string; industry: string; region: string; planDate: number; purpose: string }>(request)
      const enterpriseName = String(b.enterpriseName ?? '').trim()
      if (!enterpriseName) return E.badParam('企业名称不能为空')
      if (!present(b.planDate) || Number.isNaN(Number(b.planDate))) return E.badParam('计划日期不能为空')
      const row = plans.insert({
        enterpriseName,
        industry: String(b.industry ?? ''),
        region: String(b.region ?? ''),
        planDate: Number(b.planDate),
        purpose: String(b.purpose ?? '').trim(),
        status: 0,
        staffId: user.id,
        staffName: user.nickname,
        recordId: null,
        createTime: Date.now(),
      })
      return ok(row.id)
    }),
  ),

  http.put(
    S('/plan/done'),
    withUser(async ({ request, user }) => {
      const b = await body<RecordBody>(request)
      const plan = plans.get(Number(b.id))
      if (!plan) return E.planNotFound()
      if (plan.staffId !== user.id) return E.notYours()
      if (plan.status !== 0) return E.planClosed()
      const fields = recordFields({ ...b, enterpriseName: plan.enterpriseName, industry: plan.industry, region: plan.region, status: 0 })
      if (typeof fields === 'string') return E.badParam(fields)
      const record = records.insert({ ...fields, status: 0, staffId: user.id, staffName: user.nickname, planId: plan.id, createTime: Date.now() })
      plans.update(plan.id, { status: 1, recordId: record.id })
      return ok(record.id)
    }),
  ),

  http.put(
    S('/plan/cancel'),
    withUser(async ({ request, user }) => {
      const b = await body<{ id: number; reason: string }>(request)
      const plan = plans.get(Number(b.id))
      if (!plan) return E.planNotFound()
      if (plan.staffId !== user.id) return E.notYours()
      if (plan.status !== 0) return E.planClosed()
      const reason = String(b.reason ?? '').trim()
      if (!reason) return E.badParam('取消原因不能为空')
      plans.update(plan.id, { status: 2, cancelReason: reason })
      return ok(true)
    }),
  ),
]
