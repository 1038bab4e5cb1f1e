import { CalendarOutlined, FileDoneOutlined, ShopOutlined } from '@ant-design/icons'
import { Button, Card, Col, Empty, Row, Skeleton, Statistic, Timeline } from 'antd'
import { useNavigate } from 'react-router-dom'
import { getOverview } from '../../../api/survey'
import { useSession } from '../../../stores/session'
import { formatDate, formatNumber } from '../../../utils/format'
import { LoadFailedBanner } from '../../../components/LoadFailed'
import { useLoad } from '../../../hooks/useLoad'
import { canSeeGlobalSurvey } from '../gate'

const ONE_LINE = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

/** 首页 of the survey module: this month's figures and recent activity. */
export default function SurveyHome() {
  const navigate = useNavigate()
  const roles = useSession((s) => s.roles)
  const { data, loading, error, reload } = useLoad(getOverview, [])
  const scope = canSeeGlobalSurvey(roles) ? '全部人员' : '我'

  return (
    <div>
      {error && <LoadFailedBanner error={error} onRetry={() => void reload()} />}
      <Row gutter={16}>
        {[
          { title: '本月调研（次）', value: data?.monthCount, icon: <FileDoneOutlined />, color: '#1565c0' },
          { title: '覆盖企业（家）', value: data?.enterpriseCount, icon: <ShopOutlined />, color: '#2e7d32' },
          { title: '待走访计划（项）', value: data?.openPlanCount, icon: <CalendarOutlined />, color: '#ef6c00' },
        ].map((f) => (
          <Col span={8} key={f.title}>
            <Card>
              <Statistic
                title={`${f.title} · ${scope}`}
                value={formatNumber(f.value)}
                prefix={<span style={{ color: f.color }}>{f.icon}</span>}
                loading={loading}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={16}>
          <Card title="最近动态">
            {loading ? (
              <Skeleton active />
            ) : data?.recent.length ? (
              <Timeline
                items={data.recent.map((r) => ({
                  color: r.kind === 'record' ? 'green' : 'blue',
                  // One line: a long name or text is cut (issue 22), the whole of it on hover; the date stays.
                  content: (
                    <span style={{ display: 'flex', gap: 8 }}>
                      <span style={ONE_LINE} title={`${r.staffName} ${r.text}`}>
                        {r.staffName} {r.text}
                      </span>
                      <span style={{ flex: 'none', color: 'var(--sme-text-muted)' }}>{formatDate(r.time)}</span>
                    </span>
                  ),
                }))}
              />
            ) : (
              <Empty description="暂无调研动态" />
            )}
          </Card>
        </Col>
        <Col span={8}>
          <Card title="快捷入口">
            <div style={{ display: 'grid', gap: 12 }}>
              <Button block onClick={() => navigate('/survey/recommend')}>
                查看推荐走访企业
              </Button>
              <Button block onClick={() => navigate('/survey/plan')}>
                我的调研计划
              </Button>
              <Button block type="primary" onClick={() => navigate('/survey/myResearch')}>
                记录一次调研
              </Button>
            </div>
          </Card>
        </Col>
      </Row>
    </div>
  )
}
