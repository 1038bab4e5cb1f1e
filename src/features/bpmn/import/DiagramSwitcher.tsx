import { Select } from 'antd'
import type { ImportOutcome } from './importDiagram'

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
  return (
    <div className={className}>
      <span>文件中有 {diagrams.list.length} 张流程图，当前显示：</span>
      <Select
        size="small"
        aria-label="选择流程图"
        value={diagrams.shown}
        style={{ minWidth: 200 }}
        options={diagrams.list.map((d) => ({ value: d.id, label: d.name }))}
        onChange={onShow}
      />
    </div>
  )
}
