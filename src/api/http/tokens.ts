import { local, STORAGE_KEYS } from '../../utils/storage'
import { optNum, time, v, type Out } from './schema'
import { shared } from './sharedTokens'

const token = v.pipe(v.string(), v.minLength(1))
/** Token shape returned by login and refresh (yudao: AuthLoginRespVO): without both tokens there is no session. */
export const TokenAnswer = v.object({ userId: optNum, accessToken: token, refreshToken: token, expiresTime: time })
export type TokenData = Out<typeof TokenAnswer>

type Listener = () => void
const listeners = new Set<Listener>()
const notify = () => listeners.forEach((l) => l())

/**
 * The one owner of the tokens: this tab's copy in local storage (spec §3 keys, read by every request), and the copy
 * every tab reads under the refresh lock (sharedTokens.ts). Writes return when the shared copy is committed.
 */
export const tokens = {
  access: () => local.get(STORAGE_KEYS.accessToken),
  refresh: () => local.get(STORAGE_KEYS.refreshToken),
  /** Signs in (or refreshes) this tab and every other: the shared copy is written in the background. */
  set(data: TokenData) {
    void tokens.share(data)
  },
  /** As `set`, resolving once the shared copy is committed (the refresh does this before releasing its lock). */
  share(data: TokenData): Promise<void> {
    tokens.adopt(data)
    return shared.store.write({ accessToken: data.accessToken, refreshToken: data.refreshToken })
  },
  /** Takes a pair another tab already shared: this tab's copy only. */
  adopt(data: TokenData) {
    local.set(STORAGE_KEYS.accessToken, data.accessToken)
    local.set(STORAGE_KEYS.refreshToken, data.refreshToken)
    notify()
  },
  clear() {
    // The start-up's remembered calls too (./startupCalls.ts): nothing of this session is sent at the next start.
    local.remove(STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.startupCalls)
    notify()
    void shared.store.write(null)
  },
  /** Another tab changed the tokens (a `storage` event): tell the subscribers, write nothing. */
  changedElsewhere: notify,
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export const tenantId = () => local.get(STORAGE_KEYS.tenantId)
