import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setDemoSettings } from './faults'
import { acceptsAccessToken, endSessions, expireAccessTokens } from './session'
import { lastSmsCode } from './handlers/auth'
import type { MenuVO } from './seed/menus'
import { call, login } from './testClient'

/** Moves the demo API's clock on (token lifetimes are checked against Date.now()), instead of waiting for real time. */
const advanceClock = (ms: number) => vi.setSystemTime(Date.now() + ms)
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

describe('login', () => {
  it('returns yudao token data for a demo account', async () => {
    const res = await call<Record<string, unknown>>('POST', '/system/auth/portal-login', {
      json: {
        username: ' admin ',
        password: 'admin123',
        captchaVerification: '',
        mobile: '',
        smsCode: '',
        socialType: '',
      },
    })
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ userId: 1, accessToken: expect.any(String), refreshToken: expect.any(String) })
    expect(res.data.expiresTime).toBeGreaterThan(Date.now() + 29 * 60_000)
  })

  it('rejects a wrong password with the backend message', async () => {
    const res = await call('POST', '/system/auth/portal-login', { json: { username: 'admin', password: 'nope' } })
    expect(res).toEqual({ code: 1002000000, msg: '登录失败，账号密码不正确', data: null })
  })
})

describe('tokens', () => {
  it('answers the 401 envelope without a token and once the access token expired', async () => {
    expect(await call('GET', '/system/auth/get-permission-info')).toMatchObject({ code: 401, msg: '账号未登录' })
    setDemoSettings({ accessTokenTtlMs: 40 })
    const { accessToken } = await login('user', 'user123')
    expect((await call('GET', '/system/auth/get-permission-info', { token: accessToken })).code).toBe(0)
    advanceClock(60)
    expect(await call('GET', '/system/auth/get-permission-info', { token: accessToken })).toMatchObject({ code: 401 })
  })

  it('rotates refresh tokens: the new pair works, the old pair is revoked', async () => {
    const first = await login('user', 'user123')
    const refreshed = await call<typeof first>('POST', `/system/auth/refresh-token?refreshToken=${first.refreshToken}`)
    expect(refreshed.code).toBe(0)
    expect(refreshed.data.refreshToken).not.toBe(first.refreshToken)
    expect((await call('GET', '/system/auth/get-permission-info', { token: refreshed.data.accessToken })).code).toBe(0)
    expect((await call('GET', '/system/auth/get-permission-info', { token: first.accessToken })).code).toBe(401)
    expect(await call('POST', `/system/auth/refresh-token?refreshToken=${first.refreshToken}`)).toEqual({
      code: 401,
      msg: '无效的刷新令牌',
      data: null,
    })
  })

  it("yudao's own kind ('keep'): the refresh token stays and works again, the access tokens issued before are revoked", async () => {
    setDemoSettings({ refreshTokenUse: 'keep' })
    const first = await login('user', 'user123')
    const second = await call<typeof first>('POST', `/system/auth/refresh-token?refreshToken=${first.refreshToken}`)
    expect(second.data.refreshToken).toBe(first.refreshToken)
    expect((await call('GET', '/system/auth/get-permission-info', { token: first.accessToken })).code).toBe(401)
    expect((await call('GET', '/system/auth/get-permission-info', { token: second.data.accessToken })).code).toBe(0)
    const third = await call<typeof first>('POST', `/system/auth/refresh-token?refreshToken=${first.refreshToken}`)
    expect(third.code).toBe(0)
    expect((await call('GET', '/system/auth/get-permission-info', { token: second.data.accessToken })).code).toBe(401)
  })

  it('test hooks: expired access tokens can still be refreshed (once); ended sessions cannot', async () => {
    const first = await login('admin', 'admin123')
    expireAccessTokens()
    expect(acceptsAccessToken(first.accessToken)).toBe(false)
    expect((await call('GET', '/system/auth/get-permission-info', { token: first.accessToken })).code).toBe(401)
    const next = await call<typeof first>('POST', `/system/auth/refresh-token?refreshToken=${first.refreshToken}`)
    expect(acceptsAccessToken(next.data.accessToken)).toBe(true)
    endSessions()
    expect(acceptsAccessToken(next.data.accessToken)).toBe(false)
    expect(await call('POST', `/system/auth/refresh-token?refreshToken=${next.data.refreshToken}`)).toMatchObject({
      code: 401,
      msg: '无效的刷新令牌',
    })
  })

  it('reports an expired refresh token', async () => {
    setDemoSettings({ refreshTokenTtlMs: 20 })
    const { refreshToken } = await login('user', 'user123')
    advanceClock(40)
    expect(await call('POST', `/system/auth/refresh-token?refreshToken=${refreshToken}`)).toMatchObject({
      code: 401,
      msg: '刷新令牌已过期',
    })
  })

  it('logout revokes the pair', async () => {
    const { accessToken, refreshToken } = await login('admin', 'admin123')
    expect((await call('POST', '/system/auth/logout', { token: accessToken })).data).toBe(true)
    expect((await call('GET', '/system/auth/get-permission-info', { token: accessToken })).code).toBe(401)
    expect((await call('POST', `/system/auth/refresh-token?refreshToken=${refreshToken}`)).code).toBe(401)
  })
})

describe('permission info and menus', () => {
  const info = async (username: string, password: string) => {
    const { accessToken } = await login(username, password)
    const res = await call<{ user: Record<string, unknown>; roles: string[]; permissions: string[]; menus: MenuVO[] }>(
      'GET',
      '/system/auth/get-permission-info',
      { token: accessToken },
    )
    expect(res.code).toBe(0)
    return res.data
  }
  /** 'name(child, child(grandchild))' for compact comparison */
  const outline = (menus: MenuVO[]): string[] =>
    menus.map((m) => (m.children ? `${m.name}(${outline(m.children).join(', ')})` : m.name))

  it('gives the admin every menu, with yudao fields and relative child paths', async () => {
    const data = await info('admin', 'admin123')
    expect(data.user).toEqual({
      id: 1,
      nickname: '管理员',
      username: 'admin',
      avatar: '',
      deptId: 100,
      mobile: '15612345678',
      email: 'admin@sme-demo.cn',
    })
    expect(data.roles).toEqual(['super_admin', 'survey_boss'])
    expect(data.permissions).toEqual(['*:*:*'])
    expect(outline(data.menus)).toEqual([
      '系统管理(字典管理, 通知公告, 示例缺失页面)',
      '基础设施(配置管理)',
      '工作流程(流程管理(流程表单, 流程模型, 流程定义), 任务管理(我的流程, 待办任务, 已办任务), OA 请假)',
      '企业调研(首页, 推荐企业, 全局调研, 我的调研, 计划调研)',
      '消息中心(我的站内信)',
      '帮助文档',
    ])
    const dict = data.menus[0].children![0]
    expect(dict).toEqual({
      id: 105,
      parentId: 1,
      name: '字典管理',
      path: 'dict',
      component: 'system/dict/index',
      componentName: 'SystemDictType',
      icon: 'ep:collection',
      visible: true,
      keepAlive: true,
      alwaysShow: false,
      children: null,
    })
    expect(data.menus.map((m) => m.path)).toEqual([
      '/system',
      '/infra',
      '/bpm',
      '/survey',
      '/message',
      'https://doc.iocoder.cn/',
    ])
  })

  it('shows a plain user only what their permissions allow, and no 全局调研', async () => {
    expect(outline((await info('user', 'user123')).menus)).toEqual([
      '系统管理(字典管理)',
      '基础设施(配置管理)',
      '工作流程(流程管理(流程模型), 任务管理(我的流程, 待办任务, 已办任务))', // an approver (issue 44)
      '企业调研(首页, 推荐企业, 我的调研, 计划调研)',
      '消息中心(我的站内信)',
      '帮助文档',
    ])
  })

  it('shows a company user the survey and messages', async () => {
    const data = await info('company', 'company123')
    expect(data.roles).toEqual(['PORTAL_COMPANY'])
    expect(outline(data.menus)).toEqual([
      '企业调研(首页, 推荐企业, 我的调研, 计划调研)',
      '消息中心(我的站内信)',
      '帮助文档',
    ])
  })
})

describe('other ways in', () => {
  it('SMS: sends a code (not in the response) that signs in once, by `code` or `mobileCode`', async () => {
    const send = await call('POST', '/system/auth/send-sms-code', { json: { mobile: '13912345678', scene: 21 } })
    expect(send).toEqual({ code: 0, msg: '', data: true })
    const code = lastSmsCode('13912345678')!
    expect(code).toMatch(/^\d{4}$/)
    const wrong = code === '1000' ? '1001' : '1000'
    expect(
      await call('POST', '/system/auth/sms-login', { json: { mobile: '13912345678', code: wrong } }),
    ).toMatchObject({
      msg: '验证码不正确',
    })
    const res = await call<{ userId: number }>('POST', '/system/auth/sms-login', {
      json: { mobile: '13912345678', code },
    })
    expect(res.data.userId).toBe(3)
    expect((await call('POST', '/system/auth/sms-login', { json: { mobile: '13912345678', code } })).msg).toBe(
      '验证码不存在',
    )

    await call('POST', '/system/auth/send-sms-code', { json: { mobile: '13812345678', scene: 21 } })
    const alias = await call<{ userId: number }>('POST', '/system/auth/sms-login', {
      json: { mobile: '13812345678', mobileCode: lastSmsCode() },
    })
    expect(alias.data.userId).toBe(2)
  })

  it('SMS: portal-login takes mobile + smsCode; unknown or malformed numbers get no code', async () => {
    await call('POST', '/system/auth/send-sms-code', { json: { mobile: '15612345678', scene: 21 } })
    const res = await call<{ userId: number }>('POST', '/system/auth/portal-login', {
      json: { username: '', password: '', mobile: '15612345678', smsCode: lastSmsCode('15612345678') },
    })
    expect(res.data.userId).toBe(1)
    expect((await call('POST', '/system/auth/send-sms-code', { json: { mobile: '13000000000' } })).msg).toBe(
      '手机号不存在',
    )
    expect((await call('POST', '/system/auth/send-sms-code', { json: { mobile: '123' } })).code).toBe(400)
  })

  it('social: the demo provider redirects back with a bound code; unknown codes must bind first', async () => {
    const redirect = await call<string>(
      'GET',
      `/system/auth/social-auth-redirect?type=10&redirectUri=${encodeURIComponent('http://localhost/portal/social-login?type=10')}`,
    )
    const url = new URL(redirect.data)
    expect(url.pathname).toBe('/portal/social-login')
    const code = url.searchParams.get('code')!
    const state = url.searchParams.get('state')!
    expect(
      (await call<{ userId: number }>('POST', '/system/auth/social-login', { json: { type: 10, code, state } })).data
        .userId,
    ).toBe(3)

    const unbound = { type: 10, code: 'someone-new', state: 's' }
    expect(await call('POST', '/system/auth/social-login', { json: unbound })).toMatchObject({
      code: 1002000005,
      msg: '未绑定账号，需要进行绑定',
    })
    // Signing in with the social parameters binds the account.
    await call('POST', '/system/auth/portal-login', {
      json: {
        username: 'company',
        password: 'company123',
        socialType: 10,
        socialCode: 'someone-new',
        socialState: 's',
      },
    })
    expect((await call<{ userId: number }>('POST', '/system/auth/social-login', { json: unbound })).data.userId).toBe(2)
  })

  it('SSO: the demo ticket signs the company user in, anything else fails', async () => {
    expect(
      (await call<{ userId: number }>('GET', '/funding-application/sso/check?ticket=demo-ticket')).data.userId,
    ).toBe(2)
    expect((await call('GET', '/funding-application/sso/check?ticket=forged')).code).not.toBe(0)
  })
})
