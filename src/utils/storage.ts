/** Every browser-storage key of the app lives here (spec §3: local storage keys). */
export const STORAGE_KEYS = {
  accessToken: 'ACCESS_TOKEN',
  refreshToken: 'REFRESH_TOKEN',
  username: 'USERNAME',
  password: 'PASSWORD',
  rememberMe: 'REMEMBER_ME',
  tenantId: 'TENANT_ID',
  tenantName: 'TENANT_NAME',
  /** Also read by public/prefs.js before the app loads (colour scheme, 关怀模式): rename both together. */
  layoutSetting: 'layout-setting',
  layoutSize: 'size',
  sidebarOpened: 'sidebarStatus',
  appState: 'app-state',
  visitedTabs: 'visited-tabs',
  /** The interface language the user chose (zh-CN | en); also read by public/prefs.js for <html lang> before paint. */
  language: 'language',
  /** Menu path → yudao view path of the last session's pages: which page code to fetch early (router/preload.ts). */
  pageHint: 'page-hint',
  /**
   * Address → the GETs the start-up there made (session calls, first rows; api/http/startupCalls.ts): public/prefs.js
   * sends them again at a reload before the app's code is here (issue 51). Also read by public/prefs.js.
   */
  startupCalls: 'startup-calls',
  /** antd's derived theme tokens of the last few themes (src/themeAlgorithm.ts): not derived again at each start. */
  themeTokens: 'theme-tokens',
  /** Private key for the remembered password: a cookie, so local storage alone never reveals the password. */
  credentialKeyCookie: 'sme-credential-key',
  /** sessionStorage: the reports' random id of this tab's session (issue 45, src/analytics/report.ts). */
  analyticsSession: 'analytics-session',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

const store = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage)

export const local = {
  get: (key: StorageKey): string | null => store()?.getItem(key) ?? null,
  set: (key: StorageKey, value: string) => store()?.setItem(key, value),
  remove: (...keys: StorageKey[]) => keys.forEach((k) => store()?.removeItem(k)),
  getJSON<T>(key: StorageKey): T | undefined {
    const raw = store()?.getItem(key)
    if (!raw) return undefined
    try {
      return JSON.parse(raw) as T
    } catch {
      return undefined
    }
  },
  setJSON: (key: StorageKey, value: unknown) => store()?.setItem(key, JSON.stringify(value)),
}
