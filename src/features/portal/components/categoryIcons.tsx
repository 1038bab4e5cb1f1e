import {
  AuditOutlined,
  BulbOutlined,
  DesktopOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  IdcardOutlined,
  MoneyCollectOutlined,
  ReadOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons'
import type { ReactNode } from 'react'
import type { ServiceCategoryKey } from '../../../api/portal/types'

/** Icon and accent colour of each service category (tiles, menu, category page). */
export const CATEGORY_LOOK: Record<ServiceCategoryKey, { icon: ReactNode; color: string }> = {
  project: { icon: <AuditOutlined />, color: '#1565c0' },
  technology: { icon: <ExperimentOutlined />, color: '#00897b' },
  legal: { icon: <SafetyCertificateOutlined />, color: '#5e35b1' },
  testing: { icon: <FileSearchOutlined />, color: '#0277bd' },
  creative: { icon: <BulbOutlined />, color: '#ef6c00' },
  it: { icon: <DesktopOutlined />, color: '#3949ab' },
  policy: { icon: <ReadOutlined />, color: '#c62828' },
  startup: { icon: <RocketOutlined />, color: '#d84315' },
  financing: { icon: <MoneyCollectOutlined />, color: '#2e7d32' },
  recruitment: { icon: <TeamOutlined />, color: '#6d4c41' },
  registration: { icon: <IdcardOutlined />, color: '#00838f' },
  query: { icon: <SolutionOutlined />, color: '#455a64' },
}
