import { CloseCircleOutlined, CloseOutlined, ColumnWidthOutlined, ReloadOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons'
import { Dropdown, Tabs, type MenuProps } from 'antd'
import { useContext } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { text } from '../i18n'
import { useT, type Translator } from '../i18n/react'
import { matchAppRoutes, RoutesContext } from '../router/routeContext'
import { useTabs, type CloseKind, type VisitedTab } from '../stores/tabs'
import { pageTitle, useTitleCounts } from './useTabSync'

/** spec §9: context menu width 105. */
export const CONTEXT_MENU_WIDTH = 105

type Action = 'refresh' | CloseKind

/** Tab actions and their enabled state for the chosen tab. */
function menuFor(tab: VisitedTab, visited: VisitedTab[], t: Translator<'layout'>): MenuProps['items'] {
  const i = visited.findIndex((v) => v.path === tab.path)
  const closable = (v: VisitedTab) => !v.meta.affix
  return [
    { key: 'refresh', label: t('tabRefresh'), icon: <ReloadOutlined /> },
    { key: 'current', label: t('tabCloseCurrent'), icon: <CloseOutlined />, disabled: !closable(tab) },
    { key: 'others', label: t('tabCloseOthers'), icon: <CloseCircleOutlined />, disabled: !visited.some((v) => v !== tab && closable(v)) },
    { key: 'left', label: t('tabCloseLeft'), icon: <VerticalRightOutlined />, disabled: !visited.slice(0, i).some(closable) },
    { key: 'right', label: t('tabCloseRight'), icon: <VerticalLeftOutlined />, disabled: !visited.slice(i + 1).some(closable) },
    { key: 'all', label: t('tabCloseAll'), icon: <ColumnWidthOutlined />, disabled: !visited.some(closable) },
  ]
}

/**
 * What each tab is called, in the language shown: its route's title looked up by its path (a stored tab keeps no
 * message, issue 25), else the title it was added with, else its path.
 */
function useTabTitles(visited: VisitedTab[]): Map<string, string> {
  const routes = useContext(RoutesContext)
  const counts = useTitleCounts()
  return new Map(
    visited.map((tab) => {
      const matched = matchAppRoutes(routes, tab.path).map((m) => m.route)
      return [tab.path, pageTitle(matched, counts) ?? (tab.title ? text(tab.title) : tab.path)]
    }),
  )
}

/** The tab strip itself (TabsBar): its code comes after the start-up's first paint. */
export default function TabStrip() {
  const t = useT('layout')
  const visited = useTabs((s) => s.visited)
  const titles = useTabTitles(visited)
  const close = useTabs((s) => s.close)
  const dropCache = useTabs((s) => s.dropCache)
  const navigate = useNavigate()
  const { pathname } = useLocation()

  const run = (action: Action, tab: VisitedTab) => {
    if (action === 'refresh') {
      // A fresh mount: forget the kept-alive page, then pass through /redirect (spec §2.1).
      dropCache(tab.path)
      navigate(`/redirect${tab.fullPath}`, { replace: tab.path === pathname })
      return
    }
    const next = close(action, tab.path, pathname)
    if (next) navigate(next)
  }

  return (
    <div className="tags-view-container" data-testid="tabs-bar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        // antd's locales don't cover these names: screen readers heard 'remove' on every close button (issue 16).
        locale={{ removeAriaLabel: t('tabClose'), dropdownAriaLabel: t('tabMore'), addAriaLabel: t('tabAdd') }}
        activeKey={pathname}
        onChange={(key) => {
          const tab = visited.find((t) => t.path === key)
          if (tab) navigate(tab.fullPath)
        }}
        onEdit={(key, action) => {
          const tab = visited.find((t) => t.path === key)
          if (action === 'remove' && tab) run('current', tab)
        }}
        items={visited.map((tab) => ({
          key: tab.path,
          closable: !tab.meta.affix,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: menuFor(tab, visited, t),
                // The menu is portalled but React still bubbles its clicks to the tab: don't let them select it.
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation()
                  run(key as Action, tab)
                },
                style: { minWidth: CONTEXT_MENU_WIDTH },
              }}
            >
              <span
                className="tags-view-item"
                data-path={tab.path}
                // A long title is cut (layout.css): the whole of it on hover.
                title={titles.get(tab.path)}
                onAuxClick={(e) => {
                  if (e.button !== 1 || tab.meta.affix) return
                  e.stopPropagation()
                  run('current', tab)
                }}
              >
                {titles.get(tab.path)}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  )
}
