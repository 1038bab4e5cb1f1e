/**
 * The portal's service categories and what its account calls send. The schemas of the answers live with their calls
 * (content.ts, oauth2.ts), so the entrance, which needs these constants, loads none of them (issue 22).
 */

/** The 12 service categories of spec §1, in the spec's order. `key` is the URL segment of the category page. */
export const SERVICE_CATEGORIES = [
  { key: 'project', name: '项目申报', summary: '各级扶持资金、专项项目申报辅导' },
  { key: 'technology', name: '科技服务', summary: '技术转移、研发设计与成果转化' },
  { key: 'legal', name: '法律服务', summary: '合同审查、知识产权与劳动法务' },
  { key: 'testing', name: '检验检测', summary: '产品检测、计量校准与认证认可' },
  { key: 'creative', name: '创意策划', summary: '品牌设计、营销策划与会展服务' },
  { key: 'it', name: '信息化服务', summary: '上云用云、数字化转型与网络安全' },
  { key: 'policy', name: '政策咨询', summary: '惠企政策解读、申报条件匹配' },
  { key: 'startup', name: '创业服务', summary: '创业辅导、孵化载体与场地对接' },
  { key: 'financing', name: '投融资', summary: '银行信贷、担保增信与股权融资' },
  { key: 'recruitment', name: '招聘培训', summary: '人才招聘、职业技能与管理培训' },
  { key: 'registration', name: '工商注册', summary: '企业设立、变更登记与代理记账' },
  { key: 'query', name: '信息查询', summary: '企业信用、资质与政策文件查询' },
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
