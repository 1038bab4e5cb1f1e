import { useEffect, useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { appTitle } from '../config'
import { useRouteMatches } from '../router/routeContext'
import { joinPath, type AppRoute } from '../router/types'
import { useLayoutRoutes } from '../stores/permission'
import { useSettings } from '../stores/settings'
import { tabTitle, titleCounts, useTabs, type VisitedTab } from '../stores/tabs'

/** Affixed routes (meta.affix) as tabs, with their full paths and unambiguous titles. */
export function affixTabs(routes: AppRoute[], base = '/', counts = titleCounts(routes), parentTitle?: string): VisitedTab[] {
  return routes.flatMap((r) => {
    const path = joinPath(base, r.path)
    const title = r.meta?.title
    const own: VisitedTab[] = r.meta?.affix && title ? [{ path, fullPath: path, query: {}, name: r.name, title: tabTitle(title, parentTitle, counts), meta: r.meta }] : []
    return [...own, ...affixTabs(r.children ?? [], path, counts, title ?? parentTitle)]
  })
}

/** The page being shown becomes a tab (spec §2.3 tags view); the document title follows it when dynamic title is on. */
export function useTabSync() {
  const routes = useLayoutRoutes()
  const location = useLocation()
  const matches = useRouteMatches()
  const page = matches.at(-1)?.route
  // The nearest enclosing route with a title (a menu directory such as 企业调研).
  const parentTitle = matches.slice(0, -1).findLast((m) => m.route.meta?.title)?.route.meta?.title
  const addTab = useTabs((s) => s.addTab)
  const addAffixTabs = useTabs((s) => s.addAffixTabs)
  const dynamicTitle = useSettings((s) => s.dynamicTitle)
  const counts = useMemo(() => titleCounts(routes), [routes])
  const affix = useMemo(() => affixTabs(routes, '/', counts), [routes, counts])

  useEffect(() => addAffixTabs(affix), [affix, addAffixTabs])

  const ownTitle = page?.meta?.title
  const title = ownTitle && tabTitle(ownTitle, parentTitle, counts)
  // Keyed by the navigation, not the path: a close and a reopen of the same page can render as one change from that page
  // to itself, and the reopened page must get its tab back.
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
  }, [page, title, location.key, location.pathname, location.search, addTab])

  useEffect(() => {
    document.title = dynamicTitle && title ? `${title} - ${appTitle()}` : appTitle()
  }, [dynamicTitle, title])
}
