import { Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { SurveyRecord } from '../../../api/survey'
import { formatDate } from '../../../utils/date'
import { SurveyStatusTag } from './StatusTag'

/** Survey records as a table; `extra` adds columns (staff, actions). */
export function RecordTable({ rows, loading, extra = [] }: { rows?: SurveyRecord[]; loading: boolean; extra?: ColumnsType<SurveyRecord> }) {
  return (
    <Table<SurveyRecord>
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={false}
      expandable={{
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
      }}
      columns={[
        { title: '企业名称', dataIndex: 'enterpriseName', width: 220 },
        { title: '行业', dataIndex: 'industry', width: 100 },
        { title: '区域', dataIndex: 'region', width: 100 },
        { title: '调研日期', dataIndex: 'surveyDate', width: 110, render: (v: number) => formatDate(v, '{y}-{m}-{d}') },
        {
          title: '企业诉求',
          dataIndex: 'needs',
          render: (v: string) => <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 280 }}>{v || '—'}</Typography.Text>,
        },
        { title: '状态', dataIndex: 'status', width: 90, render: (v: number) => <SurveyStatusTag value={v} /> },
        ...extra,
      ]}
    />
  )
}
