/**
 * Demo users, OAuth2 tokens and the demo settings. Tokens are a table, so in the browser a signed-in session survives a
 * reload like it would against the real server.
 */
import { table, value } from './db'
import { randomToken } from './random'

export interface DemoUser {
  id: number
  username: string
  password: string
  nickname: string
  avatar: string
  deptId: number
  mobile: string
  email: string
  roles: string[]
  permissions: string[]
}

/** Demo accounts (README lists them). A company user's company lives in handlers/company.ts. */
export const users = table<DemoUser>('system_users', () => [
  {
    id: 1,
    username: 'admin',
    password: 'admin123',
    nickname: '管理员',
    avatar: '',
    deptId: 100,
    mobile: '15612345678',
    email: 'admin@sme-demo.cn',
    roles: ['super_admin', 'survey_boss'],
    permissions: ['*:*:*'],
  },
  {
    id: 2,
    username: 'company',
    password: 'company123',
    nickname: '陈云帆',
    avatar: '',
    deptId: 200,
    mobile: '13812345678',
    email: 'chenyf@yunfan-ai.com.cn',
    roles: ['PORTAL_COMPANY'],
    permissions: ['portal:company:query'],
  },
  {
    id: 3,
    username: 'user',
    password: 'user123',
    nickname: '张晓明',
    avatar: '',
    deptId: 103,
    mobile: '13912345678',
    email: 'zhangxm@sme-demo.cn',
    roles: ['common'],
    permissions: ['system:dict:query', 'infra:config:query', 'bpm:model:query'],
  },
  {
    id: 4,
    username: 'newco',
    password: 'newco123',
    nickname: '李新',
    avatar: '',
    deptId: 200,
    mobile: '13700001111',
    email: 'lixin@example.com',
    roles: ['PORTAL_COMPANY'],
    permissions: ['portal:company:query'],
  },
])

/** The user as get-permission-info and other calls show it: never the password. */
export const publicUser = ({ id, nickname, username, avatar, deptId, mobile, email }: DemoUser) => ({
  id,
  nickname,
  username,
  avatar,
  deptId,
  mobile,
  email,
})

/** spec §6: `*:*:*` grants every permission. */
export const hasPermission = (user: DemoUser, permission: string) =>
  user.permissions.includes('*:*:*') || user.permissions.includes(permission)

// ---- settings ----

export interface DemoSettings {
  /** Access-token lifetime; short values make the client's refresh path run for real. */
  accessTokenTtlMs: number
  refreshTokenTtlMs: number
}
const DEFAULT_SETTINGS: DemoSettings = { accessTokenTtlMs: 30 * 60_000, refreshTokenTtlMs: 30 * 24 * 3_600_000 }
const settings = value<DemoSettings>('settings', () => ({ ...DEFAULT_SETTINGS }))

export const demoSettings = (): DemoSettings => settings.get()
/** Changes apply to tokens issued afterwards. Returns the settings now in force. */
export function setDemoSettings(patch: Partial<DemoSettings>): DemoSettings {
  settings.set({ ...settings.get(), ...patch })
  return settings.get()
}

// ---- tokens ----

interface TokenRow {
  id: number
  userId: number
  accessToken: string
  refreshToken: string
  /** ms epoch */
  expiresTime: number
  refreshExpiresTime: number
}
const tokens = table<TokenRow>('system_oauth2_tokens', () => [])

/** yudao AuthLoginRespVO */
export interface TokenData {
  userId: number
  accessToken: string
  refreshToken: string
  expiresTime: number
}

export function issueTokens(userId: number): TokenData {
  const now = Date.now()
  const { accessToken, refreshToken, expiresTime } = tokens.insert({
    userId,
    accessToken: randomToken(),
    refreshToken: randomToken(),
    expiresTime: now + demoSettings().accessTokenTtlMs,
    refreshExpiresTime: now + demoSettings().refreshTokenTtlMs,
  })
  return { userId, accessToken, refreshToken, expiresTime }
}

/** The user an access token belongs to; undefined when it is unknown, revoked or expired. */
export function userOfAccessToken(accessToken: string): DemoUser | undefined {
  const row = tokens.find((t) => t.accessToken === accessToken)
  if (!row || row.expiresTime <= Date.now()) return undefined
  return users.get(row.userId)
}

/** Rotation: the old pair is revoked and a new pair issued. Errors carry yudao's messages (spec §8 treats them silently). */
export function refreshTokens(refreshToken: string): TokenData | { error: string } {
  const row = tokens.find((t) => t.refreshToken === refreshToken)
  if (!row) return { error: '无效的刷新令牌' }
  tokens.remove(row.id)
  if (row.refreshExpiresTime <= Date.now()) return { error: '刷新令牌已过期' }
  return issueTokens(row.userId)
}

/** Logout: revokes the pair the access token belongs to. */
export function revokeAccessToken(accessToken: string): boolean {
  return tokens.removeWhere((t) => t.accessToken === accessToken) > 0
}
