import { describe, expect, it } from 'vitest'
import { BASE, call, login } from './testClient'

/** The client posts form-encoded with the fields in the query string (spec §7). */
async function authorize(token: string, params: Record<string, string>) {
  const res = await fetch(`${BASE}/system/oauth2/authorize?${new URLSearchParams(params)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  return (await res.json()) as { code: number; msg: string; data: string | null }
}

const base = {
  response_type: 'code',
  client_id: 'default',
  redirect_uri: 'https://www.iocoder.cn/callback',
  state: 'xyz',
  auto_approve: 'false',
  scope: JSON.stringify({ 'user.read': true, 'user.write': false }),
}

describe('oauth2 authorize', () => {
  it('shows the client and which scopes the user approved before', async () => {
    const { accessToken: token } = await login('user', 'user123')
    const before = await call('GET', '/system/oauth2/authorize?clientId=default', { token })
    expect(before.data).toMatchObject({
      client: { name: '芋道源码', logo: expect.stringMatching(/^data:image\/svg/) },
      scopes: [
        { key: 'user.read', value: false },
        { key: 'user.write', value: false },
      ],
    })
    expect(await authorize(token, { ...base, auto_approve: 'true' })).toMatchObject({ code: 0, data: null })

    const approved = await authorize(token, base)
    const url = new URL(approved.data!)
    expect(url.origin + url.pathname).toBe('https://www.iocoder.cn/callback')
    expect(url.searchParams.get('state')).toBe('xyz')
    expect(url.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/)

    const after = await call<{ scopes: { key: string; value: boolean }[] }>(
      'GET',
      '/system/oauth2/authorize?clientId=default',
      { token },
    )
    expect(after.data.scopes).toEqual([
      { key: 'user.read', value: true },
      { key: 'user.write', value: false },
    ])
    // Now approved, the auto-approve request goes straight through.
    const auto = await authorize(token, { ...base, auto_approve: 'true', scope: JSON.stringify({ 'user.read': true }) })
    expect(auto.data).toContain('code=')
  })

  it('denies, issues implicit tokens, and validates client and redirect_uri', async () => {
    const { accessToken: token } = await login('user', 'user123')
    const denied = await authorize(token, { ...base, scope: JSON.stringify({ 'user.read': false }) })
    expect(denied.data).toContain('error=access_denied')
    const implicit = await authorize(token, { ...base, response_type: 'token' })
    expect(implicit.data).toMatch(/#access_token=[0-9a-f]{32}&token_type=bearer&expires_in=\d+&state=xyz$/)
    expect((await authorize(token, { ...base, client_id: 'nope' })).msg).toBe('OAuth2 客户端不存在')
    expect((await authorize(token, { ...base, redirect_uri: 'https://evil.example/' })).code).toBe(1002020005)
    expect((await call('GET', '/system/oauth2/authorize?clientId=default')).code).toBe(401)
  })
})
