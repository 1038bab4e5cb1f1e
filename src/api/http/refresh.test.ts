// The one refresh of every tab (issue 10), in node: tabs are refreshers sharing a fake Web Locks manager and a fake
// IndexedDB-like store, each with its own local copy that other tabs' writes do not reach (Chromium's localStorage
// can lag behind a lock hand-over), against a fake server in yudao's mode ('keep') and the strict one ('once').
import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { createRefresher } from './refresh'
import type { LockManagerLike, SharedTokenStore, TokenPair } from './sharedTokens'

type Pair = NonNullable<TokenPair>

/** A mutex granting one holder at a time, in request order, like navigator.locks with one name. */
function fakeLocks(): LockManagerLike & { held: number; maxHeld: number } {
  let tail: Promise<unknown> = Promise.resolve()
  const locks = {
    held: 0,
    maxHeld: 0,
    request<T>(_name: string, task: () => Promise<T>): Promise<T> {
      const run = tail.then(async () => {
        locks.held++
        locks.maxHeld = Math.max(locks.maxHeld, locks.held)
        try {
          return await task()
        } finally {
          locks.held--
        }
      })
      tail = run.catch(() => undefined)
      return run
    },
  }
  return locks
}

function fakeStore(initial?: TokenPair): SharedTokenStore & { value: TokenPair | undefined } {
  const store = {
    value: initial as TokenPair | undefined,
    read: async () => store.value,
    write: async (pair: TokenPair) => void (store.value = pair),
  }
  return store
}

/** A yudao-contract server: access tokens, refresh tokens, how a refresh treats them, and what it was asked. */
function fakeServer(use: 'once' | 'keep') {
  let n = 0
  const access = new Set<string>()
  const refresh = new Set<string>()
  const server = {
    refreshCalls: [] as string[],
    /** The strict server was sent a refresh token it had already used. */
    reusedRefreshToken: false,
    issue(): Pair {
      n++
      const pair = { accessToken: `a${n}`, refreshToken: `r${n}` }
      access.add(pair.accessToken)
      refresh.add(pair.refreshToken)
      return pair
    },
    /** Every access token expires at once (the tabs' tokens expired together). */
    expireAll: () => access.clear(),
    accepts: (token: string | null) => token !== null && access.has(token),
    async refresh(refreshToken: string): Promise<Pair> {
      await Promise.resolve()
      // Only the strict server forbids it; yudao's refresh token is meant to be sent again at the next expiry.
      if (use === 'once' && server.refreshCalls.includes(refreshToken)) server.reusedRefreshToken = true
      server.refreshCalls.push(refreshToken)
      if (!refresh.has(refreshToken)) throw new ApiError('无效的刷新令牌', 401)
      access.clear() // both kinds revoke the access tokens issued before
      if (use === 'keep') {
        n++
        access.add(`a${n}`)
        return { accessToken: `a${n}`, refreshToken }
      }
      refresh.delete(refreshToken)
      return server.issue()
    },
  }
  return server
}

type Server = ReturnType<typeof fakeServer>

/** A tab: its own local copy and refresher, and a request that replays once after a 401 (client.ts's path). */
function tab(server: Server, shared: SharedTokenStore, locks: LockManagerLike | undefined, start: TokenPair) {
  const local = { pair: start }
  const refresher = createRefresher({
    local: {
      access: () => local.pair?.accessToken ?? null,
      refresh: () => local.pair?.refreshToken ?? null,
      adopt: (pair) => void (local.pair = pair),
      share: async (pair) => {
        local.pair = pair
        await shared.write(pair)
      },
    },
    shared,
    locks,
    call: (refreshToken) => server.refresh(refreshToken),
  })
  let sent = 0
  return {
    local,
    get sent() {
      return sent
    },
    /** Resolves with the token the server accepted. */
    async request(): Promise<string> {
      const token = local.pair?.accessToken ?? null
      sent++
      if (server.accepts(token)) return token!
      const fresh = await refresher.refresh(token ?? undefined)
      sent++
      if (!server.accepts(fresh)) throw new ApiError('replay refused', 401) // the client would prompt, never loop
      return fresh
    },
  }
}

/** Three tabs signed in with one pair whose access token expired; the shared store holds that pair. */
function threeTabs(use: 'once' | 'keep', locks: LockManagerLike | undefined = fakeLocks()) {
  const server = fakeServer(use)
  const pair = server.issue()
  const shared = fakeStore(pair)
  const tabs = [0, 1, 2].map(() => tab(server, shared, locks, { ...pair }))
  server.expireAll()
  return { server, shared, tabs, pair }
}

describe.each(['once', 'keep'] as const)('tokens expired together in three tabs (refresh token use: %s)', (use) => {
  it('one refresh call; every waiting request in every tab replays once with the new token', async () => {
    const { server, shared, tabs } = threeTabs(use)
    const results = await Promise.all(tabs.flatMap((t) => Array.from({ length: 5 }, () => t.request())))
    expect(server.refreshCalls).toHaveLength(1)
    expect(server.reusedRefreshToken).toBe(false)
    const fresh = (shared.value as Pair).accessToken
    expect(new Set(results)).toEqual(new Set([fresh]))
    for (const t of tabs) {
      expect(t.sent).toBe(10) // 5 requests, each sent once and replayed once
      expect(t.local.pair?.accessToken).toBe(fresh) // the other tabs adopted it without refreshing
    }
  })

  it('repeated ten times in a row: exactly one refresh per expiry, never a reused refresh token', async () => {
    const { server, tabs } = threeTabs(use)
    for (let round = 1; round <= 10; round++) {
      server.expireAll()
      await Promise.all(tabs.flatMap((t) => [t.request(), t.request()]))
      expect(server.refreshCalls).toHaveLength(round)
    }
    expect(server.reusedRefreshToken).toBe(false)
  })

  it('a tab whose local copy lags behind still does not refresh again: the pair is read from the shared store', async () => {
    const { server, tabs, pair } = threeTabs(use)
    await tabs[0].request() // tab 0 refreshes
    // Tab 1's localStorage still shows the expired pair (not yet updated by the other tab's write).
    expect(tabs[1].local.pair).toEqual(pair)
    await expect(tabs[1].request()).resolves.toBe(tabs[0].local.pair?.accessToken)
    expect(server.refreshCalls).toHaveLength(1)
  })
})

describe('refresh across tabs: failures and fallbacks', () => {
  it('without Web Locks, the requests of one tab still share one refresh call', async () => {
    const { server, tabs } = threeTabs('once', undefined)
    await Promise.all(Array.from({ length: 20 }, () => tabs[0].request()))
    expect(server.refreshCalls).toHaveLength(1)
    // A tab that fails after that refresh adopts the shared pair instead of calling with the used refresh token.
    await tabs[1].request()
    expect(server.refreshCalls).toHaveLength(1)
  })

  it('the lock is held by one tab at a time, and not at all once the refresh is done', async () => {
    const locks = fakeLocks()
    const { tabs } = threeTabs('once', locks)
    await Promise.all(tabs.map((t) => t.request()))
    expect(locks.maxHeld).toBe(1)
    expect(locks.held).toBe(0)
  })

  it('signed out in another tab: no refresh call, the request is rejected', async () => {
    const { server, shared, tabs } = threeTabs('once')
    await shared.write(null)
    await expect(tabs[0].request()).rejects.toBeInstanceOf(ApiError)
    expect(server.refreshCalls).toHaveLength(0)
  })

  it('a refused refresh token rejects every waiting request of every tab with one call, and is never sent again', async () => {
    const server = fakeServer('once')
    const shared = fakeStore({ accessToken: 'gone', refreshToken: 'revoked' })
    const locks = fakeLocks()
    const tabs = [0, 1, 2].map(() => tab(server, shared, locks, { accessToken: 'gone', refreshToken: 'revoked' }))
    const results = await Promise.allSettled(tabs.flatMap((t) => [t.request(), t.request()]))
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(server.refreshCalls).toEqual(['revoked'])
    await expect(tabs[0].request()).rejects.toBeInstanceOf(ApiError)
    expect(server.refreshCalls).toEqual(['revoked'])
  })

  it('a transport failure does not mark the token dead: a later 401 refreshes with it', async () => {
    const server = fakeServer('once')
    const pair = server.issue()
    server.expireAll()
    const shared = fakeStore(pair)
    let failOnce = true
    const refresher = createRefresher({
      local: {
        access: () => pair.accessToken,
        refresh: () => pair.refreshToken,
        adopt: () => {},
        share: (p) => shared.write(p),
      },
      shared,
      locks: fakeLocks(),
      call: (token) => {
        if (failOnce) {
          failOnce = false
          return Promise.reject(new ApiError('后端接口连接异常', 0, true))
        }
        return server.refresh(token)
      },
    })
    await expect(refresher.refresh(pair.accessToken)).rejects.toMatchObject({ transport: true })
    await expect(refresher.refresh(pair.accessToken)).resolves.toMatch(/^a\d+$/)
    expect(server.refreshCalls).toEqual([pair.refreshToken])
  })

  it('a session from before the shared store existed refreshes with the local pair', async () => {
    const server = fakeServer('once')
    const pair = server.issue()
    server.expireAll()
    const shared = fakeStore(undefined)
    const t = tab(server, shared, fakeLocks(), pair)
    await t.request()
    expect(server.refreshCalls).toEqual([pair.refreshToken])
    expect(shared.value).toEqual(t.local.pair)
  })
})
