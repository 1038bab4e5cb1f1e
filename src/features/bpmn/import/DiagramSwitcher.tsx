import { Select } from 'antd'
import type { ImportOutcome } from './importDiagram'
import { useT } from '../../../i18n/react'

export interface ShownDiagrams {
  list: ImportOutcome['diagrams']
  shown: string
}

/** A file with several diagrams: which one is drawn (the designer and the viewer show one at a time). */
export function DiagramSwitcher({
  className,
  diagrams,
  onShow,
}: {
  className: string
  diagrams: ShownDiagrams
  onShow(id: string): void
}) {
  const t = useT('bpmn')
  return (
    <div className={className}>
      <span>{t('diagramCount', { count: diagrams.list.length })}</span>
      <Select
        size="small"
        aria-label={t('chooseDiagram')}
        value={diagrams.shown}
        style={{ minWidth: 200 }}
        options={diagrams.list.map((d) => ({ value: d.id, label: d.name }))}
        onChange={onShow}
      />
    </div>
  )
}
