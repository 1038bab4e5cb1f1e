import { useState } from 'react'
import { Alert, App, Button, Space } from 'antd'
import type { ImportOutcome } from './importDiagram'
import { warningsText } from './warnings'
import './import.css'

const ENGINE_LABELS: Record<string, string> = { camunda: 'Camunda 7', flowable: 'Flowable', activiti: 'Activiti' }

export interface ImportNoticeProps {
  outcome: ImportOutcome
  /** The designer's own dialect: the notice says when the file carries another engine's attributes. */
  prefix?: string
  onClose?: () => void
}

/** Whether an import has anything to tell: warnings, a generated layout, or a dialect other than the designer's. */
export function worthNotice(o: ImportOutcome, prefix?: string) {
  return o.warnings.length > 0 || o.laidOut || o.origin.dialects.some((d) => d !== ENGINE_LABELS[prefix ?? ''])
}

/** The non-blocking notice after an import: "已导入，N 条警告", expanding to the list (copyable), plus layout and dialect. */
export default function ImportNotice({ outcome, prefix, onClose }: ImportNoticeProps) {
  const { message } = App.useApp()
  const [open, setOpen] = useState(false)
  const { warnings, laidOut, layoutNotes, origin } = outcome
  const n = warnings.length
  const others = origin.engines.filter((e) => e !== prefix).map((e) => ENGINE_LABELS[e])
  const copy = () =>
    navigator.clipboard.writeText(warningsText(warnings)).then(
      () => message.success('警告列表已复制'),
      () => message.error('无法访问剪贴板，请选中列表文字复制'),
    )
  return (
    <Alert
      className="bpmn-import-notice"
      type={n ? 'warning' : 'info'}
      showIcon
      closable={{ onClose, 'aria-label': '关闭导入提示' }}
      title={n ? `已导入，${n} 条警告` : '已导入'}
      description={
        <div>
          {laidOut && <p>文件中没有流程图布局（BPMNDiagram），已自动布局；保存时一并保存此布局。</p>}
          {laidOut &&
            layoutNotes?.map((note) => (
              <p key={note} data-testid="bpmn-layout-note">
                {note}
              </p>
            ))}
          {origin.dialects.length > 0 && (
            <p data-testid="bpmn-import-dialect">
              文件方言：{origin.dialects.join('、')}
              {origin.exporter && `（导出工具：${origin.exporter}）`}
              {prefix &&
                others.length > 0 &&
                `。设计器按 ${ENGINE_LABELS[prefix]} 编辑，${others.join('、')} 的扩展属性保存时原样保留`}
            </p>
          )}
          {open && (
            <ol className="bpmn-import-warnings" aria-label="导入警告列表">
              {warnings.map((w, i) => (
                <li key={i}>
                  {w.what}
                  <span className="bpmn-import-where">（位置：{w.where}）</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      }
      action={
        n > 0 && (
          <Space orientation="vertical" size={4}>
            <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open ? '收起警告' : '查看警告'}
            </Button>
            <Button size="small" onClick={() => void copy()}>
              复制警告
            </Button>
          </Space>
        )
      }
    />
  )
}
