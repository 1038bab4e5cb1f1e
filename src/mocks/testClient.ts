/** A tiny fetch client for the demo API's own tests (node, msw/node started by tests/setup.ts). */
import type { TokenData } from './session'

export const BASE = 'http://localhost/admin-api'

export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

export async function raw(method: string, path: string, { token, json }: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  if (json !== undefined) headers['Content-Type'] = 'application/json'
  return fetch(BASE + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) })
}

export async function call<T = unknown>(method: string, path: string, options?: { token?: string; json?: unknown }) {
  return (await (await raw(method, path, options)).json()) as Envelope<T>
}

export async function login(username: string, password: string): Promise<TokenData> {
  const res = await call<TokenData>('POST', '/system/auth/portal-login', { json: { username, password } })
  if (res.code !== 0) throw new Error(`login ${username}: ${res.msg}`)
  return res.data
}
