import { Button, Table, type TableColumnsType } from 'antd'

interface Props<T> {
  items: T[]
  columns: TableColumnsType<T>
  onEdit?: (index: number) => void
  onRemove?: (index: number) => void
}

/** The panel's lists (listeners, fields, properties, messages …): numbered rows, edit/remove, at most 240 px high (spec §9). */
export default function ItemTable<T extends object>({ items, columns, onEdit, onRemove }: Props<T>) {
  const actions: TableColumnsType<T> =
    onEdit || onRemove
      ? [
          {
            title: '操作',
            key: 'op',
            width: onEdit && onRemove ? 110 : 60,
            render: (_: unknown, __: T, i: number) => (
              <>
                {onEdit && (
                  <Button type="link" size="small" onClick={() => onEdit(i)}>
                    编辑
                  </Button>
                )}
                {onRemove && (
                  <Button type="link" size="small" danger onClick={() => onRemove(i)}>
                    移除
                  </Button>
                )}
              </>
            ),
          },
        ]
      : []
  return (
    <Table<T>
      size="small"
      pagination={false}
      scroll={{ y: 240 }}
      rowKey={(r) => String(items.indexOf(r))}
      dataSource={items}
      columns={[
        { title: '序号', key: 'i', width: 56, render: (_: unknown, __: T, i: number) => i + 1 },
        ...columns,
        ...actions,
      ]}
    />
  )
}
