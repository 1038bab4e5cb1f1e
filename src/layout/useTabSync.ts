import { useEffect, useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { appTitle } from '../config'
import { useLanguage } from '../i18n/react'
import { useRouteMatches } from '../router/routeContext'
import { joinPath, type AppRoute } from '../router/types'
import { useLayoutRoutes } from '../stores/permission'
import { useSettings } from '../stores/settings'
import { tabTitle, titleCounts, useTabs, type VisitedTab } from '../stores/tabs'
import { titleOf } from './routeTree'
import { notePageTitle } from '../analytics/track'

/** Affixed routes (meta.affix) as tabs, with their full paths (their titles are looked up when shown). */
export function affixTabs(routes: AppRoute[], base = '/'): VisitedTab[] {
  return routes.flatMap((r) => {
    const path = joinPath(base, r.path)
    const title = r.meta?.title
    const own: VisitedTab[] = r.meta?.affix && title ? [{ path, fullPath: path, query: {}, name: r.name, title, meta: r.meta }] : []
    return [...own, ...affixTabs(r.children ?? [], path)]
  })
}

/**
 * What a page's tab and the browser title call it, in the current language (issue 16): its route's title, with the
 * nearest titled parent's (a menu directory such as 企业调研) set off after it when another page carries the same title.
 * `matched` is the routes matched by its path, outermost first; `counts` from titleCounts in the same language.
 */
export function pageTitle(matched: AppRoute[], counts: ReadonlyMap<string, number>): string | undefined {
  const own = matched.at(-1) && titleOf(matched.at(-1)!)
  if (!own) return undefined
  const parent = matched.slice(0, -1).findLast((r) => r.meta?.title)
  return tabTitle(own, parent && titleOf(parent), counts)
}

/** How many routes carry each title, counted again after a language switch. */
export function useTitleCounts() {
  const routes = useLayoutRoutes()
  const language = useLanguage()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the titles are counted in the language shown
  return useMemo(() => titleCounts(routes), [routes, language])
}

/** The page being shown becomes a tab (spec §2.3 tags view); the document title follows it when dynamic title is on. */
export function useTabSync() {
  const routes = useLayoutRoutes()
  const location = useLocation()
  const matches = useRouteMatches()
  const page = matches.at(-1)?.route
  const addTab = useTabs((s) => s.addTab)
  const addAffixTabs = useTabs((s) => s.addAffixTabs)
  const dynamicTitle = useSettings((s) => s.dynamicTitle)
  const counts = useTitleCounts()
  const affix = useMemo(() => affixTabs(routes), [routes])

  useEffect(() => addAffixTabs(affix), [affix, addAffixTabs])

  const ownTitle = page?.meta?.title
  // Keyed by the navigation, not the path: a close and a reopen of the same page can render as one change from that page
  // to itself, and the reopened page must get its tab back.
  useEffect(() => {
    if (!page || !ownTitle || location.pathname.startsWith('/redirect/')) return
    addTab({
      path: location.pathname,
      fullPath: location.pathname + location.search,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      name: page.name,
      title: ownTitle,
      meta: page.meta ?? {},
    })
  }, [page, ownTitle, location.key, location.pathname, location.search, addTab])

  // Said again in the new language after a switch (the counts and this render follow it).
  const title = pageTitle(
    matches.map((m) => m.route),
    counts,
  )
  const site = appTitle()
  useEffect(() => {
    document.title = dynamicTitle && title ? `${title} - ${site}` : site
  }, [dynamicTitle, title, site])
  // The page views of the operator's reports say it too, whether or not the browser's title does (issue 45).
  useEffect(() => {
    if (title) notePageTitle(location.pathname, title)
  }, [location.pathname, title])
}
