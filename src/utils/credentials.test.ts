// @vitest-environment jsdom
// Remember-me (spec §3): the password is stored encrypted; local storage alone must not reveal it.
import Cookies from 'js-cookie'
import { describe, expect, it } from 'vitest'
import { forgetCredentials, isRemembered, recallCredentials, rememberCredentials } from './credentials'
import { STORAGE_KEYS } from './storage'

const PASSWORD = 'S3cret-密码-123'

describe('remember-me credentials', () => {
  it('round trip: remembered username and password come back', async () => {
    await rememberCredentials('company', PASSWORD)
    expect(isRemembered()).toBe(true)
    await expect(recallCredentials()).resolves.toEqual({ username: 'company', password: PASSWORD })
  })

  it('local storage alone does not reveal the password', async () => {
    await rememberCredentials('company', PASSWORD)
    const everything = Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`).join('\n')
    expect(everything).not.toContain(PASSWORD)
    // Without the key (kept outside local storage) the stored value cannot be decrypted.
    Cookies.remove(STORAGE_KEYS.credentialKeyCookie, { path: '/' })
    document.cookie = `${STORAGE_KEYS.credentialKeyCookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    await expect(recallCredentials()).resolves.toEqual({ username: 'company', password: '' })
  })

  it('a second remember reuses the key; forget removes everything', async () => {
    await rememberCredentials('a', 'one')
    const key = Cookies.get(STORAGE_KEYS.credentialKeyCookie)
    await rememberCredentials('b', 'two')
    expect(Cookies.get(STORAGE_KEYS.credentialKeyCookie)).toBe(key)
    await expect(recallCredentials()).resolves.toEqual({ username: 'b', password: 'two' })
    forgetCredentials()
    expect(isRemembered()).toBe(false)
    expect(localStorage.getItem(STORAGE_KEYS.password)).toBeNull()
    await expect(recallCredentials()).resolves.toBeUndefined()
  })
})
