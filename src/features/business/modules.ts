/**
 * The back-office modules whose pages are only routes in this product (spec §1: "listed only as routes"). Each entry
 * names the module and the yudao backend module it needs, so an administrator knows what to enable.
 */
export interface BusinessModule {
  /** The module's name in the product's words. */
  name: string
  /** yudao backend module (Maven artifact) that serves it. */
  backend: string
  /** The admin-api paths the module's pages call. */
  api: string
}

export const BUSINESS_MODULES = {
  job: {
    name: '定时任务',
    backend: 'yudao-module-infra（定时任务 job）',
    api: '/admin-api/infra/job/**、/admin-api/infra/job-log/**',
  },
  codegen: { name: '代码生成', backend: 'yudao-module-infra（代码生成 codegen）', api: '/admin-api/infra/codegen/**' },
  product: { name: '商城 · 商品中心', backend: 'yudao-module-mall（商品 product）', api: '/admin-api/product/**' },
  trade: { name: '商城 · 交易中心', backend: 'yudao-module-mall（交易 trade）', api: '/admin-api/trade/**' },
  pay: { name: '支付中心', backend: 'yudao-module-pay', api: '/admin-api/pay/**' },
} satisfies Record<string, BusinessModule>

export type BusinessModuleKey = keyof typeof BUSINESS_MODULES
