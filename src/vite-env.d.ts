/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MODE: 'demo' | 'remote'
  readonly VITE_API_BASE_URL: string
  readonly VITE_APP_CAPTCHA_ENABLE: string
  readonly VITE_APP_TENANT_ENABLE: string
  readonly VITE_APP_TITLE: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
