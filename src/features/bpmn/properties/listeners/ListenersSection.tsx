import { useState } from 'react'
import { App, Button } from 'antd'
import { usePanel } from '../shared/PanelContext'
import ItemTable from '../shared/ItemTable'
import type { BO } from '../shared/moddle'
import { confirmRemove } from '../shared/confirm'
import ListenerDialog from './ListenerDialog'
import { useT } from '../../../../i18n/react'
import {
  eventLabel,
  listenerTypeLabel,
  toListener,
  toValues,
  type ListenerKind,
  type ListenerValues,
} from './listenerModel'

/** Execution listeners (any element) or task listeners (user task only): a table and an edit dialog (spec §3, §5). */
export default function ListenersSection({ kind }: { kind: ListenerKind }) {
  const { api, element, bo } = usePanel()
  const { modal } = App.useApp()
  const t = useT('bpmn')
  const type = api.t(kind)
  const items = api.extensions(bo, type)
  const [editing, setEditing] = useState<number | null>(null) // index, or -1 for a new listener

  const save = (values: ListenerValues) => {
    const listener = toListener(api, kind, values)
    const next = editing === -1 ? [...items, listener] : items.map((l, i) => (i === editing ? listener : l))
    api.write([api.setExtensions(element, bo, type, next)])
    setEditing(null)
  }
  const remove = async (index: number) => {
    if (await confirmRemove(modal, t('removeListenerConfirm')))
      api.write([
        api.setExtensions(
          element,
          bo,
          type,
          items.filter((_, i) => i !== index),
        ),
      ])
  }

  return (
    <div className="bpmn-panel-table" data-testid={kind}>
      <ItemTable<BO>
        items={items}
        columns={[
          {
            title: t('eventType'),
            key: 'event',
            render: (_: unknown, l: BO) => {
              const label = eventLabel(l.event)
              return label ? t(label) : l.event
            },
          },
          ...(kind === 'TaskListener' ? [{ title: t('listenerId'), dataIndex: 'id' }] : []),
          {
            title: t('listenerType'),
            key: 'type',
            render: (_: unknown, l: BO) => t(listenerTypeLabel(toValues(l).listenerType)),
          },
        ]}
        onEdit={setEditing}
        onRemove={remove}
      />
      <Button size="small" block onClick={() => setEditing(-1)}>
        {t('addListener')}
      </Button>
      {editing !== null && (
        <ListenerDialog
          kind={kind}
          initial={editing >= 0 ? toValues(items[editing]) : undefined}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  )
}
