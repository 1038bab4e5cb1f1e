import { siteText } from '../../config'

/**
 * The site's published facts (footer, contact): configurable per deployment through VITE_PORTAL_* build settings,
 * so no component hard-codes them; the texts also at start-up, with a value per language (src/config.ts siteText,
 * read when shown). The defaults are the demo deployment's.
 */
const env = import.meta.env as Record<string, string | undefined>

export const site = {
  /** Service phone line */
  servicePhone: env.VITE_PORTAL_SERVICE_PHONE || '0512-12345',
  get serviceHours() {
    return siteText('serviceHours')
  },
  /** QR code: an image URL when the deployment has one, else a code drawn from `qrCodeValue`. */
  qrCodeImage: env.VITE_PORTAL_QR_CODE_IMAGE || '',
  qrCodeValue: env.VITE_PORTAL_QR_CODE_VALUE || 'https://www.sme-demo.cn/portal/',
  get qrCodeCaption() {
    return siteText('qrCodeCaption')
  },
  /** 主办单位 */
  get organiser() {
    return siteText('organiser')
  },
  /** 承办单位 */
  get operator() {
    return siteText('operator')
  },
  /** ICP filing number */
  /** Shown as filed, in either language (the MIIT number is a legal mark, not a text). */
  filingNumber: env.VITE_PORTAL_FILING_NUMBER || '苏ICP备20260001号-1',
  filingUrl: env.VITE_PORTAL_FILING_URL || 'https://beian.miit.gov.cn/',
  get regionName() {
    return siteText('region')
  },
  /** Tenant name the entrance proposes when none was used before (yudao's default tenant). */
  defaultTenantName: env.VITE_PORTAL_DEFAULT_TENANT || '芋道源码',
} as const
