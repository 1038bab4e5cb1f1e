/**
 * OAuth2 authorisation page calls (yudao OAuth2OpenController): GET shows the client and the scopes the user already
 * approved; POST approves or denies and returns where to send the browser (with a code, or a token for `token`).
 */
import { http } from 'msw'
import { table } from '../db'
import { randomToken } from '../random'
import { issueTokens } from '../session'
import { api, body, fail, ok, present, query, withUser } from '../util'

interface Client {
  clientId: string
  name: string
  logo: string
  redirectUris: string[]
  scopes: string[]
  autoApproveScopes: string[]
}

const logo = (text: string, color: string) =>
  'data:image/svg+xml;base64,' +
  btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="${color}"/>` +
      `<text x="32" y="42" font-size="28" font-family="Arial" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  )

const CLIENTS: Client[] = [
  {
    clientId: 'default',
    name: '芋道源码',
    logo: logo('YD', '#409EFF'),
    redirectUris: ['https://www.iocoder.cn', 'https://doc.iocoder.cn', 'http://localhost', 'http://127.0.0.1'],
    scopes: ['user.read', 'user.write'],
    autoApproveScopes: [],
  },
  {
    clientId: 'sme-funding',
    name: '中小企业融资服务平台',
    logo: logo('FD', '#11a983'),
    redirectUris: ['https://funding.sme-demo.cn', 'http://localhost', 'http://127.0.0.1'],
    scopes: ['user.read', 'company.read'],
    autoApproveScopes: ['user.read'],
  },
]

interface Approval {
  id: number
  userId: number
  clientId: string
  scope: string
  approved: boolean
}
const approvals = table<Approval>('system_oauth2_approves', () => [])

const approvedScopes = (userId: number, client: Client) =>
  new Set([
    ...client.autoApproveScopes,
    ...approvals
      .list()
      .filter((a) => a.userId === userId && a.clientId === client.clientId && a.approved)
      .map((a) => a.scope),
  ])

const E = {
  noClient: () => fail(1002020000, 'OAuth2 客户端不存在'),
  badRedirect: (uri: string) => fail(1002020005, `无效 redirect_uri: ${uri}`),
  badResponseType: () => fail(400, '请求参数不正确：response_type 参数值只允许 code 和 token'),
  badScope: () => fail(1002020006, '授权范围过大'),
}

const withQuery = (uri: string, params: Record<string, string>, fragment = false) =>
  uri + (fragment ? '#' : uri.includes('?') ? '&' : '?') + new URLSearchParams(params).toString()

export const handlers = [
  http.get(
    api('/system/oauth2/authorize'),
    withUser(({ request, user }) => {
      const client = CLIENTS.find((c) => c.clientId === query(request).get('clientId'))
      if (!client) return E.noClient()
      const approved = approvedScopes(user.id, client)
      return ok({
        client: { name: client.name, logo: client.logo },
        scopes: client.scopes.map((key) => ({ key, value: approved.has(key) })),
      })
    }),
  ),

  // spec §7: form-encoded, the fields travel in the query string (the body is read too, for other clients).
  http.post(
    api('/system/oauth2/authorize'),
    withUser(async ({ request, user }) => {
      const q = query(request)
      const form = await body<Record<string, string>>(request)
      const param = (name: string) => q.get(name) ?? (present(form[name]) ? String(form[name]) : undefined)

      const responseType = param('response_type')
      const redirectUri = param('redirect_uri') ?? ''
      const state = param('state') ?? ''
      if (responseType !== 'code' && responseType !== 'token') return E.badResponseType()
      const client = CLIENTS.find((c) => c.clientId === param('client_id'))
      if (!client) return E.noClient()
      if (!client.redirectUris.some((u) => redirectUri.startsWith(u))) return E.badRedirect(redirectUri)
      let scopes: Record<string, boolean>
      try {
        scopes = JSON.parse(param('scope') ?? '{}') as Record<string, boolean>
      } catch {
        return fail(400, '请求参数不正确：scope')
      }
      if (Object.keys(scopes).some((s) => !client.scopes.includes(s))) return E.badScope()

      const approved = approvedScopes(user.id, client)
      if (param('auto_approve') === 'true') {
        // yudao: when the scopes can't be approved automatically, answer null and let the page ask the user.
        if (!Object.keys(scopes).every((s) => approved.has(s))) return ok(null)
      } else {
        for (const [scope, yes] of Object.entries(scopes)) {
          approvals.removeWhere((a) => a.userId === user.id && a.clientId === client.clientId && a.scope === scope)
          approvals.insert({ userId: user.id, clientId: client.clientId, scope, approved: Boolean(yes) })
        }
        if (!Object.values(scopes).some(Boolean)) {
          return ok(withQuery(redirectUri, { error: 'access_denied', error_description: 'User denied access', state }))
        }
      }
      if (responseType === 'code') return ok(withQuery(redirectUri, { code: randomToken(), state }))
      const token = issueTokens(user.id)
      const expiresIn = String(Math.round((token.expiresTime - Date.now()) / 1000))
      return ok(
        withQuery(
          redirectUri,
          { access_token: token.accessToken, token_type: 'bearer', expires_in: expiresIn, state },
          true,
        ),
      )
    }),
  ),
]
