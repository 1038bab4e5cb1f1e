import { useEffect, useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { config } from '../config'
import { useRouteMatches } from '../router/AppRouter'
import { joinPath, type AppRoute } from '../router/types'
import { useLayoutRoutes } from '../stores/permission'
import { useSettings } from '../stores/settings'
import { useTabs, type VisitedTab } from '../stores/tabs'

/** Affixed routes (meta.affix) as tabs, with their full paths. */
export function affixTabs(routes: AppRoute[], base = '/'): VisitedTab[] {
  return routes.flatMap((r) => {
    const path = joinPath(base, r.path)
    const own: VisitedTab[] = r.meta?.affix && r.meta.title ? [{ path, fullPath: path, query: {}, name: r.name, title: r.meta.title, meta: r.meta }] : []
    return [...own, ...affixTabs(r.children ?? [], path)]
  })
}

/** The page being shown becomes a tab (spec §2.3 tags view); the document title follows it when dynamic title is on. */
export function useTabSync() {
  const routes = useLayoutRoutes()
  const location = useLocation()
  const page = useRouteMatches().at(-1)?.route
  const addTab = useTabs((s) => s.addTab)
  const addAffixTabs = useTabs((s) => s.addAffixTabs)
  const dynamicTitle = useSettings((s) => s.dynamicTitle)
  const affix = useMemo(() => affixTabs(routes), [routes])

  useEffect(() => addAffixTabs(affix), [affix, addAffixTabs])

  const title = page?.meta?.title
  useEffect(() => {
    if (!page || !title || location.pathname.startsWith('/redirect/')) return
    addTab({
      path: location.pathname,
      fullPath: location.pathname + location.search,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      name: page.name,
      title,
      meta: page.meta ?? {},
    })
  }, [page, title, location.pathname, location.search, addTab])

  useEffect(() => {
    document.title = dynamicTitle && title ? `${title} - ${config.appTitle}` : config.appTitle
  }, [dynamicTitle, title])
}
