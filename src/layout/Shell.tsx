import { useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useShallow } from 'zustand/react/shallow'
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink'
import { useLanguage } from '../i18n/react'
import { useRouteMatches } from '../router/routeContext'
import { isMobileWidth, useApp } from '../stores/app'
import { useLayoutRoutes } from '../stores/permission'
import { useSettings } from '../stores/settings'
import { watchAntdA11y } from '../utils/antdA11y'
import { FirstPaintDone, useTrackFirstPaint } from '../components/firstPaint'
import { lateLazy } from '../components/lateLazy'
import { KeepAliveOutlet } from './KeepAliveOutlet'
import { navItems, topItemOf, type NavItem } from './routeTree'
import { Sidebar } from './Sidebar'
import { TabsBar } from './TabsBar'
import { TopBar } from './TopBar'
import { useTabSync } from './useTabSync'
import './layout.css'

// After the start-up's first paint, with their code (components/lateLazy.tsx).
const SettingsDrawer = lateLazy(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })))
const TopNav = lateLazy(() => import('./TopNav').then((m) => ({ default: m.TopNav })))

/** Desktop or mobile by the window width (spec §4: below 992 px); the sidebar closes on mobile and on each route change. */
function useDevice() {
  const { pathname } = useLocation()
  const setDevice = useApp((s) => s.setDevice)
  const closeSidebar = useApp((s) => s.closeSidebar)
  useEffect(() => {
    const onResize = () => {
      if (document.hidden) return
      const mobile = isMobileWidth(window.innerWidth)
      setDevice(mobile ? 'mobile' : 'desktop')
      if (mobile) closeSidebar(true)
    }
    onResize()
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [setDevice, closeSidebar])
  useEffect(() => {
    const { device, sidebarOpened } = useApp.getState()
    if (device === 'mobile' && sidebarOpened) closeSidebar(false)
  }, [pathname, closeSidebar])
}

/** Top-nav mode: the top entry the sidebar follows — the one clicked, until the route moves to another. */
function useTopEntry(items: NavItem[], activePath: string) {
  const routeTop = topItemOf(items, activePath)
  const [picked, setPicked] = useState<{ key: string; routeTop?: string }>()
  const top = picked && picked.routeTop === routeTop?.key ? items.find((i) => i.key === picked.key) : routeTop
  return { top, pick: (item: NavItem) => setPicked({ key: item.key, routeTop: routeTop?.key }) }
}

/** The back-office layout (spec §2.3): sidebar, top bar, tabs, kept-alive pages, settings drawer. */
export default function Shell() {
  useTabSync()
  useDevice()
  useEffect(() => watchAntdA11y(), [])
  const routes = useLayoutRoutes()
  const language = useLanguage()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the entries' titles are in the language shown
  const items = useMemo(() => navItems(routes), [routes, language])
  const { pathname } = useLocation()
  const activePath = useRouteMatches().at(-1)?.route.meta?.activeMenu ?? pathname
  const opened = useApp((s) => s.sidebarOpened)
  const mobile = useApp((s) => s.device === 'mobile')
  const withoutAnimation = useApp((s) => s.withoutAnimation)
  const closeSidebar = useApp((s) => s.closeSidebar)
  const { topNav, tagsView, fixedHeader } = useSettings(useShallow((s) => ({ topNav: s.topNav, tagsView: s.tagsView, fixedHeader: s.fixedHeader })))
  const { top, pick } = useTopEntry(items, activePath)
  const painted = useTrackFirstPaint()

  // spec §2.3: in top-menu mode the sidebar holds the chosen top entry's children, and is hidden for one without.
  const sideItems = topNav ? (top?.children ?? []) : items
  const noSidebar = topNav && !top?.children
  const classes = [
    'app-wrapper',
    opened ? 'openSidebar' : 'hideSidebar',
    mobile && 'mobile',
    noSidebar && 'noSidebar',
    withoutAnimation && 'withoutAnimation',
  ].filter(Boolean)

  return (
    <FirstPaintDone.Provider value={painted}>
      <div className={classes.join(' ')}>
        <SkipLink />
        {mobile && opened && !noSidebar && <div className="drawer-bg" data-testid="sidebar-overlay" onClick={() => closeSidebar(false)} />}
        {!noSidebar && <Sidebar items={sideItems} activePath={activePath} />}
        <div className="main-container">
          <header className={fixedHeader ? 'fixed-header' : undefined}>
            <TopBar center={topNav ? <TopNav items={items} activeKey={top?.key} onSelect={pick} fallback={null} /> : undefined} />
            {tagsView && <TabsBar />}
          </header>
          <main className="app-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
            <KeepAliveOutlet />
          </main>
        </div>
        {/* Opened from the top bar's tools, which wait for the first paint too: closed, it waits with them (and its code). */}
        {painted && <SettingsDrawer fallback={null} />}
      </div>
    </FirstPaintDone.Provider>
  )
}
