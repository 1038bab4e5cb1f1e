import { Button, Typography } from 'antd'
import ItemTable from './ItemTable'
import { useT } from '../../../../i18n/react'
import { CommitInput, orUndefined } from './fields'
import { usePanel } from './PanelContext'
import { setModdle, type BO, type DiagramElement } from './moddle'

export interface EngineColumn {
  key: string
  title: string
  number?: boolean
}

/**
 * An inline-editable list of one kind of engine extension element (activiti/flowable buttons, assignees,
 * sequence-flow conditions, spec §3). Each cell edit, add and remove is one undo step.
 */
export default function EngineTable(props: {
  title: string
  /** The add button's text. */
  addLabel: string
  type: string
  element: DiagramElement
  bo: BO
  columns: EngineColumn[]
}) {
  const { api } = usePanel()
  const t = useT('bpmn')
  const { element, bo, type, columns } = props
  const fullType = api.t(type)
  const items = api.extensions(bo, fullType)
  const setCell = (item: BO, col: EngineColumn, v: string) => {
    const value = col.number ? (v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Number(v)) : orUndefined(v)
    api.write([setModdle(element, item, { [col.key]: value })])
  }
  return (
    <div className="bpmn-panel-table" data-testid={`engine-${type}`}>
      <Typography.Text strong>{props.title}</Typography.Text>
      <ItemTable<BO>
        items={items}
        columns={columns.map((col) => ({
          title: col.title,
          key: col.key,
          render: (_: unknown, item: BO) => (
            <CommitInput
              aria-label={t('engineCell', { table: props.title, column: col.title })}
              value={item[col.key]?.toString()}
              onCommit={(v) => setCell(item, col, v)}
            />
          ),
        }))}
        onRemove={(i) =>
          api.write([
            api.setExtensions(
              element,
              bo,
              fullType,
              items.filter((_, j) => j !== i),
            ),
          ])
        }
      />
      <Button
        size="small"
        block
        onClick={() => api.write([api.setExtensions(element, bo, fullType, [...items, api.create(fullType)])])}
      >
        {props.addLabel}
      </Button>
    </div>
  )
}
