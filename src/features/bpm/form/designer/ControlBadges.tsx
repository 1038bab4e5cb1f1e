/**
 * 联动 marks on the canvas (issue 43): a field whose value acts on other rules says how many entries it has, a rule
 * acted on says so; a tooltip names the rules on the other side. Read from a context the designer fills from the whole
 * form (`controlMarks`), so an edit re-renders these small marks, not the canvas items around them. On a narrow item
 * (a column) a mark shrinks to its icon and count, its words kept for screen readers and the tooltip saying the rest.
 */
import { Tooltip } from 'antd'
import { LinkOutlined, ShareAltOutlined } from '@ant-design/icons'
import { createContext, useContext } from 'react'
import { useT } from '../../../../i18n/react'
import type { ControlMark, Named } from './controlModel'
import './ControlEditor.css'

export const ControlMarksContext = createContext<ReadonlyMap<string, ControlMark>>(new Map())

export function ControlBadges({ ruleKey }: { ruleKey: string }) {
  const t = useT('formDesigner')
  const mark = useContext(ControlMarksContext).get(ruleKey)
  if (!mark) return null
  const names = (list: Named[]) => list.map((r) => t('controlTarget', { title: r.title, name: r.name })).join(t('listSeparator'))
  return (
    <>
      {mark.entries > 0 && (
        <Tooltip title={mark.targets.length ? t('controlBadgeSourceTip', { count: mark.entries, targets: names(mark.targets) }) : t('controlBadgeSourceNone', { count: mark.entries })}>
          <span className="fd-badge fd-badge-source">
            <ShareAltOutlined aria-hidden="true" />
            <span className="fd-badge-text">{t('controlBadgeSource', { count: mark.entries })}</span>
            <span className="fd-badge-count" aria-hidden="true">
              {mark.entries}
            </span>
          </span>
        </Tooltip>
      )}
      {mark.sources.length > 0 && (
        <Tooltip title={t('controlBadgeTargetTip', { sources: names(mark.sources) })}>
          <span className="fd-badge fd-badge-target">
            <LinkOutlined aria-hidden="true" />
            <span className="fd-badge-text">{t('controlBadgeTarget')}</span>
          </span>
        </Tooltip>
      )}
    </>
  )
}
