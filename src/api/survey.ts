import { msg } from '../i18n'
import { http, type CallOptions } from './http/client'
import {
  bool,
  createdId,
  entity,
  id,
  ignored,
  listOf,
  num,
  numOr,
  optNum,
  page,
  text,
  texts,
  time,
  v,
  type Out,
} from './http/schema'
import type { PageParam } from './types'

/**
 * Enterprise research visits (调研): staff plan visits, record what they learned, leaders see the whole picture.
 * yudao conventions: page queries return `{list, total}`, create returns the new id, times are ms epochs.
 */

/** 0 待跟进, 1 跟进中, 2 已办结 — how far the enterprise's needs have been handled. Labels are `Text`s: show with `text()`. */
export const SURVEY_STATUS = [
  { value: 0, label: msg('survey', 'statusPending'), color: 'warning' },
  { value: 1, label: msg('survey', 'statusFollowing'), color: 'processing' },
  { value: 2, label: msg('survey', 'statusDone'), color: 'success' },
] as const
export type SurveyStatus = (typeof SURVEY_STATUS)[number]['value']

/** 0 计划中, 1 已完成, 2 已取消 (labels are `Text`s) */
export const PLAN_STATUS = [
  { value: 0, label: msg('survey', 'planPlanned'), color: 'processing' },
  { value: 1, label: msg('survey', 'planDone'), color: 'success' },
  { value: 2, label: msg('survey', 'planCancelled'), color: 'default' },
] as const
export type PlanStatus = (typeof PLAN_STATUS)[number]['value']

/** Industries, districts and sizes are the data's own values (stored and answered as they are): not translated. */
export const SURVEY_INDUSTRIES = [
  '智能制造',
  '电子信息',
  '生物医药',
  '新材料',
  '现代服务',
  '文化创意',
  '商贸物流',
  '现代农业',
] as const
export const SURVEY_REGIONS = ['姑苏区', '吴中区', '相城区', '虎丘区', '吴江区', '工业园区'] as const
export const ENTERPRISE_SCALES = ['微型', '小型', '中型'] as const

const surveyStatus = v.pipe(num, v.picklist(SURVEY_STATUS.map((s) => s.value)))
const planStatus = v.pipe(num, v.picklist(PLAN_STATUS.map((s) => s.value)))

export const SurveyRecord = entity({
  id,
  enterpriseName: text,
  industry: text,
  region: text,
  /** ms epoch of the visit */
  surveyDate: time,
  findings: text,
  needs: text,
  /** Names of the files collected during the visit. */
  attachments: texts,
  status: surveyStatus,
  staffId: optNum,
  staffName: text,
  /** The plan this record came from, if any. */
  planId: optNum,
  createTime: time,
})
export type SurveyRecord = Out<typeof SurveyRecord>

/** What 新增 / 编辑调研记录 sends. */
export interface SurveyRecordForm {
  id?: number
  enterpriseName: string
  industry: string
  region: string
  /** ms epoch of the visit */
  surveyDate: number
  findings: string
  needs: string
  attachments: string[]
  status: SurveyStatus
}

export const SurveyPlan = entity({
  id,
  enterpriseName: text,
  industry: text,
  region: text,
  planDate: time,
  purpose: text,
  status: planStatus,
  staffId: optNum,
  staffName: text,
  /** Filled when done: the record it became. */
  recordId: optNum,
  cancelReason: text,
  createTime: time,
})
export type SurveyPlan = Out<typeof SurveyPlan>

/** What 新建调研计划 sends. */
export interface SurveyPlanForm {
  enterpriseName: string
  industry: string
  region: string
  /** ms epoch of the planned visit */
  planDate: number
  purpose: string
  recommendId?: number
}

export const RecommendedEnterprise = entity({
  id,
  name: text,
  industry: text,
  scale: text,
  region: text,
  reason: text,
  /** Already has an open plan. */
  planned: v.nullish(bool, false),
})
export type RecommendedEnterprise = Out<typeof RecommendedEnterprise>

/** 首页's figures, which are the page: without them there is no overview (`{}` is refused); no recent list = 暂无调研动态. */
export const SurveyOverview = entity({
  monthCount: num,
  enterpriseCount: num,
  openPlanCount: num,
  /** kind 'record' | 'plan' only colours the dot: another kind is shown too. */
  recent: listOf(entity({ id, kind: text, text, time, staffName: text })),
})
export type SurveyOverview = Out<typeof SurveyOverview>

/** A bar of the summary's charts. */
const Count = entity({ name: text, count: numOr(0) })
/** 全局调研's figures for the records the search finds. */
export const SurveySummary = entity({
  total: optNum,
  byIndustry: listOf(Count),
  byRegion: listOf(Count),
  byStatus: listOf(entity({ status: surveyStatus, count: numOr(0) })),
})
export type SurveySummary = Out<typeof SurveySummary>

/** Who records surveys (the 调研人员 filter). */
export const SurveyStaff = entity({ id, name: text })
export type SurveyStaff = Out<typeof SurveyStaff>

export interface RecordQuery extends PageParam {
  enterpriseName?: string
  region?: string
  industry?: string
  status?: SurveyStatus
  staffId?: number
}

const BASE = '/portal/survey'

/** GET /portal/survey/overview */
export const getOverview = (call?: CallOptions) => http.get(`${BASE}/overview`, SurveyOverview, call)
/** GET /portal/survey/recommend/page */
export const getRecommendPage = (params: PageParam & { industry?: string; region?: string }, call?: CallOptions) =>
  http.get(`${BASE}/recommend/page`, page(RecommendedEnterprise), { params, ...call })

/** GET /portal/survey/record/my-page — my records */
export const getMyRecordPage = (params: RecordQuery, call?: CallOptions) =>
  http.get(`${BASE}/record/my-page`, page(SurveyRecord), { params, ...call })
/** GET /portal/survey/record/page — everyone's records (survey_boss) */
export const getRecordPage = (params: RecordQuery, call?: CallOptions) => http.get(`${BASE}/record/page`, page(SurveyRecord), { params, ...call })
/** GET /portal/survey/record/summary — figures for the global view (survey_boss) */
export const getRecordSummary = (params: Omit<RecordQuery, 'pageNo' | 'pageSize'>, call?: CallOptions) =>
  http.get(`${BASE}/record/summary`, SurveySummary, { params, ...call })
/** GET /portal/survey/staff/list — who records surveys (survey_boss) */
export const getStaffList = (call?: CallOptions) => http.get(`${BASE}/staff/list`, listOf(SurveyStaff), call)
/** POST /portal/survey/record/create */
export const createRecord = (data: SurveyRecordForm) => http.post(`${BASE}/record/create`, createdId, data)
/** PUT /portal/survey/record/update */
export const updateRecord = (data: SurveyRecordForm) => http.put(`${BASE}/record/update`, ignored, data)
/** DELETE /portal/survey/record/delete */
export const deleteRecord = (recordId: number) =>
  http.delete(`${BASE}/record/delete`, ignored, { params: { id: recordId } })

/** GET /portal/survey/plan/page — my plans */
export const getPlanPage = (params: PageParam & { status?: PlanStatus }, call?: CallOptions) =>
  http.get(`${BASE}/plan/page`, page(SurveyPlan), { params, ...call })
/** POST /portal/survey/plan/create */
export const createPlan = (data: SurveyPlanForm) => http.post(`${BASE}/plan/create`, createdId, data)
/** PUT /portal/survey/plan/done — the visit happened: the plan becomes a survey record (returns its id). */
export const finishPlan = (data: {
  id: number
  surveyDate: number
  findings: string
  needs: string
  attachments: string[]
}) => http.put(`${BASE}/plan/done`, createdId, data)
/** PUT /portal/survey/plan/cancel */
export const cancelPlan = (planId: number, reason: string) =>
  http.put(`${BASE}/plan/cancel`, ignored, { id: planId, reason })
