import { Flex, Space } from 'antd'
import type { ReactNode } from 'react'
import './listPage.css'

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

/**
 * The layout every system list shares: search, action row with the toolbar, table, pagination — in a box drawn as
 * antd's borderless Card (listPage.css), without Card's code, which brings rc-tabs and the skeleton to a reload's first
 * row (issue 51).
 */
export function ListPage({ search, actions, toolbar, pagination, children }: Props) {
  return (
    <div className="list-page">
      {search}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>{actions}</Space>
        {toolbar}
      </Flex>
      {children}
      {pagination}
    </div>
  )
}
