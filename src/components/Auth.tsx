import type { ReactNode } from 'react'
import { useSession } from '../stores/session'

export const ADMIN_ROLE = 'admin'
export const ALL_PERMISSION = '*:*:*'
export const SUPER_ADMIN_ROLE = 'super_admin'
/** spec §6: survey_boss is treated as admin for the survey module. */
export const SURVEY_BOSS_ROLE = 'survey_boss'

export type Mode = 'any' | 'all'

/** Role check (spec §6): allowed with role admin or the named role. Throws without a value list (spec §5). */
export function checkRoles(userRoles: string[], required: string[] | undefined, mode: Mode = 'any'): boolean {
  if (!required?.length) throw new Error('请设置角色权限标签值')
  const has = (role: string) => userRoles.includes(ADMIN_ROLE) || userRoles.includes(role)
  return mode === 'all' ? required.every(has) : required.some(has)
}

/** Permission check (spec §6): allowed with *:*:* or the named permission. Throws without a value list (spec §5). */
export function checkPermissions(userPerms: string[], required: string[] | undefined, mode: Mode = 'any'): boolean {
  if (!required?.length) throw new Error('请设置操作权限标签值')
  const has = (perm: string) => userPerms.includes(ALL_PERMISSION) || userPerms.includes(perm)
  return mode === 'all' ? required.every(has) : required.some(has)
}

export function useAuth() {
  const roles = useSession((s) => s.roles)
  const permissions = useSession((s) => s.permissions)
  return {
    hasRole: (required: string[], mode?: Mode) => checkRoles(roles, required, mode),
    hasPermi: (required: string[], mode?: Mode) => checkPermissions(permissions, required, mode),
  }
}

interface AuthProps {
  roles?: string[]
  perms?: string[]
  mode?: Mode
  /** Shown instead when not allowed; by default the element is removed (spec §6). */
  fallback?: ReactNode
  children: ReactNode
}

/** Renders children only when the user has the roles and/or permissions. */
export function Auth({ roles, perms, mode = 'any', fallback = null, children }: AuthProps) {
  const { hasRole, hasPermi } = useAuth()
  if (roles === undefined && perms === undefined) throw new Error('请设置操作权限标签值')
  const allowed = (roles === undefined || hasRole(roles, mode)) && (perms === undefined || hasPermi(perms, mode))
  return allowed ? children : fallback
}
