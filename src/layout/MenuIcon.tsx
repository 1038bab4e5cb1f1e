import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CodeOutlined,
  CommentOutlined,
  CompassOutlined,
  ControlOutlined,
  DashboardOutlined,
  DesktopOutlined,
  EditOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  HomeOutlined,
  LinkOutlined,
  MessageOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'

/**
 * Server menus name icons the way yudao's consoles do (Element Plus `ep:*` names, or RuoYi svg names). Each maps to
 * the closest antd icon; unknown names get a neutral one so the menu stays aligned.
 */
const ICONS: Record<string, ComponentType> = {
  setting: SettingOutlined,
  system: SettingOutlined,
  collection: BookOutlined,
  dict: BookOutlined,
  warning: WarningOutlined,
  monitor: DesktopOutlined,
  edit: EditOutlined,
  guide: CompassOutlined,
  management: ControlOutlined,
  list: UnorderedListOutlined,
  'set-up': ApartmentOutlined,
  document: FileTextOutlined,
  tickets: ProfileOutlined,
  user: UserOutlined,
  peoples: TeamOutlined,
  'alarm-clock': ClockCircleOutlined,
  finished: CheckCircleOutlined,
  calendar: CalendarOutlined,
  date: CalendarOutlined,
  'data-analysis': BarChartOutlined,
  house: HomeOutlined,
  'home-filled': HomeOutlined,
  'office-building': BankOutlined,
  'data-board': DashboardOutlined,
  'document-checked': FileDoneOutlined,
  message: MessageOutlined,
  'chat-dot-round': CommentOutlined,
  link: LinkOutlined,
  tool: ToolOutlined,
  code: CodeOutlined,
  shop: ShopOutlined,
}

export function MenuIcon({ name }: { name?: string | null }) {
  if (!name) return null
  const Icon = ICONS[name.replace(/^ep:/, '')] ?? AppstoreOutlined
  return <Icon />
}
