import { msg, type Text } from '../../i18n'

/**
 * The back-office modules whose pages are only routes in this product (spec §1: "listed only as routes"). Each entry
 * names the module and the yudao backend module it needs, so an administrator knows what to enable.
 */
export interface BusinessModule {
  /** The module's name in the product's words. */
  name: Text
  /** yudao backend module (Maven artifact) that serves it. */
  backend: Text
  /** The admin-api paths the module's pages call. */
  api: string[]
}

export const BUSINESS_MODULES = {
  job: {
    name: msg('business', 'moduleJob'),
    backend: msg('business', 'backendJob'),
    api: ['/admin-api/infra/job/**', '/admin-api/infra/job-log/**'],
  },
  codegen: { name: msg('business', 'moduleCodegen'), backend: msg('business', 'backendCodegen'), api: ['/admin-api/infra/codegen/**'] },
  product: { name: msg('business', 'moduleProduct'), backend: msg('business', 'backendProduct'), api: ['/admin-api/product/**'] },
  trade: { name: msg('business', 'moduleTrade'), backend: msg('business', 'backendTrade'), api: ['/admin-api/trade/**'] },
  pay: { name: msg('business', 'modulePay'), backend: 'yudao-module-pay', api: ['/admin-api/pay/**'] },
} satisfies Record<string, BusinessModule>

export type BusinessModuleKey = keyof typeof BUSINESS_MODULES
