/**
 * Typed access to the settings (spec §1: captcha and tenant are build settings). An operator may override the title,
 * the switches and the API origin at start-up without rebuilding: /portal/config.js (public/config.js, written from
 * environment variables by deploy/render.sh) sets `window.__PORTAL_CONFIG__` before the app's module runs (both
 * scripts are deferred, so they run in document order). Anything absent or malformed keeps the build's value.
 */
const env = import.meta.env

export interface RuntimeConfig {
  title?: string
  /** Origin of the backend, e.g. `https://api.example.gov.cn`; '' = this app's origin. */
  apiBaseUrl?: string
  captchaEnabled?: boolean | 'true' | 'false'
  tenantEnabled?: boolean | 'true' | 'false'
}
declare global {
  var __PORTAL_CONFIG__: RuntimeConfig | undefined
}

const runtime: RuntimeConfig = (typeof globalThis.__PORTAL_CONFIG__ === 'object' && globalThis.__PORTAL_CONFIG__) || {}
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)
const flag = (value: unknown, fallback: boolean) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : fallback

export const config = {
  apiMode: env.VITE_API_MODE === 'demo' ? 'demo' : 'remote',
  /** Origin of the real backend; empty = this app's origin (a reverse proxy serves both). */
  apiBaseUrl: `${text(runtime.apiBaseUrl, env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')}/admin-api/`,
  captchaEnabled: flag(runtime.captchaEnabled, env.VITE_APP_CAPTCHA_ENABLE === 'true'),
  tenantEnabled: flag(runtime.tenantEnabled, env.VITE_APP_TENANT_ENABLE !== 'false'),
  appTitle: text(runtime.title, '').trim() || env.VITE_APP_TITLE || '中小企业公共服务平台',
  /** spec §7 */
  requestTimeoutMs: 30_000,
  /** spec §9 */
  unreadPollMs: 120_000,
  mobileBreakpoint: 992,
  /** The custom tag header every request carries (spec §7). */
  tagHeader: { name: 'X-Client-Tag', value: 'sme-portal' },
} as const
