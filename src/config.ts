/**
 * Typed access to the settings (spec §1: captcha and tenant are build settings). An operator may override the title,
 * the switches and the API origin at start-up without rebuilding: /portal/config.js (public/config.js, written from
 * environment variables by deploy/render.sh) sets `window.__PORTAL_CONFIG__` before the app's module runs (both
 * scripts are deferred, so they run in document order). Anything absent or malformed keeps the build's value.
 */
import { language } from './i18n'

const env = import.meta.env as ImportMetaEnv & Record<string, string | undefined>

/**
 * The site's texts with a value per language (issue 25): `title` and `titleEn`, `organiser` and `organiserEn` … at
 * start-up (PORTAL_TITLE / PORTAL_TITLE_EN …, README "Deploy"), else the build's (VITE_APP_TITLE / VITE_APP_TITLE_EN,
 * VITE_PORTAL_ORGANISER / VITE_PORTAL_ORGANISER_EN …), else the demo deployment's.
 */
const SITE_TEXTS = {
  title: { build: 'VITE_APP_TITLE', zh: '中小企业公共服务平台', en: 'SME Public Service Platform' },
  organiser: { build: 'VITE_PORTAL_ORGANISER', zh: '苏州市工业和信息化局', en: 'Suzhou Municipal Bureau of Industry and Information Technology' },
  operator: { build: 'VITE_PORTAL_OPERATOR', zh: '苏州市中小企业服务中心', en: 'Suzhou SME Service Center' },
  serviceHours: { build: 'VITE_PORTAL_SERVICE_HOURS', zh: '工作日 9:00-17:30', en: 'Working days 9:00–17:30' },
  qrCodeCaption: { build: 'VITE_PORTAL_QR_CODE_CAPTION', zh: '关注平台公众号', en: 'Follow our WeChat official account' },
  region: { build: 'VITE_PORTAL_REGION', zh: '苏州市', en: 'Suzhou' },
} as const
export type SiteText = keyof typeof SITE_TEXTS
type SiteTextSettings = { [K in SiteText | `${SiteText}En`]?: string }

export interface RuntimeConfig extends SiteTextSettings {
  /** Origin of the backend, e.g. `https://api.example.gov.cn`; '' = this app's origin. */
  apiBaseUrl?: string
  captchaEnabled?: boolean | 'true' | 'false'
  tenantEnabled?: boolean | 'true' | 'false'
  /** Where the browser posts page views, vitals and failures (issue 45, src/analytics); absent = nothing is sent. */
  analyticsUrl?: string
  /** Baidu Tongji's site id (32 hex digits): hm.js loads and counts every page view; absent = never loaded. */
  baiduTongjiId?: string
}
declare global {
  var __PORTAL_CONFIG__: RuntimeConfig | undefined
}

const runtime: RuntimeConfig = (typeof globalThis.__PORTAL_CONFIG__ === 'object' && globalThis.__PORTAL_CONFIG__) || {}
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)
const given = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/**
 * A site text in the interface's language. English falls back to the Chinese one given at start-up before the build's
 * English, so an operator who sets only PORTAL_TITLE never sees another deployment's name.
 */
export function siteText(key: SiteText): string {
  const { build, zh, en } = SITE_TEXTS[key]
  const chinese = given(runtime[key])
  if (language() === 'en') return given(runtime[`${key}En`]) ?? chinese ?? given(env[`${build}_EN`]) ?? en
  return chinese ?? given(env[build]) ?? zh
}

/** The portal's title (browser tab, sidebar, entrance, home) in the interface's language. */
export const appTitle = () => siteText('title')
/** An http(s) URL, or '' (render.sh checks it too; this keeps a hand-written config.js from posting elsewhere). */
const httpUrl = (value: unknown) => (typeof value === 'string' && /^https?:\/\/[^\s/]+/.test(value) ? value : '')
const flag = (value: unknown, fallback: boolean) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : fallback

export const config = {
  apiMode: env.VITE_API_MODE === 'demo' ? 'demo' : 'remote',
  /** Origin of the real backend; empty = this app's origin (a reverse proxy serves both). */
  apiBaseUrl: `${text(runtime.apiBaseUrl, env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')}/admin-api/`,
  captchaEnabled: flag(runtime.captchaEnabled, env.VITE_APP_CAPTCHA_ENABLE === 'true'),
  tenantEnabled: flag(runtime.tenantEnabled, env.VITE_APP_TENANT_ENABLE !== 'false'),
  /** Reports (issue 45): where to, and Baidu Tongji's site id; both '' unless set at start-up. */
  analyticsUrl: httpUrl(runtime.analyticsUrl),
  baiduTongjiId: typeof runtime.baiduTongjiId === 'string' && /^[0-9a-f]{32}$/.test(runtime.baiduTongjiId) ? runtime.baiduTongjiId : '',
  /** spec §7 */
  requestTimeoutMs: 30_000,
  /** spec §9 */
  unreadPollMs: 120_000,
  mobileBreakpoint: 992,
  /** The custom tag header every request carries (spec §7). */
  tagHeader: { name: 'X-Client-Tag', value: 'sme-portal' },
} as const
