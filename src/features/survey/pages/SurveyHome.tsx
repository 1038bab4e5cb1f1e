import { CalendarOutlined, FileDoneOutlined, ShopOutlined } from '@ant-design/icons'
import { Button, Card, Col, Empty, Row, Skeleton, Statistic, Timeline } from 'antd'
import { useNavigate } from 'react-router-dom'
import { getOverview } from '../../../api/survey'
import { useT } from '../../../i18n/react'
import { useSession } from '../../../stores/session'
import { formatDate, formatNumber } from '../../../utils/format'
import { LoadFailedBanner } from '../../../components/LoadFailed'
import { useLoad } from '../../../hooks/useLoad'
import { canSeeGlobalSurvey } from '../gate'

const ONE_LINE = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

/** 首页 of the survey module: this month's figures and recent activity. */
export default function SurveyHome() {
  const t = useT('survey')
  const navigate = useNavigate()
  const roles = useSession((s) => s.roles)
  const { data, loading, error, reload } = useLoad((signal) => getOverview({ signal }), [])
  const scope = canSeeGlobalSurvey(roles) ? t('scopeAll') : t('scopeMe')

  return (
    <div>
      {error && <LoadFailedBanner error={error} onRetry={() => void reload()} />}
      <Row gutter={16}>
        {[
          { title: t('monthCount'), value: data?.monthCount, icon: <FileDoneOutlined />, color: '#1565c0' },
          { title: t('enterpriseCount'), value: data?.enterpriseCount, icon: <ShopOutlined />, color: '#2e7d32' },
          { title: t('openPlanCount'), value: data?.openPlanCount, icon: <CalendarOutlined />, color: '#ef6c00' },
        ].map((f) => (
          <Col span={8} key={f.title}>
            <Card>
              <Statistic
                title={t('statTitle', { title: f.title, scope })}
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
          <Card title={t('recent')}>
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
              <Empty description={t('noRecent')} />
            )}
          </Card>
        </Col>
        <Col span={8}>
          <Card title={t('shortcuts')}>
            <div style={{ display: 'grid', gap: 12 }}>
              <Button block onClick={() => navigate('/survey/recommend')}>
                {t('viewRecommend')}
              </Button>
              <Button block onClick={() => navigate('/survey/plan')}>
                {t('myPlans')}
              </Button>
              <Button block type="primary" onClick={() => navigate('/survey/myResearch')}>
                {t('recordOne')}
              </Button>
            </div>
          </Card>
        </Col>
      </Row>
    </div>
  )
}
