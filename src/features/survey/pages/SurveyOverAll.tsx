import { Card, Col, Empty, Form, Row, Select, Statistic } from 'antd'
import { useState } from 'react'
import { Navigate } from 'react-router-dom'
import {
  getRecordPage,
  getRecordSummary,
  getStaffList,
  SURVEY_INDUSTRIES,
  SURVEY_REGIONS,
  SURVEY_STATUS,
  type RecordQuery,
} from '../../../api/survey'
import { DEFAULT_PAGE, Pagination } from '../../../components/table'
import { useSession } from '../../../stores/session'
import { formatNumber } from '../../../utils/format'
import { useLoad } from '../../portal/hooks/useLoad'
import { BarChart } from '../components/BarChart'
import { RecordTable } from '../components/RecordTable'
import { options } from '../fields'
import { canSeeGlobalSurvey } from '../gate'
import { CLEARABLE } from '../../../components/clearable'

type Filter = Pick<RecordQuery, 'region' | 'industry' | 'status' | 'staffId'>

/** 全局调研 (survey_boss only, spec §6): every survey with filters and a summary. Anyone else gets 401. */
export default function SurveyOverAll() {
  const roles = useSession((s) => s.roles)
  if (!canSeeGlobalSurvey(roles)) return <Navigate to="/401" replace />
  return <GlobalSurvey />
}

function GlobalSurvey() {
  const [filter, setFilter] = useState<Filter>({})
  const [paging, setPaging] = useState(DEFAULT_PAGE)
  const staff = useLoad(getStaffList, [])
  const summary = useLoad(() => getRecordSummary(filter), [filter])
  const page = useLoad(() => getRecordPage({ ...paging, ...filter }), [paging, filter])
  const s = summary.data

  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <Form
          layout="inline"
          name="global-filter"
          onValuesChange={(_, all: Filter) => {
            setFilter(all)
            setPaging({ ...paging, pageNo: 1 })
          }}
        >
          <Form.Item label="区域" name="region">
            <Select options={options(SURVEY_REGIONS)} allowClear={CLEARABLE} placeholder="全部" style={{ width: 130 }} />
          </Form.Item>
          <Form.Item label="行业" name="industry">
            <Select options={options(SURVEY_INDUSTRIES)} allowClear={CLEARABLE} placeholder="全部" style={{ width: 130 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select options={SURVEY_STATUS.map((x) => ({ value: x.value, label: x.label }))} allowClear={CLEARABLE} placeholder="全部" style={{ width: 110 }} />
          </Form.Item>
          <Form.Item label="调研人员" name="staffId">
            <Select options={staff.data?.map((p) => ({ value: p.id, label: p.name }))} allowClear={CLEARABLE} placeholder="全部" style={{ width: 130 }} />
          </Form.Item>
        </Form>
      </Card>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Card style={{ height: '100%' }}>
            <Statistic title="调研总数（次）" value={formatNumber(s?.total)} loading={summary.loading} />
            <div style={{ marginTop: 16, display: 'grid', gap: 6 }}>
              {SURVEY_STATUS.map((st) => (
                <div key={st.value} style={{ display: 'flex', justifyContent: 'space-between' }}>
                  <span>{st.label}</span>
                  <b>{s?.byStatus.find((b) => b.status === st.value)?.count ?? 0}</b>
                </div>
              ))}
            </div>
          </Card>
        </Col>
        <Col span={9}>
          <Card title="按行业分布" size="small" style={{ height: '100%' }}>
            {s?.byIndustry.length ? <BarChart data={s.byIndustry} color="#1565c0" /> : <Empty />}
          </Card>
        </Col>
        <Col span={9}>
          <Card title="按区域分布" size="small" style={{ height: '100%' }}>
            {s?.byRegion.length ? <BarChart data={s.byRegion} color="#2e7d32" /> : <Empty />}
          </Card>
        </Col>
      </Row>
      <Card title="全部调研记录">
        <RecordTable rows={page.data?.list} loading={page.loading} extra={[{ title: '调研人员', dataIndex: 'staffName', width: 100 }]} />
        <Pagination
          total={page.data?.total ?? 0}
          pageNo={paging.pageNo}
          pageSize={paging.pageSize}
          onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
        />
      </Card>
    </div>
  )
}
