import { Card, Col, Empty, Row, Statistic } from 'antd'
import { Navigate } from 'react-router-dom'
import {
  getRecordPage,
  getRecordSummary,
  getStaffList,
  SURVEY_INDUSTRIES,
  SURVEY_REGIONS,
  SURVEY_STATUS,
  type RecordQuery,
  type SurveyRecord,
} from '../../../api/survey'
import { ListView, type ListPageDef } from '../../../components/crud'
import { text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { useSession } from '../../../stores/session'
import { formatNumber } from '../../../utils/format'
import { LoadFailedBanner } from '../../../components/LoadFailed'
import { useLoad } from '../../../hooks/useLoad'
import { BarChart } from '../components/BarChart'
import { recordColumns, recordDetails } from '../components/recordColumns'
import { options, statusOptions } from '../fields'
import { canSeeGlobalSurvey } from '../gate'

type Filter = Pick<RecordQuery, 'region' | 'industry' | 'status' | 'staffId'>

/** 全局调研 (survey_boss only, spec §6): every survey with filters and a summary. Anyone else gets 401. */
export default function SurveyOverAll() {
  const roles = useSession((s) => s.roles)
  if (!canSeeGlobalSurvey(roles)) return <Navigate to="/401" replace />
  return <GlobalSurvey />
}

function GlobalSurvey() {
  const t = useT('survey')
  const staff = useLoad((signal) => getStaffList({ signal }), [])
  const all = { kind: 'select', placeholder: t('all') } as const
  const def: ListPageDef<SurveyRecord, Filter> = {
    fetchPage: getRecordPage,
    search: [
      { ...all, name: 'region', label: t('region'), options: options(SURVEY_REGIONS) },
      { ...all, name: 'industry', label: t('industry'), options: options(SURVEY_INDUSTRIES) },
      { ...all, name: 'status', label: t('status'), options: statusOptions(SURVEY_STATUS) },
      { ...all, name: 'staffId', label: t('staff'), options: staff.data?.map((p) => ({ value: p.id, label: p.name })) },
    ],
    header: ({ list }) => <Summary filter={list.query} />,
    columns: [...recordColumns(t), { key: 'staffName', title: t('staff'), width: 100 }],
    table: { expandable: recordDetails(t) },
  }
  return <ListView def={def} />
}

/** The figures of the records the search finds: total and by status, by industry, by region. */
function Summary({ filter }: { filter: Filter }) {
  const t = useT('survey')
  const summary = useLoad((signal) => getRecordSummary(filter, { signal }), [filter])
  const s = summary.data
  if (summary.error) return <LoadFailedBanner error={summary.error} onRetry={() => void summary.reload()} />
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col span={6}>
        <Card style={{ height: '100%' }}>
          <Statistic title={t('total')} value={formatNumber(s?.total)} loading={summary.loading} />
          <div style={{ marginTop: 16, display: 'grid', gap: 6 }}>
            {SURVEY_STATUS.map((st) => (
              <div key={st.value} style={{ display: 'flex', justifyContent: 'space-between' }}>
                <span>{text(st.label)}</span>
                <b>{s?.byStatus.find((b) => b.status === st.value)?.count ?? 0}</b>
              </div>
            ))}
          </div>
        </Card>
      </Col>
      <Col span={9}>
        <Card title={t('byIndustry')} size="small" style={{ height: '100%' }}>
          {s?.byIndustry.length ? <BarChart data={s.byIndustry} color="#1565c0" /> : <Empty />}
        </Card>
      </Col>
      <Col span={9}>
        <Card title={t('byRegion')} size="small" style={{ height: '100%' }}>
          {s?.byRegion.length ? <BarChart data={s.byRegion} color="#2e7d32" /> : <Empty />}
        </Card>
      </Col>
    </Row>
  )
}
