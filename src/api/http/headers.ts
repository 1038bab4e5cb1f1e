import { config } from '../../config'
import { language } from '../../i18n'
import { tenantId } from './tokens'

/**
 * The headers every call carries besides its token and trace id (spec §7): the request layer sends them
 * (./instance.ts), and a start-up's call sent ahead by public/prefs.js is taken only if it carried the same
 * (./startupCalls.ts).
 */
export function callHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  const tenant = tenantId()
  if (config.tenantEnabled && tenant) headers['tenant-id'] = tenant
  headers[config.tagHeader.name] = config.tagHeader.value
  // yudao answers its messages in the user's language where it has them (issue 25).
  headers['Accept-Language'] = language()
  return headers
}
