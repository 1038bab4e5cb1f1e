// @vitest-environment jsdom
// The portal's calls through the real request layer against the demo API (msw/node from tests/setup.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { portalLogin, sendSmsCode, smsLogin, ssoCheck } from '../../api/auth'
import { bindFeedback } from '../../api/http/feedback'
import { ApiError } from '../../api/http/errors'
import { tokens } from '../../api/http/tokens'
import { register, resetPassword, SMS_SCENE } from '../../api/portal/account'
import { authorize, getAuthorize } from '../../api/portal/oauth2'
import { CAPTCHA_OK, CAPTCHA_TYPE, checkCaptcha, getCaptcha } from '../../api/portal/captcha'
import { getServicePage } from '../../api/portal/content'
import { server } from '../../mocks/node'
import { lastSmsCode } from '../../mocks/handlers/auth'
import { captchaAnswer } from '../../mocks/handlers/captcha'
import { issueTokens } from '../../mocks/session'
import { local, STORAGE_KEYS } from '../../utils/storage'
import { aesEncrypt, captchaVerification, encryptPoint, pointText } from './captcha/aes'
import { applyTenantName } from './tenant'

let unbind: () => void
beforeEach(() => {
  // The request layer would show these; the tests read the thrown ApiError instead.
  unbind = bindFeedback({ error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) })
})
afterEach(() => {
  unbind()
  server.events.removeAllListeners()
})

const rejection = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (e) {
    return e as ApiError
  }
  throw new Error('expected a rejection')
}

describe('AJ-Captcha block puzzle against the demo API', () => {
  it('get → drag to the answer → check with the AES point → login accepts captchaVerification once', async () => {
    const reply = await getCaptcha({ captchaType: CAPTCHA_TYPE })
    expect(reply.repCode).toBe(CAPTCHA_OK)
    const { token, secretKey, originalImageBase64, jigsawImageBase64 } = reply.repData!
    expect(originalImageBase64).toMatch(/^data:image\//)
    expect(jigsawImageBase64).toMatch(/^data:image\//)
    const { x } = captchaAnswer(token)!

    const check = await checkCaptcha({ captchaType: CAPTCHA_TYPE, token, pointJson: encryptPoint(x + 3, secretKey) })
    expect(check.repCode).toBe(CAPTCHA_OK)

    const verification = captchaVerification(token, x + 3, secretKey)
    expect(verification).toBe(aesEncrypt(`${token}---${pointText(x + 3)}`, secretKey))
    const data = await portalLogin({ username: 'admin', password: 'admin123', captchaVerification: verification })
    expect(data.accessToken).toBeTruthy()
    // The same verification a second time is refused with the backend's message.
    const again = await rejection(portalLogin({ username: 'admin', password: 'admin123', captchaVerification: verification }))
    expect(again.message).toBe('验证码不正确，原因：验证失败')
  })

  it('a drop off by more than the tolerance fails, and the puzzle allows one try only', async () => {
    const { token, secretKey } = (await getCaptcha({ captchaType: CAPTCHA_TYPE })).repData!
    const { x } = captchaAnswer(token)!
    const wrong = await checkCaptcha({ captchaType: CAPTCHA_TYPE, token, pointJson: encryptPoint(x + 20, secretKey) })
    expect(wrong.repCode).not.toBe(CAPTCHA_OK)
    const retry = await checkCaptcha({ captchaType: CAPTCHA_TYPE, token, pointJson: encryptPoint(x, secretKey) })
    expect(retry.repCode).not.toBe(CAPTCHA_OK)
  })

  it('a point encrypted with another key is refused', async () => {
    const { token } = (await getCaptcha({ captchaType: CAPTCHA_TYPE })).repData!
    const { x } = captchaAnswer(token)!
    const reply = await checkCaptcha({ captchaType: CAPTCHA_TYPE, token, pointJson: encryptPoint(x, 'AAAAAAAAAAAAAAAA') })
    expect(reply.repCode).not.toBe(CAPTCHA_OK)
  })
})

describe('accounts', () => {
  it('register, then sign in with the new account (a company user)', async () => {
    await register({ username: 'suzhouabc', nickname: '周敏', mobile: '13655556666', password: 'abc12345' })
    const data = await portalLogin({ username: ' suzhouabc ', password: 'abc12345' })
    expect(data.accessToken).toBeTruthy()
    const taken = await rejection(register({ username: 'suzhouabc', nickname: '周敏', mobile: '13655550000', password: 'abc12345' }))
    expect(taken.message).toBe('用户账号已经存在')
  })

  it('reset a password with an SMS code; the code works once', async () => {
    await sendSmsCode('13912345678', SMS_SCENE.resetPassword)
    const code = lastSmsCode('13912345678')!
    await resetPassword({ mobile: '13912345678', code, password: 'newpass1' })
    expect((await portalLogin({ username: 'user', password: 'newpass1' })).accessToken).toBeTruthy()
    const reused = await rejection(resetPassword({ mobile: '13912345678', code, password: 'other123' }))
    expect(reused.message).toBe('验证码不存在')
  })

  it('SMS sign-in sends the code as `code`', async () => {
    const bodies: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/sms-login')) bodies.push(await request.clone().json())
    })
    await sendSmsCode('13812345678')
    const code = lastSmsCode('13812345678')!
    expect((await smsLogin('13812345678', code)).accessToken).toBeTruthy()
    expect(bodies).toEqual([{ mobile: '13812345678', code }])
  })

  it('a tenant name becomes the tenant-id header; an unknown one is refused', async () => {
    expect(await applyTenantName('芋道源码')).toBe(true)
    expect(local.get(STORAGE_KEYS.tenantId)).toBe('1')
    expect(local.get(STORAGE_KEYS.tenantName)).toBe('芋道源码')
    expect(await applyTenantName('不存在的租户')).toBe(false)
    expect(local.get(STORAGE_KEYS.tenantId)).toBe('1')
  })
})

describe('SSO and OAuth2', () => {
  it('exchanges the funding platform ticket for tokens, forwarding its parameters', async () => {
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => void seen.push(request.url))
    const data = await ssoCheck({ ticket: 'demo-ticket', appId: 'funding' })
    expect(data.accessToken).toBeTruthy()
    expect(seen.find((u) => u.includes('/sso/check'))).toMatch(/\?ticket=demo-ticket&appId=funding$/)
    expect((await rejection(ssoCheck({ ticket: 'forged' }))).message).toBe('单点登录票据无效或已过期')
  })

  it('authorise: form-encoded POST with the fields in the query; deny returns access_denied to the client', async () => {
    tokens.set(issueTokens(1))
    const posts: { url: URL; type: string | null }[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/oauth2/authorize')) posts.push({ url: new URL(request.url), type: request.headers.get('Content-Type') })
    })
    const info = await getAuthorize('default')
    expect(info.client.name).toBe('芋道源码')
    expect(info.scopes.map((s) => s.key)).toEqual(['user.read', 'user.write'])

    const base = { responseType: 'code', clientId: 'default', redirectUri: 'https://www.iocoder.cn/cb', state: 's1' }
    const approved = await authorize({ ...base, autoApprove: false, scopes: { 'user.read': true, 'user.write': false } })
    expect(approved).toMatch(/^https:\/\/www\.iocoder\.cn\/cb\?code=\w+&state=s1$/)
    expect(posts[0].type).toContain('application/x-www-form-urlencoded')
    expect(Object.fromEntries(posts[0].url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'default',
      redirect_uri: 'https://www.iocoder.cn/cb',
      state: 's1',
      auto_approve: 'false',
      scope: '{"user.read":true,"user.write":false}',
    })
    // user.read was approved: auto-approve now passes for it, but not for user.write.
    expect(await authorize({ ...base, autoApprove: true, scopes: { 'user.read': true } })).toMatch(/code=/)
    expect(await authorize({ ...base, autoApprove: true, scopes: { 'user.write': true } })).toBeNull()
    const denied = await authorize({ ...base, autoApprove: false, scopes: { 'user.read': false, 'user.write': false } })
    expect(denied).toContain('error=access_denied')
  })
})

describe('service categories', () => {
  it('lists a category page by page and searches it', async () => {
    const page = await getServicePage({ category: 'financing', pageNo: 1, pageSize: 4 })
    expect(page.total).toBe(6)
    expect(page.list).toHaveLength(4)
    expect(page.list.every((s) => s.category === 'financing' && s.provider && s.contact && s.phone)).toBe(true)
    const found = await getServicePage({ category: 'financing', keyword: '质押', pageNo: 1, pageSize: 10 })
    expect(found.list.map((s) => s.title)).toEqual(['知识产权质押融资'])
  })
})
