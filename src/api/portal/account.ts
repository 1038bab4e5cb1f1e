import { http } from '../http/client'
import type { OAuth2AuthorizeInfo, RegisterPayload, ResetPasswordPayload } from './types'

const open = { isToken: false } as const

/** GET /system/tenant/get-id-by-name — null when there is no such tenant. */
export const getTenantIdByName = (name: string) =>
  http.get<number | null>('/system/tenant/get-id-by-name', { params: { name }, ...open })

/** POST /system/auth/register */
export const register = (payload: RegisterPayload) => http.post<boolean>('/system/auth/register', payload, open)

/** POST /system/auth/reset-password */
export const resetPassword = (payload: ResetPasswordPayload) => http.post<boolean>('/system/auth/reset-password', payload, open)

/** yudao SmsSceneEnum: what a code is sent for. */
export const SMS_SCENE = { login: 21, resetPassword: 23 } as const

/** POST /portal/company/bind */
export const bindCompany = (companyName: string, uniScid: string) =>
  http.post<boolean>('/portal/company/bind', { companyName, uniScid })

/** GET /system/oauth2/authorize */
export const getAuthorize = (clientId: string) =>
  http.get<OAuth2AuthorizeInfo>('/system/oauth2/authorize', { params: { clientId } })

/** The parameters of an OAuth2 authorisation request (spec §3). */
export interface AuthorizeParams {
  responseType: string
  clientId: string
  redirectUri: string
  state: string
  autoApprove: boolean
  /** scope name → approved */
  scopes: Record<string, boolean>
}

/**
 * POST /system/oauth2/authorize — form-encoded, the fields in the query (spec §7). Resolves with the URL to send the
 * browser to, or null when auto-approval was not possible and the user must decide.
 */
export const authorize = (p: AuthorizeParams) =>
  // An empty form body keeps the form content type (axios drops it without a body); the fields stay in the query
  // only, as a second copy in the body would reach Spring's @RequestParam twice.
  http.post<string | null>('/system/oauth2/authorize', new URLSearchParams(), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    params: {
      response_type: p.responseType,
      client_id: p.clientId,
      redirect_uri: p.redirectUri,
      state: p.state,
      auto_approve: p.autoApprove,
      scope: JSON.stringify(p.scopes),
    },
  })
