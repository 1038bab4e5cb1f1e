import { http } from './http/client'
import type { TokenData } from './http/tokens'
import type { PermissionInfo } from './types'

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

/** POST /system/auth/portal-login */
export const portalLogin = (payload: LoginPayload) => http.post<TokenData>('/system/auth/portal-login', payload, open)
/** GET /system/auth/get-permission-info */
export const getPermissionInfo = () => http.get<PermissionInfo>('/system/auth/get-permission-info')
/** GET /portal/company/getCompanyByUserId */
export const getCompanyByUserId = () =>
  http.get<{ companyName: string; uniScid: string }>('/portal/company/getCompanyByUserId')
/** POST /system/auth/logout */
export const logout = () => http.post<boolean>('/system/auth/logout')
/** GET /system/auth/social-auth-redirect */
export const socialAuthRedirect = (type: number, redirectUri: string) =>
  http.get<string>('/system/auth/social-auth-redirect', { params: { type, redirectUri }, ...open })
/** POST /system/auth/social-login */
export const socialLogin = (type: number, code: string, state: string) =>
  http.post<TokenData>('/system/auth/social-login', { type, code, state }, open)
/** POST /system/auth/send-sms-code */
export const sendSmsCode = (mobile: string, scene = 21) => http.post<boolean>('/system/auth/send-sms-code', { mobile, scene }, open)
/** POST /system/auth/sms-login — the code travels as `code` (spec §3 notes the bundle's `mobileCode` alias). */
export const smsLogin = (mobile: string, code: string) => http.post<TokenData>('/system/auth/sms-login', { mobile, code }, open)
/** GET /funding-application/sso/check */
export const ssoCheck = (params: Record<string, string>) => http.get<TokenData>('/funding-application/sso/check', { params, ...open })
