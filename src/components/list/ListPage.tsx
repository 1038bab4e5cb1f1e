import { Card, Flex, Space } from 'antd'
import type { ReactNode } from 'react'

interface Props {
  /** The search form (hidden by the toolbar's search toggle). */
  search: ReactNode
  /** Buttons on the left above the table (新增, 导出 …). */
  actions: ReactNode
  /** The table toolbar on the right (search toggle, refresh, columns). */
  toolbar: ReactNode
  pagination: ReactNode
  /** The table and the dialogs. */
  children: ReactNode
}

/** The layout every system list shares: search, action row with the toolbar, table, pagination. */
export function ListPage({ search, actions, toolbar, pagination, children }: Props) {
  return (
    <Card variant="borderless" styles={{ body: { padding: 20 } }}>
      {search}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>{actions}</Space>
        {toolbar}
      </Flex>
      {children}
      {pagination}
    </Card>
  )
}
