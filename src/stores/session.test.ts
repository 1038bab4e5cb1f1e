// @vitest-environment jsdom
// The session store against the demo API (spec §4, §5): login, loadInfo, company, logout.
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bindFeedback, type Feedback } from '../api/http/feedback'
import { tokens } from '../api/http/tokens'
import { injectFault } from '../mocks/faults'
import { server } from '../mocks/node'
import { api } from '../mocks/util'
import { DEFAULT_ROLE, isInfoLoaded, useSession } from './session'

let unbind: () => void
const bodies: Record<string, unknown>[] = []
const paths: string[] = []
beforeEach(() => {
  unbind = bindFeedback({
    error: vi.fn(),
    notifyError: vi.fn(),
    confirm: vi.fn(async () => false),
  } as unknown as Feedback)
  useSession.getState().clear()
  bodies.length = 0
  paths.length = 0
  server.events.on('request:start', async ({ request }) => {
    paths.push(new URL(request.url).pathname)
    if (request.url.includes('portal-login')) bodies.push((await request.clone().json()) as Record<string, unknown>)
  })
})
afterEach(() => {
  unbind()
  server.events.removeAllListeners()
})

const signIn = (username: string, password: string) => useSession.getState().login({ username, password })

describe('session store', () => {
  it('login trims the username and mobile and stores the tokens', async () => {
    await signIn('  admin \t', 'admin123')
    expect(bodies[0]).toMatchObject({ username: 'admin', password: 'admin123' })
    expect(useSession.getState().token).toBeTruthy()
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe(useSession.getState().token)
    expect(localStorage.getItem('REFRESH_TOKEN')).toBeTruthy()
    bodies.length = 0
    await useSession
      .getState()
      .login({ mobile: ' 13812345678 ', smsCode: '0000' })
      .catch(() => undefined)
    expect(bodies[0]).toMatchObject({ mobile: '13812345678' })
  })

  it('a wrong password rejects with the backend message and leaves no session', async () => {
    await expect(signIn('admin', 'nope')).rejects.toMatchObject({ message: '登录失败，账号密码不正确' })
    expect(useSession.getState().token).toBeNull()
  })

  it('loadInfo fills user, roles, permissions and menus', async () => {
    await signIn('admin', 'admin123')
    expect(isInfoLoaded(useSession.getState())).toBe(false)
    await useSession.getState().loadInfo()
    const s = useSession.getState()
    expect(s.user).toMatchObject({ username: 'admin', nickname: '管理员' })
    expect(s.user!.avatar).toBeTruthy() // a default image when the server has none
    expect(s.roles).toEqual(['super_admin', 'survey_boss'])
    expect(s.permissions).toEqual(['*:*:*'])
    expect(s.menus.length).toBeGreaterThan(0)
    expect(isInfoLoaded(s)).toBe(true)
    expect(paths).not.toContain('/admin-api/portal/company/getCompanyByUserId')
  })

  it('no roles from the server → the single role ROLE_DEFAULT', async () => {
    await signIn('user', 'user123')
    server.use(
      mswHttp.get(api('/system/auth/get-permission-info'), () =>
        HttpResponse.json({
          code: 0,
          msg: '',
          data: { user: { id: 3, nickname: 'x' }, roles: [], permissions: [], menus: [] },
        }),
      ),
    )
    await useSession.getState().loadInfo()
    expect(useSession.getState().roles).toEqual([DEFAULT_ROLE])
    expect(DEFAULT_ROLE).toBe('ROLE_DEFAULT')
  })

  it('PORTAL_COMPANY loads companyName and uniScid', async () => {
    await signIn('company', 'company123')
    await useSession.getState().loadInfo()
    expect(useSession.getState().roles).toContain('PORTAL_COMPANY')
    expect(useSession.getState()).toMatchObject({
      companyName: '苏州云帆智能科技有限公司',
      uniScid: '91320505MA1W8G3K8J',
    })
  })

  it('company load failure → empty companyName and uniScid, the session stays', async () => {
    await signIn('company', 'company123')
    useSession.setState({ companyName: 'stale', uniScid: 'stale' })
    injectFault({ code: 500, path: '/portal/company/getCompanyByUserId' })
    await useSession.getState().loadInfo()
    expect(useSession.getState()).toMatchObject({ companyName: '', uniScid: '' })
    expect(useSession.getState().roles).toContain('PORTAL_COMPANY')
  })

  it('logout tells the server, then clears roles, permissions, menus and tokens', async () => {
    await signIn('admin', 'admin123')
    await useSession.getState().loadInfo()
    const token = tokens.access()!
    await useSession.getState().logout()
    expect(paths).toContain('/admin-api/system/auth/logout')
    expect(useSession.getState()).toMatchObject({ token: null, user: null, roles: [], permissions: [], menus: [] })
    expect(tokens.access()).toBeNull()
    expect(tokens.refresh()).toBeNull()
    // The server revoked the token: it no longer opens the session.
    const res = await fetch('http://localhost/admin-api/system/auth/get-permission-info', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(((await res.json()) as { code: number }).code).toBe(401)
  })

  it('logout ends the local session even when the server call fails', async () => {
    await signIn('admin', 'admin123')
    injectFault({ network: true, path: '/system/auth/logout' })
    await useSession.getState().logout()
    expect(useSession.getState().token).toBeNull()
    expect(tokens.refresh()).toBeNull()
  })

  it('the store mirrors tokens changed elsewhere (refresh)', async () => {
    tokens.set({ accessToken: 'a1', refreshToken: 'r1' })
    expect(useSession.getState().token).toBe('a1')
    tokens.clear()
    expect(useSession.getState().token).toBeNull()
  })

  it('follows other tabs (issue 10): signed out there ends this session, signed in or refreshed there is taken over', async () => {
    await signIn('admin', 'admin123')
    await useSession.getState().loadInfo()
    // Another tab signs out: its write reaches this tab's localStorage, then the storage event.
    localStorage.removeItem('ACCESS_TOKEN')
    localStorage.removeItem('REFRESH_TOKEN')
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'ACCESS_TOKEN', oldValue: 'x', newValue: null, storageArea: localStorage }),
    )
    expect(useSession.getState().token).toBeNull()
    expect(useSession.getState().roles).toEqual([])
    expect(useSession.getState().user).toBeNull()
    // Another tab signs in (or refreshes): the store holds its token, so the guard lets this tab in.
    localStorage.setItem('ACCESS_TOKEN', 'from-another-tab')
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'ACCESS_TOKEN',
        oldValue: null,
        newValue: 'from-another-tab',
        storageArea: localStorage,
      }),
    )
    expect(useSession.getState().token).toBe('from-another-tab')
    // Other keys are not the session's business.
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'layout-setting', newValue: '{}', storageArea: localStorage }),
    )
    expect(useSession.getState().token).toBe('from-another-tab')
  })
})
