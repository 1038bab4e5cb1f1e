/**
 * The portal's service categories and what its account calls send. The schemas of the answers live with their calls
 * (content.ts, oauth2.ts), so the entrance, which needs these constants, loads none of them (issue 22).
 */
import { msg } from '../../i18n'

/**
 * The 12 service categories of spec §1, in the spec's order. `key` is the URL segment of the category page; name and
 * summary are `Text`s (issue 25: the entrance's and the portal's messages), shown with `text()`.
 */
export const SERVICE_CATEGORIES = [
  { key: 'project', name: msg('entrance', 'categoryProject'), summary: msg('portal', 'categoryProjectSummary') },
  { key: 'technology', name: msg('entrance', 'categoryTechnology'), summary: msg('portal', 'categoryTechnologySummary') },
  { key: 'legal', name: msg('entrance', 'categoryLegal'), summary: msg('portal', 'categoryLegalSummary') },
  { key: 'testing', name: msg('entrance', 'categoryTesting'), summary: msg('portal', 'categoryTestingSummary') },
  { key: 'creative', name: msg('entrance', 'categoryCreative'), summary: msg('portal', 'categoryCreativeSummary') },
  { key: 'it', name: msg('entrance', 'categoryIt'), summary: msg('portal', 'categoryItSummary') },
  { key: 'policy', name: msg('entrance', 'categoryPolicy'), summary: msg('portal', 'categoryPolicySummary') },
  { key: 'startup', name: msg('entrance', 'categoryStartup'), summary: msg('portal', 'categoryStartupSummary') },
  { key: 'financing', name: msg('entrance', 'categoryFinancing'), summary: msg('portal', 'categoryFinancingSummary') },
  { key: 'recruitment', name: msg('entrance', 'categoryRecruitment'), summary: msg('portal', 'categoryRecruitmentSummary') },
  { key: 'registration', name: msg('entrance', 'categoryRegistration'), summary: msg('portal', 'categoryRegistrationSummary') },
  { key: 'query', name: msg('entrance', 'categoryQuery'), summary: msg('portal', 'categoryQuerySummary') },
] as const

export type ServiceCategoryKey = (typeof SERVICE_CATEGORIES)[number]['key']
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]

export const findCategory = (key: string | undefined): ServiceCategory | undefined =>
  SERVICE_CATEGORIES.find((c) => c.key === key)

export interface ServicePageQuery {
  pageNo: number
  pageSize: number
  category: ServiceCategoryKey
  keyword?: string
}

/** 政策资讯 (policy) or 通知公告 (notice). */
export const NEWS_TYPES = ['policy', 'notice'] as const
export type NewsType = (typeof NEWS_TYPES)[number]

/** POST /system/auth/register (yudao AuthRegisterReqVO plus the portal's contact mobile). */
export interface RegisterPayload {
  username: string
  nickname: string
  mobile: string
  password: string
  captchaVerification?: string
}

/** POST /system/auth/reset-password (yudao AuthResetPasswordReqVO). */
export interface ResetPasswordPayload {
  mobile: string
  code: string
  password: string
}
