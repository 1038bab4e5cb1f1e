import { Menu, type MenuProps } from 'antd'
import { useMemo } from 'react'
import { MenuIcon } from './MenuIcon'
import type { NavItem } from './routeTree'

type MenuItems = NonNullable<MenuProps['items']>
const toMenuItems = (items: NavItem[]): MenuItems =>
  items.map((i) =>
    i.children
      ? { key: i.key, label: i.title, icon: <MenuIcon name={i.icon} />, children: toMenuItems(i.children) }
      : { key: i.key, label: i.title, icon: <MenuIcon name={i.icon} /> },
  )

interface Props {
  items: NavItem[]
  theme: 'light' | 'dark'
  activePath: string
  /** The open folders, when the sidebar is expanded (collapsed, the menu opens its folders as pop-ups). */
  openKeys?: string[]
  onOpenChange?: (keys: string[]) => void
  onPick: (key: string) => void
}

/** The sidebar's menu (Sidebar): the permitted entries with their icons, the active one selected. */
export default function SidebarMenu({ items, theme, activePath, openKeys, onOpenChange, onPick }: Props) {
  const menuItems = useMemo(() => toMenuItems(items), [items])
  return (
    <Menu
      mode="inline"
      theme={theme}
      items={menuItems}
      selectedKeys={[activePath]}
      {...(openKeys ? { openKeys, onOpenChange } : {})}
      onClick={({ key }) => onPick(key)}
    />
  )
}
