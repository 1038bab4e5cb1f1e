/** Typed access to the build settings (spec §1: captcha and tenant are build settings). */
const env = import.meta.env

export const config = {
  apiMode: env.VITE_API_MODE === 'demo' ? 'demo' : 'remote',
  /** Origin of the real backend; empty = this app's origin (a reverse proxy serves both). */
  apiBaseUrl: `${(env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')}/admin-api/`,
  captchaEnabled: env.VITE_APP_CAPTCHA_ENABLE === 'true',
  tenantEnabled: env.VITE_APP_TENANT_ENABLE !== 'false',
  appTitle: env.VITE_APP_TITLE || '中小企业公共服务平台',
  /** spec §7 */
  requestTimeoutMs: 30_000,
  /** spec §9 */
  unreadPollMs: 120_000,
  mobileBreakpoint: 992,
  /** The custom tag header every request carries (spec §7). */
  tagHeader: { name: 'X-Client-Tag', value: 'sme-portal' },
} as const
