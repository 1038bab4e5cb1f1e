import { create } from 'zustand'
import * as authApi from '../api/auth'
import { setLogoutHandler } from '../api/http/client'
import { tokens, type TokenData } from '../api/http/tokens'
import type { Menu, User } from '../api/types'
import { STORAGE_KEYS } from '../utils/storage'

export const DEFAULT_ROLE = 'ROLE_DEFAULT'
export const COMPANY_ROLE = 'PORTAL_COMPANY'
export const DEFAULT_AVATAR = `${import.meta.env.BASE_URL}avatar-default.svg`

interface SessionState {
  token: string | null
  user: User | null
  /** Empty until loadInfo: the guard loads the session on the first navigation with a token (spec §4). */
  roles: string[]
  permissions: string[]
  menus: Menu[]
  companyName: string
  uniScid: string
  /** Password sign-in; username is trimmed (spec §5). */
  login(payload: authApi.LoginPayload): Promise<void>
  smsLogin(mobile: string, code: string): Promise<void>
  socialLogin(type: number, code: string, state: string): Promise<void>
  /** Signs in with tokens obtained elsewhere (SSO, OAuth callbacks). */
  acceptTokens(data: TokenData): void
  loadInfo(): Promise<void>
  loadCompany(): Promise<void>
  logout(): Promise<void>
  /** Clears roles, permissions and tokens without calling the server. */
  clear(): void
}

const empty = { user: null, roles: [], permissions: [], menus: [], companyName: '', uniScid: '' }

export const useSession = create<SessionState>()((set, get) => ({
  token: tokens.access(),
  ...empty,
  async login(payload) {
    const data = await authApi.portalLogin({
      ...payload,
      username: payload.username?.trim(),
      mobile: payload.mobile?.trim(),
    })
    get().acceptTokens(data)
  },
  async smsLogin(mobile, code) {
    get().acceptTokens(await authApi.smsLogin(mobile.trim(), code.trim()))
  },
  async socialLogin(type, code, state) {
    get().acceptTokens(await authApi.socialLogin(type, code, state))
  },
  acceptTokens(data) {
    set({ ...empty })
    tokens.set(data)
  },
  async loadInfo() {
    const info = await authApi.getPermissionInfo()
    const roles = info.roles?.length ? info.roles : [DEFAULT_ROLE]
    const user = { ...info.user, avatar: info.user.avatar || DEFAULT_AVATAR }
    set({ user, roles, permissions: info.permissions ?? [], menus: info.menus ?? [] })
    if (roles.includes(COMPANY_ROLE)) await get().loadCompany()
  },
  async loadCompany() {
    try {
      const company = await authApi.getCompanyByUserId()
      set({ companyName: company?.companyName ?? '', uniScid: company?.uniScid ?? '' })
    } catch {
      set({ companyName: '', uniScid: '' })
    }
  },
  async logout() {
    try {
      if (get().token) await authApi.logout()
    } catch {
      // The local session ends whatever the server says.
    } finally {
      get().clear()
    }
  },
  clear() {
    set({ ...empty })
    tokens.clear()
  },
}))

// Tokens change outside React too (refresh, another module): mirror them into the store.
tokens.subscribe(() => useSession.setState({ token: tokens.access() }))

/**
 * Another tab signed in, refreshed or signed out (issue 10): follow it at once. Signed out → this tab's session ends
 * too, and the guard sends it to the entrance with its own page as the redirect; signed in → an entrance open here
 * goes on to its redirect; refreshed → the next request simply carries the new token.
 */
export function followOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEYS.accessToken && e.key !== null) return // null: the other tab cleared all storage
    if (!tokens.access()) useSession.setState({ ...empty })
    tokens.changedElsewhere()
  }
  target.addEventListener('storage', onStorage)
  return () => target.removeEventListener('storage', onStorage)
}
if (typeof window !== 'undefined') followOtherTabs()
setLogoutHandler(() => useSession.getState().logout())

export const isInfoLoaded = (s: Pick<SessionState, 'roles'>) => s.roles.length > 0
