import { Typography } from 'antd'
import type { ExpandableConfig } from 'antd/es/table/interface'
import type { SurveyRecord } from '../../../api/survey'
import type { ColumnDef } from '../../../components/crud'
import type { Translator } from '../../../i18n/react'
import { formatDay } from '../../../utils/format'
import { SurveyStatusTag } from './StatusTag'

/** A record's columns, in 我的调研 and 全局调研, said in the language shown (`t` of the page). */
export const recordColumns = (t: Translator<'survey'>): ColumnDef<SurveyRecord>[] => [
  { key: 'enterpriseName', title: t('enterpriseName'), width: 220 },
  { key: 'industry', title: t('industry'), width: 100 },
  { key: 'region', title: t('region'), width: 100 },
  { key: 'surveyDate', title: t('surveyDate'), width: 110, render: (v: number) => formatDay(v) },
  {
    key: 'needs',
    title: t('needs'),
    render: (v: string) => (
      <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 280 }}>
        {v || '—'}
      </Typography.Text>
    ),
  },
  { key: 'status', title: t('status'), width: 90, render: (v: number) => <SurveyStatusTag value={v} /> },
]

/** A record's row opens onto what was learned: findings, needs, attachments. */
export const recordDetails = (t: Translator<'survey'>): ExpandableConfig<SurveyRecord> => ({
  expandedRowRender: (r) => (
    <div style={{ lineHeight: 1.8 }}>
      <div>
        <b>{t('findingsLabel')}</b>
        {r.findings}
      </div>
      <div>
        <b>{t('needsLabel')}</b>
        {r.needs || t('none')}
      </div>
      <div>
        <b>{t('attachmentsLabel')}</b>
        {r.attachments.length ? r.attachments.join(t('listSeparator')) : t('none')}
      </div>
    </div>
  ),
})
