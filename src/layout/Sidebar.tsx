import { Layout } from 'antd'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { appTitle } from '../config'
import { useLanguage } from '../i18n/react'
import { useApp } from '../stores/app'
import { useSettings } from '../stores/settings'
import { useFirstPaintDone } from '../components/firstPaint'
import { lateLazy } from '../components/lateLazy'
import { ancestorKeys, type NavItem } from './routeTree'

/**
 * spec §9: sidebar width 12.5rem — 200 px at the 1920 px design width. The root font shrinks with the window (§9), which
 * would squeeze the menu to 83 px at 800 px, so it never gets narrower than those 200 px.
 */
export const SIDEBAR_WIDTH = 'max(12.5rem, 200px)'
const LOGO = `${import.meta.env.BASE_URL}favicon.svg`

// After the start-up's first paint, with its code (the menu's icons): SidebarMenu.
const SidebarMenu = lateLazy(() => import('./SidebarMenu'))

/** Collapsible sidebar (spec §2.3): logo and product title, the permitted menu, light or dark. */
export function Sidebar({ items, activePath }: { items: NavItem[]; activePath: string }) {
  useLanguage() // the product title is the language's
  const navigate = useNavigate()
  const opened = useApp((s) => s.sidebarOpened)
  const mobile = useApp((s) => s.device === 'mobile')
  const sideTheme = useSettings((s) => s.sideTheme)
  const showLogo = useSettings((s) => s.sidebarLogo)
  const [openKeys, setOpenKeys] = useState<string[]>([])
  const collapsed = !opened
  const chromeReady = useFirstPaintDone()

  // The folders above the active entry open whenever the route changes; folders the user opened stay open.
  useEffect(() => {
    const above = ancestorKeys(items, activePath)
    setOpenKeys((keys) => [...new Set([...keys, ...above])])
  }, [items, activePath])

  return (
    <Layout.Sider
      className={`sidebar-container sidebar-${sideTheme}`}
      theme={sideTheme}
      width={SIDEBAR_WIDTH}
      collapsedWidth={mobile ? 0 : 64}
      collapsed={collapsed}
      trigger={null}
      data-testid="sidebar"
    >
      {showLogo && (
        <div className="sidebar-logo" onClick={() => navigate('/')}>
          <img src={LOGO} alt="" />
          {!collapsed && <h1 title={appTitle()}>{appTitle()}</h1>}
        </div>
      )}
      <div className="sidebar-menu">
        {chromeReady && (
          <SidebarMenu
            fallback={null}
            items={items}
            theme={sideTheme}
            activePath={activePath}
            {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
            onPick={(key) => navigate(key)}
          />
        )}
      </div>
    </Layout.Sider>
  )
}
