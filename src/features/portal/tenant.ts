import { getTenantIdByName } from '../../api/portal/account'
import { config } from '../../config'
import { msg } from '../../i18n'
import { local, STORAGE_KEYS } from '../../utils/storage'
import { site } from './site'

/** The tenant name's error when the server knows no such tenant (a `Text`: show it with `text()`). */
export const TENANT_NOT_FOUND = msg('entrance', 'tenantNotFound')

/** The tenant name the entrance proposes: the last one used, else the deployment's default. */
export const rememberedTenantName = () => local.get(STORAGE_KEYS.tenantName) ?? site.defaultTenantName

const known = (id: number | null | undefined): id is number => id !== null && id !== undefined && id >= 0

/** Tenant ids looked up ahead of the sign-in, by name; a look-up that failed or found nothing is asked again. */
const lookedUp = new Map<string, Promise<number | undefined>>()

/**
 * Looks a tenant's id up before the user signs in (the entrance's idle time, issue 23), quietly: the sign-in then
 * doesn't wait for that round trip. A failure says nothing here; the sign-in asks again, aloud.
 */
export function lookUpTenantAhead(name: string) {
  const trimmed = name.trim()
  if (!config.tenantEnabled || !trimmed || lookedUp.has(trimmed)) return
  const id = getTenantIdByName(trimmed, { quiet: true }).then(
    (found) => (known(found) ? found : undefined),
    () => undefined,
  )
  lookedUp.set(trimmed, id)
}

/**
 * Multi-tenant (spec §1): the tenant name becomes the id every request sends as `tenant-id`. Resolves false when the
 * server knows no such tenant. Without multi-tenancy it does nothing.
 */
export async function applyTenantName(name: string | undefined): Promise<boolean> {
  if (!config.tenantEnabled) return true
  const trimmed = (name ?? '').trim()
  const id = (await lookedUp.get(trimmed)) ?? (await getTenantIdByName(trimmed))
  if (!known(id)) return false
  local.set(STORAGE_KEYS.tenantId, String(id))
  local.set(STORAGE_KEYS.tenantName, trimmed)
  return true
}
