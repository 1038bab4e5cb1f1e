import { CloseCircleOutlined, CloseOutlined, ColumnWidthOutlined, ReloadOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons'
import { Dropdown, Tabs, type MenuProps } from 'antd'
import { useLocation, useNavigate } from 'react-router-dom'
import { useTabs, type CloseKind, type VisitedTab } from '../stores/tabs'

/** Chinese names of the tab buttons antd leaves in English. */
export const TABS_LOCALE = { removeAriaLabel: '关闭', dropdownAriaLabel: '更多标签页', addAriaLabel: '新增' }

/** spec §9: context menu width 105. */
export const CONTEXT_MENU_WIDTH = 105

type Action = 'refresh' | CloseKind

/** Tab actions and their enabled state for the chosen tab. */
function menuFor(tab: VisitedTab, visited: VisitedTab[]): MenuProps['items'] {
  const i = visited.findIndex((t) => t.path === tab.path)
  const closable = (t: VisitedTab) => !t.meta.affix
  return [
    { key: 'refresh', label: '刷新页面', icon: <ReloadOutlined /> },
    { key: 'current', label: '关闭当前', icon: <CloseOutlined />, disabled: !closable(tab) },
    { key: 'others', label: '关闭其他', icon: <CloseCircleOutlined />, disabled: !visited.some((t) => t !== tab && closable(t)) },
    { key: 'left', label: '关闭左侧', icon: <VerticalRightOutlined />, disabled: !visited.slice(0, i).some(closable) },
    { key: 'right', label: '关闭右侧', icon: <VerticalLeftOutlined />, disabled: !visited.slice(i + 1).some(closable) },
    { key: 'all', label: '全部关闭', icon: <ColumnWidthOutlined />, disabled: !visited.some(closable) },
  ]
}

/**
 * Visited-page tabs (spec §2.3): affixed tabs can't be closed; right-click offers refresh and the close actions;
 * middle-click closes; closing the active tab goes to the last remaining one, else the root.
 */
export function TabsBar() {
  const visited = useTabs((s) => s.visited)
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
        // antd's zh_CN doesn't cover these names: screen readers heard 'remove' on every close button (issue 16).
        locale={TABS_LOCALE}
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
                items: menuFor(tab, visited),
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
                title={tab.title}
                onAuxClick={(e) => {
                  if (e.button !== 1 || tab.meta.affix) return
                  e.stopPropagation()
                  run('current', tab)
                }}
              >
                {tab.title}
              </span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  )
}
