import { getTenantIdByName } from '../../api/portal/account'
import { config } from '../../config'
import { msg } from '../../i18n'
import { local, STORAGE_KEYS } from '../../utils/storage'
import { site } from './site'

/** The tenant name's error when the server knows no such tenant (a `Text`: show it with `text()`). */
export const TENANT_NOT_FOUND = msg('entrance', 'tenantNotFound')

/** The tenant name the entrance proposes: the last one used, else the deployment's default. */
export const rememberedTenantName = () => local.get(STORAGE_KEYS.tenantName) ?? site.defaultTenantName

/**
 * Multi-tenant (spec §1): the tenant name becomes the id every request sends as `tenant-id`. Resolves false when the
 * server knows no such tenant. Without multi-tenancy it does nothing.
 */
export async function applyTenantName(name: string | undefined): Promise<boolean> {
  if (!config.tenantEnabled) return true
  const trimmed = (name ?? '').trim()
  const id = await getTenantIdByName(trimmed)
  if (id === null || id === undefined || id < 0) return false
  local.set(STORAGE_KEYS.tenantId, String(id))
  local.set(STORAGE_KEYS.tenantName, trimmed)
  return true
}
