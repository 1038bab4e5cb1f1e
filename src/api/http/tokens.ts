import { local, STORAGE_KEYS } from '../../utils/storage'

/** Token shape returned by login and refresh (yudao: AuthLoginRespVO). */
export interface TokenData {
  userId?: number
  accessToken: string
  refreshToken: string
  expiresTime?: number
}

type Listener = () => void
const listeners = new Set<Listener>()

/** The one owner of the tokens in local storage; stores subscribe to changes. */
export const tokens = {
  access: () => local.get(STORAGE_KEYS.accessToken),
  refresh: () => local.get(STORAGE_KEYS.refreshToken),
  set(data: TokenData) {
    local.set(STORAGE_KEYS.accessToken, data.accessToken)
    local.set(STORAGE_KEYS.refreshToken, data.refreshToken)
    listeners.forEach((l) => l())
  },
  clear() {
    local.remove(STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken)
    listeners.forEach((l) => l())
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export const tenantId = () => local.get(STORAGE_KEYS.tenantId)
