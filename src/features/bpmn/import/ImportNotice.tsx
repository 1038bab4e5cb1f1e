import { useState } from 'react'
import { Alert, App, Button, Space } from 'antd'
import type { ImportOutcome } from './importDiagram'
import { warningsText } from './warnings'
import './import.css'
import { useT } from '../../../i18n/react'

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

/** The non-blocking notice after an import: "已导入，N 条警告" (Imported, N warnings), expanding to the list (copyable), plus layout and dialect. */
export default function ImportNotice({ outcome, prefix, onClose }: ImportNoticeProps) {
  const { message } = App.useApp()
  const t = useT('bpmn')
  const [open, setOpen] = useState(false)
  const { warnings, laidOut, layoutNotes, origin } = outcome
  const n = warnings.length
  const others = origin.engines.filter((e) => e !== prefix).map((e) => ENGINE_LABELS[e])
  const copy = () =>
    navigator.clipboard.writeText(warningsText(warnings)).then(
      () => message.success(t('warningsCopied')),
      () => message.error(t('clipboardFailed')),
    )
  return (
    <Alert
      className="bpmn-import-notice"
      type={n ? 'warning' : 'info'}
      showIcon
      closable={{ onClose, 'aria-label': t('closeImportNotice') }}
      title={n ? t('importedWithWarnings', { count: n }) : t('imported')}
      description={
        <div>
          {laidOut && <p>{t('laidOut')}</p>}
          {laidOut &&
            layoutNotes?.map((note) => (
              <p key={note} data-testid="bpmn-layout-note">
                {note}
              </p>
            ))}
          {origin.dialects.length > 0 && (
            <p data-testid="bpmn-import-dialect">
              {t('fileDialects', { dialects: origin.dialects.join(t('listSeparator')) })}
              {origin.exporter && t('exportedBy', { exporter: origin.exporter })}
              {prefix &&
                others.length > 0 &&
                t('otherEngines', { engine: ENGINE_LABELS[prefix], others: others.join(t('listSeparator')) })}
            </p>
          )}
          {open && (
            <ol className="bpmn-import-warnings" aria-label={t('importWarningList')}>
              {warnings.map((w, i) => (
                <li key={i}>
                  {w.what}
                  <span className="bpmn-import-where">{t('atLocation', { where: w.where })}</span>
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
              {open ? t('hideWarnings') : t('showWarnings')}
            </Button>
            <Button size="small" onClick={() => void copy()}>
              {t('copyWarnings')}
            </Button>
          </Space>
        )
      }
    />
  )
}
