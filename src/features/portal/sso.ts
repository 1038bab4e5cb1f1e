/**
 * Query handling of the sign-in hand-offs: the funding platform's SSO ticket (/ssoLogin, /sso) and OAuth2
 * authorisation requests (spec §3: response_type, client_id, redirect_uri, state, auto_approve, scope).
 */

import { msg, translate, type Text } from '../../i18n'

/** Params that are ours, not the ticket issuer's: not forwarded to the ticket check. */
const OWN_PARAMS = ['redirect']

/** The ticket check's query (everything the issuer sent) and where to go after; undefined without a ticket. */
export function ssoTicketParams(params: URLSearchParams): { query: Record<string, string>; redirect: string } | undefined {
  const ticket = params.get('ticket')?.trim()
  if (!ticket) return undefined
  const query: Record<string, string> = {}
  params.forEach((value, key) => {
    if (!OWN_PARAMS.includes(key)) query[key] = value
  })
  return { query: { ...query, ticket }, redirect: params.get('redirect') ?? '/' }
}

export const OAUTH2_PAGE = '/oauth2/authorize'

/** yudao's /sso address is also the OAuth2 authorisation page: a request carrying client_id is one of those. */
export const isOAuth2Request = (params: URLSearchParams) => params.has('client_id')

export interface OAuth2Request {
  responseType: 'code' | 'token'
  clientId: string
  redirectUri: string
  state: string
  /** Scopes the client asks for (space- or comma-separated in the query); empty = whatever the client is allowed. */
  scopes: string[]
}

/** Parses and checks an authorisation request; a string says what is wrong with it (in the current language). */
export function readOAuth2Request(params: URLSearchParams): OAuth2Request | string {
  const responseType = params.get('response_type')
  const clientId = params.get('client_id')?.trim()
  const redirectUri = params.get('redirect_uri')?.trim()
  if (responseType !== 'code' && responseType !== 'token') return translate('portal', 'oauthBadResponseType')
  if (!clientId) return translate('portal', 'oauthNoClientId')
  if (!redirectUri) return translate('portal', 'oauthNoRedirectUri')
  const scopes = (params.get('scope') ?? '').split(/[\s,]+/).filter(Boolean)
  return { responseType, clientId, redirectUri, state: params.get('state') ?? '', scopes }
}

/** The scope map the POST sends: approved scopes true, the rest false. */
export function scopeMap(all: string[], approved: string[]): Record<string, boolean> {
  return Object.fromEntries(all.map((s) => [s, approved.includes(s)]))
}

/** What a scope lets the client do, in words; unknown scopes show their key. */
export const SCOPE_TEXT: Record<string, Text> = {
  'user.read': msg('portal', 'scopeUserRead'),
  'user.write': msg('portal', 'scopeUserWrite'),
  'company.read': msg('portal', 'scopeCompanyRead'),
}
