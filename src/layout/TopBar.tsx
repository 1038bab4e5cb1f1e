import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import type { ReactNode } from 'react'
import { useFirstPaintDone } from '../components/firstPaint'
import { lateLazy } from '../components/lateLazy'
import { useT } from '../i18n/react'
import { useApp } from '../stores/app'

const Breadcrumb = lateLazy(() => import('./Breadcrumb').then((m) => ({ default: m.Breadcrumb })))
const TopBarTools = lateLazy(() => import('./TopBarTools'))

/**
 * Top bar (spec §2.3): the sidebar's toggle, the breadcrumb (or the top menu) and the tools (TopBarTools). Its box at
 * once; the breadcrumb and the tools after the start-up's first paint, with their code (rc-breadcrumb, the badge, the
 * avatar, the live notices …).
 */
export function TopBar({ center }: { center?: ReactNode }) {
  const t = useT('layout')
  const opened = useApp((s) => s.sidebarOpened)
  const mobile = useApp((s) => s.device === 'mobile')
  const toggleSidebar = useApp((s) => s.toggleSidebar)
  const chromeReady = useFirstPaintDone()
  return (
    <div className="navbar">
      <button
        type="button"
        className="hamburger navbar-icon"
        aria-label={opened ? t('menuCollapse') : t('menuExpand')}
        data-testid="hamburger"
        onClick={toggleSidebar}
      >
        {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </button>
      <div className="navbar-center">{chromeReady && (center ?? <Breadcrumb fallback={null} />)}</div>
      {chromeReady && (
        <div className="right-menu">
          <TopBarTools mobile={mobile} fallback={null} />
        </div>
      )}
    </div>
  )
}
