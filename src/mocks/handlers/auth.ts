/**
 * Sign-in and session calls of spec §7 (yudao AuthController and friends): password, SMS and social login, token
 * refresh with rotation, logout, permission info with the menu tree, and the funding platform's SSO ticket check.
 */
import { http } from 'msw'
import { table } from '../db'
import { randomInt, randomString } from '../random'
import { menusFor } from '../seed/menus'
import { issueTokens, publicUser, refreshTokens, revokeAccessToken, users, type DemoUser } from '../session'
import { api, bearer, body, fail, ok, present, query, withUser } from '../util'
import { consumeCaptchaVerification } from './captcha'

/** yudao's error codes for these calls. */
const E = {
  badCredentials: () => fail(1002000000, '登录失败，账号密码不正确'),
  captcha: () => fail(1002000004, '验证码不正确，原因：验证失败'),
  notBound: () => fail(1002000005, '未绑定账号，需要进行绑定'),
  mobileNotExists: () => fail(1002000007, '手机号不存在'),
  badMobile: () => fail(400, '请求参数不正确：手机号格式不正确'),
  smsNotFound: () => fail(1002014000, '验证码不存在'),
  smsExpired: () => fail(1002014001, '验证码已过期'),
  smsWrong: () => fail(1002014003, '验证码不正确'),
  badTicket: () => fail(400, '单点登录票据无效或已过期'),
}

// ---- SMS codes: in memory (a reload only loses codes in flight) ----

const SMS_TTL_MS = 5 * 60_000
const smsCodes = new Map<string, { code: string; expires: number }>()
let lastSms: { mobile: string; code: string } | undefined

/** Test hook: the code most recently "sent" (to `mobile`, when given). Never part of a response. */
export function lastSmsCode(mobile?: string): string | undefined {
  return mobile ? smsCodes.get(mobile)?.code : lastSms?.code
}

/** Checks a code sent to `mobile` and uses it up; the error response when it doesn't fit (any scene: login, reset). */
export function consumeSmsCode(mobile: string, code: string): Response | undefined {
  const sent = smsCodes.get(mobile)
  if (!sent) return E.smsNotFound()
  if (sent.expires <= Date.now()) return E.smsExpired()
  if (sent.code !== code) return E.smsWrong()
  smsCodes.delete(mobile)
}

/** SMS login: the user of that mobile, or the error response. */
function smsUser(mobile: string, code: string): DemoUser | Response {
  return consumeSmsCode(mobile, code) ?? users.find((u) => u.mobile === mobile) ?? E.mobileNotExists()
}

// ---- social accounts: a demo provider whose code names the social account ----

export const DEMO_SOCIAL_CODE = 'demo-social-code'
interface SocialBinding {
  id: number
  type: number
  code: string
  userId: number
}
const socialBindings = table<SocialBinding>('system_social_users', () => [
  { type: 10, code: DEMO_SOCIAL_CODE, userId: 3 },
])

// ---- SSO tickets from the funding platform ----

export const DEMO_SSO_TICKET = 'demo-ticket'
const SSO_USER_ID = 2 // the company account

interface LoginBody {
  username: string
  password: string
  captchaVerification: string
  mobile: string
  smsCode: string
  socialType: number | string
  socialCode: string
  socialState: string
}

export const handlers = [
  http.post(api('/system/auth/portal-login'), async ({ request }) => {
    const b = await body<LoginBody>(request)
    // Captcha is a build setting of the client (spec §1): checked whenever the client sends one.
    if (present(b.captchaVerification) && !consumeCaptchaVerification(String(b.captchaVerification))) return E.captcha()

    let user: DemoUser | undefined
    if (present(b.mobile) && present(b.smsCode)) {
      const result = smsUser(String(b.mobile).trim(), String(b.smsCode))
      if (result instanceof Response) return result
      user = result
    } else {
      const username = String(b.username ?? '').trim()
      user = users.find((u) => u.username === username && u.password === b.password)
      if (!user) return E.badCredentials()
    }
    // Signing in with a social code binds that social account to this user (yudao's /social-login → bind flow).
    if (present(b.socialType) && present(b.socialCode)) {
      const code = String(b.socialCode)
      socialBindings.removeWhere((s) => s.code === code)
      socialBindings.insert({ type: Number(b.socialType), code, userId: user.id })
    }
    return ok(issueTokens(user.id))
  }),

  http.post(api('/system/auth/refresh-token'), async ({ request }) => {
    const refreshToken =
      query(request).get('refreshToken') ?? (await body<{ refreshToken: string }>(request)).refreshToken
    const result = refreshTokens(String(refreshToken ?? ''))
    // yudao itself answers 400 for an unknown token; the client must go by the message (spec §8).
    return 'error' in result ? fail(401, result.error) : ok(result)
  }),

  http.post(api('/system/auth/logout'), ({ request }) => {
    const token = bearer(request)
    if (token) revokeAccessToken(token)
    return ok(true)
  }),

  http.get(
    api('/system/auth/get-permission-info'),
    withUser(({ user }) =>
      ok({ user: publicUser(user), roles: user.roles, permissions: user.permissions, menus: menusFor(user) }),
    ),
  ),

  // The demo "provider" approves at once: it sends the browser straight back with a code that is already bound.
  http.get(api('/system/auth/social-auth-redirect'), ({ request }) => {
    const q = query(request)
    const redirectUri = q.get('redirectUri')
    if (!q.get('type') || !redirectUri) return fail(400, '请求参数不正确：type 和 redirectUri 不能为空')
    const sep = redirectUri.includes('?') ? '&' : '?'
    return ok(`${redirectUri}${sep}code=${DEMO_SOCIAL_CODE}&state=${randomString(16)}`)
  }),

  http.post(api('/system/auth/social-login'), async ({ request }) => {
    const { code } = await body<{ type: number; code: string; state: string }>(request)
    const binding = socialBindings.find((s) => s.code === code)
    return binding ? ok(issueTokens(binding.userId)) : E.notBound()
  }),

  http.post(api('/system/auth/send-sms-code'), async ({ request }) => {
    const mobile = String((await body<{ mobile: string; scene: number }>(request)).mobile ?? '').trim()
    if (!/^1[3-9]\d{9}$/.test(mobile)) return E.badMobile()
    if (!users.find((u) => u.mobile === mobile)) return E.mobileNotExists()
    const code = String(randomInt(1000, 9999))
    smsCodes.set(mobile, { code, expires: Date.now() + SMS_TTL_MS })
    lastSms = { mobile, code }
    return ok(true)
  }),

  // spec §3: the code field is `code`, part of the old bundle says `mobileCode`.
  http.post(api('/system/auth/sms-login'), async ({ request }) => {
    const b = await body<{ mobile: string; code: string; mobileCode: string }>(request)
    const result = smsUser(String(b.mobile ?? '').trim(), String(b.code || b.mobileCode || ''))
    return result instanceof Response ? result : ok(issueTokens(result.id))
  }),

  http.get(api('/funding-application/sso/check'), ({ request }) =>
    query(request).get('ticket') === DEMO_SSO_TICKET ? ok(issueTokens(SSO_USER_ID)) : E.badTicket(),
  ),
]
