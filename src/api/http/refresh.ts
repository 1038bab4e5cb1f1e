import { ApiError } from './errors'
import type { LockManagerLike, SharedTokenStore, TokenPair } from './sharedTokens'
import { withLock } from './sharedTokens'

export interface RefreshDeps {
  /** This tab's synchronous copy (localStorage). */
  local: {
    access(): string | null
    refresh(): string | null
    /** Takes a pair another tab shared: this tab's copy only. */
    adopt(pair: NonNullable<TokenPair>): void
    /** Stores a new pair here and in the shared store; resolves once the shared copy is committed. */
    share(pair: NonNullable<TokenPair>): Promise<void>
  }
  shared: SharedTokenStore
  locks: LockManagerLike | undefined
  /** POST /system/auth/refresh-token: the new pair, or a rejection (ApiError; `transport` when nothing came back). */
  call(refreshToken: string): Promise<NonNullable<TokenPair>>
}

/**
 * The one token refresh of every tab (spec §4, issue 10): requests of this tab share one flight, and the flight takes
 * the browser-wide lock, then reads the pair every tab sees. If that pair no longer holds the access token the failed
 * request was sent with, another tab (or a new sign-in) already replaced it: use it, call nothing. Otherwise this tab
 * refreshes, and shares the result before it lets go of the lock.
 *
 * Correct for both backends: yudao keeps the refresh token and revokes the older access tokens; the strict case
 * accepts a refresh token once. Neither is called twice for one expiry.
 */
export function createRefresher(deps: RefreshDeps) {
  let flight: Promise<string> | null = null
  // A refresh token the server refused: a 401 arriving after that must not send it again (no loop).
  let dead: string | null = null

  async function underLock(sentToken: string | undefined): Promise<string> {
    const stored = await deps.shared.read()
    // Never written by any tab (a session from before this code): this tab's copy is all there is.
    const pair: TokenPair =
      stored !== undefined
        ? stored
        : deps.local.refresh()
          ? { accessToken: deps.local.access() ?? '', refreshToken: deps.local.refresh()! }
          : null
    if (!pair?.refreshToken) throw new ApiError('no refresh token', 401)
    if (sentToken !== undefined && pair.accessToken && pair.accessToken !== sentToken) {
      // Another tab refreshed while this one waited: adopt its pair (this tab's copy may still be stale).
      if (deps.local.access() !== pair.accessToken) deps.local.adopt(pair)
      return pair.accessToken
    }
    if (pair.refreshToken === dead) throw new ApiError('refresh token rejected', 401)
    let next: NonNullable<TokenPair>
    try {
      next = await deps.call(pair.refreshToken)
    } catch (e) {
      // A transport failure says nothing about the token, so a later 401 may try again. A refusal ends the session
      // for every tab: the others then reject without sending the dead token once more.
      if (!(e instanceof ApiError && e.transport)) {
        dead = pair.refreshToken
        await deps.shared.write(null)
      }
      throw e
    }
    await deps.local.share(next)
    return next.accessToken
  }

  return {
    /**
     * Resolves with an access token newer than `sentToken` (the one the failed request carried), refreshing only when
     * no tab has done so yet. Callers of one tab share the flight.
     */
    refresh(sentToken?: string): Promise<string> {
      flight ??= withLock(deps.locks, () => underLock(sentToken)).finally(() => {
        flight = null
      })
      return flight
    },
  }
}
