import { http } from './http/client'
import type { PageParam, PageResult } from './types'

/**
 * Enterprise research visits (调研): staff plan visits, record what they learned, leaders see the whole picture.
 * yudao conventions: page queries return `{list, total}`, create returns the new id, times are ms epochs.
 */

/** 0 待跟进, 1 跟进中, 2 已办结 — how far the enterprise's needs have been handled. */
export const SURVEY_STATUS = [
  { value: 0, label: '待跟进', color: 'warning' },
  { value: 1, label: '跟进中', color: 'processing' },
  { value: 2, label: '已办结', color: 'success' },
] as const
export type SurveyStatus = (typeof SURVEY_STATUS)[number]['value']

/** 0 计划中, 1 已完成, 2 已取消 */
export const PLAN_STATUS = [
  { value: 0, label: '计划中', color: 'processing' },
  { value: 1, label: '已完成', color: 'success' },
  { value: 2, label: '已取消', color: 'default' },
] as const
export type PlanStatus = (typeof PLAN_STATUS)[number]['value']

export const SURVEY_INDUSTRIES = ['智能制造', '电子信息', '生物医药', '新材料', '现代服务', '文化创意', '商贸物流', '现代农业'] as const
export const SURVEY_REGIONS = ['姑苏区', '吴中区', '相城区', '虎丘区', '吴江区', '工业园区'] as const
export const ENTERPRISE_SCALES = ['微型', '小型', '中型'] as const

export interface SurveyRecord {
  id: number
  enterpriseName: string
  industry: string
  region: string
  /** ms epoch of the visit */
  surveyDate: number
  findings: string
  needs: string
  /** Names of the files collected during the visit. */
  attachments: string[]
  status: SurveyStatus
  staffId: number
  staffName: string
  /** The plan this record came from, if any. */
  planId?: number | null
  createTime: number
}

export type SurveyRecordForm = Pick<
  SurveyRecord,
  'enterpriseName' | 'industry' | 'region' | 'surveyDate' | 'findings' | 'needs' | 'attachments' | 'status'
> & { id?: number }

export interface SurveyPlan {
  id: number
  enterpriseName: string
  industry: string
  region: string
  planDate: number
  purpose: string
  status: PlanStatus
  staffId: number
  staffName: string
  /** Filled when done: the record it became. */
  recordId?: number | null
  cancelReason?: string
  createTime: number
}

export type SurveyPlanForm = Pick<SurveyPlan, 'enterpriseName' | 'industry' | 'region' | 'planDate' | 'purpose'> & {
  recommendId?: number
}

export interface RecommendedEnterprise {
  id: number
  name: string
  industry: string
  scale: string
  region: string
  reason: string
  /** Already has an open plan. */
  planned: boolean
}

export interface SurveyOverview {
  monthCount: number
  enterpriseCount: number
  openPlanCount: number
  recent: { id: number; kind: 'record' | 'plan'; text: string; time: number; staffName: string }[]
}

export interface SurveySummary {
  total: number
  byIndustry: { name: string; count: number }[]
  byRegion: { name: string; count: number }[]
  byStatus: { status: SurveyStatus; count: number }[]
}

export interface RecordQuery extends PageParam {
  enterpriseName?: string
  region?: string
  industry?: string
  status?: SurveyStatus
  staffId?: number
}

const BASE = '/portal/survey'

/** GET /portal/survey/overview */
export const getOverview = () => http.get<SurveyOverview>(`${BASE}/overview`)
/** GET /portal/survey/recommend/page */
export const getRecommendPage = (params: PageParam & { industry?: string; region?: string }) =>
  http.get<PageResult<RecommendedEnterprise>>(`${BASE}/recommend/page`, { params })

/** GET /portal/survey/record/my-page — my records */
export const getMyRecordPage = (params: RecordQuery) => http.get<PageResult<SurveyRecord>>(`${BASE}/record/my-page`, { params })
/** GET /portal/survey/record/page — everyone's records (survey_boss) */
export const getRecordPage = (params: RecordQuery) => http.get<PageResult<SurveyRecord>>(`${BASE}/record/page`, { params })
/** GET /portal/survey/record/summary — figures for the global view (survey_boss) */
export const getRecordSummary = (params: Omit<RecordQuery, 'pageNo' | 'pageSize'>) =>
  http.get<SurveySummary>(`${BASE}/record/summary`, { params })
/** GET /portal/survey/staff/list — who records surveys (survey_boss) */
export const getStaffList = () => http.get<{ id: number; name: string }[]>(`${BASE}/staff/list`)
/** POST /portal/survey/record/create */
export const createRecord = (data: SurveyRecordForm) => http.post<number>(`${BASE}/record/create`, data)
/** PUT /portal/survey/record/update */
export const updateRecord = (data: SurveyRecordForm) => http.put<boolean>(`${BASE}/record/update`, data)
/** DELETE /portal/survey/record/delete */
export const deleteRecord = (id: number) => http.delete<boolean>(`${BASE}/record/delete`, { params: { id } })

/** GET /portal/survey/plan/page — my plans */
export const getPlanPage = (params: PageParam & { status?: PlanStatus }) =>
  http.get<PageResult<SurveyPlan>>(`${BASE}/plan/page`, { params })
/** POST /portal/survey/plan/create */
export const createPlan = (data: SurveyPlanForm) => http.post<number>(`${BASE}/plan/create`, data)
/** PUT /portal/survey/plan/done — the visit happened: the plan becomes a survey record (returns its id). */
export const finishPlan = (data: { id: number; surveyDate: number; findings: string; needs: string; attachments: string[] }) =>
  http.put<number>(`${BASE}/plan/done`, data)
/** PUT /portal/survey/plan/cancel */
export const cancelPlan = (id: number, reason: string) => http.put<boolean>(`${BASE}/plan/cancel`, { id, reason })
