import { Button, Table, type TableColumnsType } from 'antd'
import { useT } from '../../../../i18n/react'

interface Props<T> {
  items: T[]
  columns: TableColumnsType<T>
  onEdit?: (index: number) => void
  onRemove?: (index: number) => void
}

/** The panel's lists (listeners, fields, properties, messages …): numbered rows, edit/remove, at most 240 px high (spec §9). */
export default function ItemTable<T extends object>({ items, columns, onEdit, onRemove }: Props<T>) {
  const t = useT('bpmn')
  const actions: TableColumnsType<T> =
    onEdit || onRemove
      ? [
          {
            title: t('actions'),
            key: 'op',
            width: onEdit && onRemove ? 110 : 60,
            render: (_: unknown, __: T, i: number) => (
              <>
                {onEdit && (
                  <Button type="link" size="small" onClick={() => onEdit(i)}>
                    {t('edit')}
                  </Button>
                )}
                {onRemove && (
                  <Button type="link" size="small" danger onClick={() => onRemove(i)}>
                    {t('remove')}
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
        { title: t('rowNumber'), key: 'i', width: 56, render: (_: unknown, __: T, i: number) => i + 1 },
        ...columns,
        ...actions,
      ]}
    />
  )
}
