import { http } from './http/client'
import { entity, ignored, text, v, type Out } from './http/schema'
import { TokenAnswer } from './http/tokens'
import { PermissionInfo } from './types'

/** Login payload (spec §3). */
export interface LoginPayload {
  username?: string
  password?: string
  captchaVerification?: string
  mobile?: string
  smsCode?: string
  socialType?: number
  socialCode?: string
  socialState?: string
}

const open = { isToken: false } as const

/** The enterprise bound to a company account; null when there is none. */
export const CompanyAnswer = v.nullish(entity({ companyName: text, uniScid: text }))
export type CompanyInfo = Out<typeof CompanyAnswer>
/** The third party's sign-in page the browser goes to: without it there is nowhere to go. */
const redirectUrl = v.pipe(v.string(), v.minLength(1))

/** POST /system/auth/portal-login */
export const portalLogin = (payload: LoginPayload) => http.post('/system/auth/portal-login', TokenAnswer, payload, open)
/** GET /system/auth/get-permission-info */
export const getPermissionInfo = () => http.get('/system/auth/get-permission-info', PermissionInfo)
/** GET /portal/company/getCompanyByUserId */
export const getCompanyByUserId = () => http.get('/portal/company/getCompanyByUserId', CompanyAnswer)
/** POST /system/auth/logout */
export const logout = () => http.post('/system/auth/logout', ignored)
/** GET /system/auth/social-auth-redirect */
export const socialAuthRedirect = (type: number, redirectUri: string) =>
  http.get('/system/auth/social-auth-redirect', redirectUrl, { params: { type, redirectUri }, ...open })
/** POST /system/auth/social-login */
export const socialLogin = (type: number, code: string, state: string) =>
  http.post('/system/auth/social-login', TokenAnswer, { type, code, state }, open)
/** POST /system/auth/send-sms-code */
export const sendSmsCode = (mobile: string, scene = 21) =>
  http.post('/system/auth/send-sms-code', ignored, { mobile, scene }, open)
/** POST /system/auth/sms-login — the code travels as `code` (spec §3 notes the bundle's `mobileCode` alias). */
export const smsLogin = (mobile: string, code: string) =>
  http.post('/system/auth/sms-login', TokenAnswer, { mobile, code }, open)
/** GET /funding-application/sso/check */
export const ssoCheck = (params: Record<string, string>) =>
  http.get('/funding-application/sso/check', TokenAnswer, { params, ...open })
