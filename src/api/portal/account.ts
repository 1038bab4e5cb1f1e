import { http } from '../http/client'
import { ignored, optNum } from '../http/schema'
import type { RegisterPayload, ResetPasswordPayload } from './types'

const open = { isToken: false } as const

/** GET /system/tenant/get-id-by-name — null when there is no such tenant. */
export const getTenantIdByName = (name: string, options: { quiet?: boolean } = {}) =>
  http.get('/system/tenant/get-id-by-name', optNum, { params: { name }, ...open, ...options })

/** POST /system/auth/register */
export const register = (payload: RegisterPayload) => http.post('/system/auth/register', ignored, payload, open)

/** POST /system/auth/reset-password */
export const resetPassword = (payload: ResetPasswordPayload) =>
  http.post('/system/auth/reset-password', ignored, payload, open)

/** yudao SmsSceneEnum: what a code is sent for. */
export const SMS_SCENE = { login: 21, resetPassword: 23 } as const

/** POST /portal/company/bind */
export const bindCompany = (companyName: string, uniScid: string) =>
  http.post('/portal/company/bind', ignored, { companyName, uniScid })
