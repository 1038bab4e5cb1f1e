import { Menu, type MenuProps } from 'antd'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { MenuIcon } from './MenuIcon'
import { useT } from '../i18n/react'
import { splitTopMenu, type NavItem } from './routeTree'

const MORE_KEY = '__more__'

function useWindowWidth() {
  const [width, setWidth] = useState(() => document.body.getBoundingClientRect().width || window.innerWidth)
  useEffect(() => {
    const onResize = () => setWidth(document.body.getBoundingClientRect().width || window.innerWidth)
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  return width
}

interface TopNavProps {
  items: NavItem[]
  /** The top entry whose children the sidebar shows. */
  activeKey?: string
  onSelect(item: NavItem): void
}

/**
 * Top-menu mode (spec §2.3): top-level entries in the top bar, as many as fit in a third of the window at 85 px each,
 * the rest under 更多菜单. An entry with children fills the sidebar; one without opens its page and hides the sidebar.
 */
export function TopNav({ items, activeKey, onSelect }: TopNavProps) {
  const t = useT('layout')
  const width = useWindowWidth()
  const navigate = useNavigate()
  const { shown, more } = splitTopMenu(items, width)
  const toItem = (i: NavItem) => ({ key: i.key, label: i.title, icon: <MenuIcon name={i.icon} /> })
  const menuItems: MenuProps['items'] = [
    ...shown.map(toItem),
    ...(more.length ? [{ key: MORE_KEY, label: t('moreMenu'), children: more.map(toItem) }] : []),
  ]
  return (
    <Menu
      className="topmenu-container"
      mode="horizontal"
      items={menuItems}
      selectedKeys={activeKey ? [activeKey] : []}
      disabledOverflow
      onClick={({ key }) => {
        const item = items.find((i) => i.key === key)
        if (!item) return
        onSelect(item)
        if (!item.children) navigate(item.key)
      }}
    />
  )
}
