import { useMemo } from 'react'
import { create } from 'zustand'
import type { Menu } from '../api/types'
import { buildRoutes } from '../router/buildRoutes'
import { layoutRoutes } from '../router/staticRoutes'
import type { AppRoute } from '../router/types'

interface PermissionState {
  /** Routes built from the server's menus. */
  menuRoutes: AppRoute[]
  generated: boolean
  generate(menus: Menu[]): void
  reset(): void
}

export const usePermission = create<PermissionState>()((set) => ({
  menuRoutes: [],
  generated: false,
  generate: (menus) => set({ menuRoutes: buildRoutes(menus), generated: true }),
  reset: () => set({ menuRoutes: [], generated: false }),
}))

/** Every route inside the layout: static ones first, then the server's (sidebar, search, breadcrumb, tabs read this). */
export function useLayoutRoutes(): AppRoute[] {
  const menuRoutes = usePermission((s) => s.menuRoutes)
  return useMemo(() => [...layoutRoutes, ...menuRoutes], [menuRoutes])
}
