/**
 * Demo users, OAuth2 tokens and the demo settings. Tokens are a table, so in the browser a signed-in session survives a
 * reload like it would against the real server.
 */
import { onOtherTabChange, rereadTable, table, value } from './db'
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

/** What an approver may do in 工作流程: 我的流程 (and 取消), 待办任务 / 已办任务, and act on a task. */
const APPROVER = ['bpm:process-instance:query', 'bpm:process-instance:cancel', 'bpm:task:query', 'bpm:task:update']
/** A staff account: password `<username>123`, the common role, an approver. */
const staff = (id: number, username: string, nickname: string, deptId: number, mobile: string): DemoUser => ({
  id,
  username,
  password: `${username}123`,
  nickname,
  avatar: '',
  deptId,
  mobile,
  email: `${username}@sme-demo.cn`,
  roles: ['common'],
  permissions: APPROVER,
})

/** Demo accounts (README lists them). A company user's company lives in handlers/company.ts. */
export const users = table<DemoUser>(
  'system_users',
  () => [
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
      permissions: ['system:dict:query', 'infra:config:query', 'bpm:model:query', ...APPROVER],
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
    // Staff the assignment rules name (department leaders, finance, HR): approvers who can sign in, like 张晓明.
    staff(5, 'wangjg', '王建国', 103, '13600000005'),
    staff(6, 'lina', '李娜', 105, '13600000006'),
    staff(7, 'zhouting', '周婷', 106, '13600000007'),
    staff(8, 'sunlei', '孙磊', 107, '13600000008'),
  ],
  { version: 2 },
) // 2: the staff accounts (issue 44)

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
  /**
   * What a refresh does with the refresh token: 'once' (default, the strict case: it works once, the pair rotates) or
   * 'keep' (yudao's own OAuth2TokenServiceImpl: the refresh token stays, the access tokens issued before are revoked).
   */
  refreshTokenUse: 'once' | 'keep'
}
const DEFAULT_SETTINGS: DemoSettings = {
  accessTokenTtlMs: 30 * 60_000,
  refreshTokenTtlMs: 30 * 24 * 3_600_000,
  refreshTokenUse: 'once',
}
const settings = value<DemoSettings>('settings', () => ({ ...DEFAULT_SETTINGS }), { version: 2 })

export const demoSettings = (): DemoSettings => ({ ...DEFAULT_SETTINGS, ...settings.get() })
/** Changes apply to tokens issued afterwards. Returns the settings now in force. */
export function setDemoSettings(patch: Partial<DemoSettings>): DemoSettings {
  settings.set({ ...demoSettings(), ...patch })
  return demoSettings()
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
  /**
   * Revoked by a refresh or a logout. The row stays (until its refresh token would have expired) so every tab's demo
   * API can tell "revoked" from "issued by another tab a moment ago" (see tokenTableSettled).
   */
  revoked?: boolean
}
export const TOKEN_TABLE = 'system_oauth2_tokens'
const tokens = table<TokenRow>(TOKEN_TABLE, () => [])

/** yudao AuthLoginRespVO */
export interface TokenData {
  userId: number
  accessToken: string
  refreshToken: string
  expiresTime: number
}

function insertTokens(userId: number, refreshToken: string, refreshExpiresTime: number): TokenData {
  const now = Date.now()
  tokens.removeWhere((t) => t.refreshExpiresTime <= now) // forget what could never be used again
  const row = tokens.insert({
    userId,
    accessToken: randomToken(),
    refreshToken,
    expiresTime: now + demoSettings().accessTokenTtlMs,
    refreshExpiresTime,
  })
  return { userId, accessToken: row.accessToken, refreshToken: row.refreshToken, expiresTime: row.expiresTime }
}

export function issueTokens(userId: number): TokenData {
  return insertTokens(userId, randomToken(), Date.now() + demoSettings().refreshTokenTtlMs)
}

/** Whether this demo API knows the access token at all (valid, expired or revoked). */
export const isKnownAccessToken = (accessToken: string) =>
  tokens.find((t) => t.accessToken === accessToken) !== undefined

/** The user an access token belongs to; undefined when it is unknown, revoked or expired. */
export function userOfAccessToken(accessToken: string): DemoUser | undefined {
  const row = tokens.find((t) => t.accessToken === accessToken)
  if (!row || row.revoked || row.expiresTime <= Date.now()) return undefined
  return users.get(row.userId)
}

/** Errors carry yudao's messages (spec §8 treats them silently). */
export function refreshTokens(refreshToken: string): TokenData | { error: string } {
  const rows = tokens.list().filter((t) => t.refreshToken === refreshToken && !t.revoked)
  if (!rows.length) return { error: '无效的刷新令牌' }
  const { userId, refreshExpiresTime } = rows[0]
  // Both kinds revoke every access token issued before with this refresh token.
  rows.forEach((r) => tokens.update(r.id, { revoked: true }))
  if (refreshExpiresTime <= Date.now()) return { error: '刷新令牌已过期' }
  if (demoSettings().refreshTokenUse === 'keep') return insertTokens(userId, refreshToken, refreshExpiresTime)
  return issueTokens(userId)
}

/** Logout: revokes the pair the access token belongs to (and, with 'keep', every access token of its refresh token). */
export function revokeAccessToken(accessToken: string): boolean {
  const row = tokens.find((t) => t.accessToken === accessToken && !t.revoked)
  if (!row) return false
  tokens
    .list()
    .filter((t) => t.refreshToken === row.refreshToken && !t.revoked)
    .forEach((t) => tokens.update(t.id, { revoked: true }))
  return true
}

/** How long a tab's demo API waits for another tab's token table before calling a token unknown. */
const OTHER_TAB_WAIT_MS = 3_000

/**
 * Every tab runs its own copy of the demo API, sharing data through localStorage, which reaches the other tabs a few
 * milliseconds late. A token this copy has never seen was most likely just issued by another tab: wait until the
 * table arrives (or the time is up) before answering 401, like one server would. Immediate in node (nothing shared).
 */
export async function tokenTableSettled(accessToken: string): Promise<void> {
  if (isKnownAccessToken(accessToken) || !rereadTable(TOKEN_TABLE) || isKnownAccessToken(accessToken)) return
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(done, OTHER_TAB_WAIT_MS)
    const stop = onOtherTabChange((name) => {
      if (name === TOKEN_TABLE && isKnownAccessToken(accessToken)) done()
    })
  })
}

// ---- test hooks (browser.ts exposes them to the journeys) ----

/** Every access token expires now, as when the tabs' tokens expire together; refresh tokens stay valid. */
export function expireAccessTokens() {
  const now = Date.now()
  tokens.list().forEach((t) => t.expiresTime >= now && tokens.update(t.id, { expiresTime: now - 1 }))
}

/** The server ends every session: access and refresh tokens revoked (the session really ended). */
export function endSessions() {
  tokens.list().forEach((t) => !t.revoked && tokens.update(t.id, { revoked: true }))
}

/** Whether this tab's demo API accepts the access token now. */
export const acceptsAccessToken = (accessToken: string) => userOfAccessToken(accessToken) !== undefined
