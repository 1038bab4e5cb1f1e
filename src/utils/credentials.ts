import Cookies from 'js-cookie'
import { local, STORAGE_KEYS } from './storage'

/**
 * Remember-me (spec §3: password stored encrypted). The password is RSA-encrypted (jsencrypt) into local storage;
 * the private key is generated per browser and kept in a cookie scoped to the app, so local storage alone never
 * reveals the password and no key ships in the bundle. jsencrypt loads only when remember-me is used.
 */
const KEY_BITS = 1024
const COOKIE_OPTIONS = { expires: 30, path: import.meta.env.BASE_URL, sameSite: 'strict' as const }

async function rsa() {
  const { JSEncrypt } = await import('jsencrypt')
  return new JSEncrypt({ default_key_size: String(KEY_BITS) })
}

export interface RememberedCredentials {
  username: string
  password: string
}

export async function rememberCredentials(username: string, password: string): Promise<void> {
  const crypt = await rsa()
  let privateKey = Cookies.get(STORAGE_KEYS.credentialKeyCookie)
  if (privateKey) crypt.setPrivateKey(privateKey)
  else {
    crypt.getKey()
    privateKey = crypt.getPrivateKey()
    Cookies.set(STORAGE_KEYS.credentialKeyCookie, privateKey, COOKIE_OPTIONS)
  }
  const encrypted = crypt.encrypt(password)
  if (!encrypted) throw new Error('encryption failed')
  local.set(STORAGE_KEYS.username, username)
  local.set(STORAGE_KEYS.password, encrypted)
  local.set(STORAGE_KEYS.rememberMe, 'true')
}

/** The remembered username and password, or undefined when none (or the key cookie is gone). */
export async function recallCredentials(): Promise<RememberedCredentials | undefined> {
  if (local.get(STORAGE_KEYS.rememberMe) !== 'true') return undefined
  const username = local.get(STORAGE_KEYS.username) ?? ''
  const encrypted = local.get(STORAGE_KEYS.password)
  const privateKey = Cookies.get(STORAGE_KEYS.credentialKeyCookie)
  if (!encrypted || !privateKey) return { username, password: '' }
  const crypt = await rsa()
  crypt.setPrivateKey(privateKey)
  const password = crypt.decrypt(encrypted)
  return { username, password: typeof password === 'string' ? password : '' }
}

export const isRemembered = () => local.get(STORAGE_KEYS.rememberMe) === 'true'

export function forgetCredentials(): void {
  local.remove(STORAGE_KEYS.username, STORAGE_KEYS.password, STORAGE_KEYS.rememberMe)
  Cookies.remove(STORAGE_KEYS.credentialKeyCookie, { path: import.meta.env.BASE_URL })
}
