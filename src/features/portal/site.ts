/**
 * The site's published facts (footer, contact): configurable per deployment through VITE_PORTAL_* build settings,
 * so no component hard-codes them. The defaults are the demo deployment's.
 */
const env = import.meta.env as Record<string, string | undefined>

export const site = {
  /** Service phone line */
  servicePhone: env.VITE_PORTAL_SERVICE_PHONE || '0512-12345',
  serviceHours: env.VITE_PORTAL_SERVICE_HOURS || '工作日 9:00-17:30',
  /** QR code: an image URL when the deployment has one, else a code drawn from `qrCodeValue`. */
  qrCodeImage: env.VITE_PORTAL_QR_CODE_IMAGE || '',
  qrCodeValue: env.VITE_PORTAL_QR_CODE_VALUE || 'https://www.sme-demo.cn/portal/',
  qrCodeCaption: env.VITE_PORTAL_QR_CODE_CAPTION || '关注平台公众号',
  /** 主办单位 */
  organiser: env.VITE_PORTAL_ORGANISER || '苏州市工业和信息化局',
  /** 承办单位 */
  operator: env.VITE_PORTAL_OPERATOR || '苏州市中小企业服务中心',
  /** ICP filing number */
  filingNumber: env.VITE_PORTAL_FILING_NUMBER || '苏ICP备20260001号-1',
  filingUrl: env.VITE_PORTAL_FILING_URL || 'https://beian.miit.gov.cn/',
  regionName: env.VITE_PORTAL_REGION || '苏州市',
  /** Tenant name the entrance proposes when none was used before (yudao's default tenant). */
  defaultTenantName: env.VITE_PORTAL_DEFAULT_TENANT || '芋道源码',
} as const
