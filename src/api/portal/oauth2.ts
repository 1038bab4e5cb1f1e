import { http } from '../http/client'
import { bool, entity, listOf, optText, text, v, type Out } from '../http/schema'

/** GET /system/oauth2/authorize: the client and the scopes with what the user approved before. */
export const OAuth2AuthorizeInfo = entity({
  client: entity({ name: text, logo: text }),
  /** A scope without a key cannot be asked for; `value` is whether the user approved it before. */
  scopes: listOf(entity({ key: v.pipe(v.string(), v.minLength(1)), value: v.nullish(bool, false) })),
})
export type OAuth2AuthorizeInfo = Out<typeof OAuth2AuthorizeInfo>

/** GET /system/oauth2/authorize */
export const getAuthorize = (clientId: string) =>
  http.get('/system/oauth2/authorize', OAuth2AuthorizeInfo, { params: { clientId } })

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
  http.post('/system/oauth2/authorize', optText, new URLSearchParams(), {
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
