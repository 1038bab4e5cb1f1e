import { Typography } from 'antd'
import type { ExpandableConfig } from 'antd/es/table/interface'
import type { SurveyRecord } from '../../../api/survey'
import type { ColumnDef } from '../../../components/crud'
import { formatDay } from '../../../utils/format'
import { SurveyStatusTag } from './StatusTag'

/** A record's columns, in 我的调研 and 全局调研. */
export const RECORD_COLUMNS: ColumnDef<SurveyRecord>[] = [
  { key: 'enterpriseName', title: '企业名称', width: 220 },
  { key: 'industry', title: '行业', width: 100 },
  { key: 'region', title: '区域', width: 100 },
  { key: 'surveyDate', title: '调研日期', width: 110, render: (v: number) => formatDay(v) },
  {
    key: 'needs',
    title: '企业诉求',
    render: (v: string) => (
      <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 280 }}>
        {v || '—'}
      </Typography.Text>
    ),
  },
  { key: 'status', title: '状态', width: 90, render: (v: number) => <SurveyStatusTag value={v} /> },
]

/** A record's row opens onto what was learned: findings, needs, attachments. */
export const RECORD_DETAILS: ExpandableConfig<SurveyRecord> = {
  expandedRowRender: (r) => (
    <div style={{ lineHeight: 1.8 }}>
      <div>
        <b>调研情况：</b>
        {r.findings}
      </div>
      <div>
        <b>企业诉求：</b>
        {r.needs || '无'}
      </div>
      <div>
        <b>附件：</b>
        {r.attachments.length ? r.attachments.join('、') : '无'}
      </div>
    </div>
  ),
}
