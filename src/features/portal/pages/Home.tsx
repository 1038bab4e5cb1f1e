import { RightOutlined } from '@ant-design/icons'
import { Empty, Skeleton } from 'antd'
import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { getFeaturedProviders, getNewsList, getPortalStats } from '../../../api/portal/content'
import { findCategory, SERVICE_CATEGORIES, type NewsType } from '../../../api/portal/types'
import { appTitle } from '../../../config'
import { text, type MessageKey } from '../../../i18n'
import { RichText, useT } from '../../../i18n/react'
import { COMPANY_ROLE, useSession } from '../../../stores/session'
import { formatDate } from '../../../utils/format'
import { formatNumber } from '../../../utils/format'
import { CATEGORY_LOOK } from '../components/categoryIcons'
import { PortalNav } from '../components/PortalNav'
import { serviceCategoryPath } from '../components/ServiceMenu'
import { SiteFooter } from '../components/SiteFooter'
import { LoadFailedBanner } from '../../../components/LoadFailed'
import { useLoad } from '../../../hooks/useLoad'
import '../components/portal.css'

export const ENTERPRISE_BINDING = '/enterpriseBinding/index'

/** The portal home: banner with figures, the 12 categories as tiles, policy news and notices, featured providers. */
export default function Home() {
  const t = useT('portal')
  const tEntrance = useT('entrance')
  const roles = useSession((s) => s.roles)
  const user = useSession((s) => s.user)
  const companyName = useSession((s) => s.companyName)
  const uniScid = useSession((s) => s.uniScid)
  const isCompany = roles.includes(COMPANY_ROLE)
  const navigate = useNavigate()
  useEffect(() => {
    // Company users act for a company: one not bound yet is led to bind it first (issue 5). Read the store, not the
    // render: a kept-alive home re-runs this effect when shown again, before it re-renders with fresh values.
    const s = useSession.getState()
    if (s.roles.includes(COMPANY_ROLE) && !s.uniScid) navigate(ENTERPRISE_BINDING, { replace: true })
  }, [navigate, uniScid])
  if (isCompany && !uniScid) return null

  return (
    <div className="portal">
      <PortalNav />
      <section className="portal-banner">
        <h1>{appTitle()}</h1>
        <p className="portal-banner__slogan">{tEntrance('slogan')}</p>
        <div className="portal-banner__greeting" data-testid="portal-greeting">
          <span>{t('greeting', { name: user?.nickname ?? '' })}</span>
          {isCompany ? (
            <span>{t('boundCompany', { company: companyName ?? '', code: uniScid ?? '' })}</span>
          ) : null}
        </div>
        <Stats />
      </section>
      <div className="portal-body">
        <section className="portal-section" aria-labelledby="portal-services">
          <h2 className="portal-section__title" id="portal-services">
            {t('servicesTitle')} <small>{t('servicesNote')}</small>
          </h2>
          <div className="portal-tiles">
            {SERVICE_CATEGORIES.map((c) => (
              <Link key={c.key} to={serviceCategoryPath(c.key)} className="portal-tile">
                <span className="portal-tile__icon" style={{ background: CATEGORY_LOOK[c.key].color }}>
                  {CATEGORY_LOOK[c.key].icon}
                </span>
                <b>{text(c.name)}</b>
                <small>{text(c.summary)}</small>
              </Link>
            ))}
          </div>
        </section>
        <div className="portal-columns" id="portal-news">
          <NewsColumn type="policy" title={t('newsPolicy')} empty={t('noPolicy')} />
          <NewsColumn type="notice" title={t('newsNotice')} empty={t('noNotice')} />
        </div>
        <Providers />
      </div>
      <SiteFooter />
    </div>
  )
}

function Stats() {
  const t = useT('portal')
  const { data, error, reload } = useLoad((signal) => getPortalStats({ signal }), [])
  const figures: [MessageKey<'portal'>, number | null | undefined][] = [
    ['statProviders', data?.providerCount],
    ['statServices', data?.serviceCount],
    ['statEnterprises', data?.enterpriseCount],
    ['statDemands', data?.demandCount],
  ]
  if (error) return <LoadFailedBanner error={error} onRetry={() => void reload()} />
  return (
    <div className="portal-stats">
      {figures.map(([label, value]) => (
        <div key={label}>
          <b>{formatNumber(value)}</b>
          <span>{t(label)}</span>
        </div>
      ))}
    </div>
  )
}

function NewsColumn({ type, title, empty }: { type: NewsType; title: string; empty: string }) {
  const t = useT('portal')
  const { data, loading, error, reload } = useLoad((signal) => getNewsList(type, 6, { signal }), [type])
  return (
    <section className="portal-section" aria-label={title}>
      <h2 className="portal-section__title">{title}</h2>
      {error && <LoadFailedBanner error={error} onRetry={() => void reload()} />}
      {loading ? (
        <Skeleton active paragraph={{ rows: 5 }} title={false} />
      ) : data?.length ? (
        <ul className="portal-news">
          {data.map((n) => {
            const day = formatDate(n.publishTime, '{y}-{m}-{d}')
            return (
              <li key={n.id} title={t('newsItemTitle', { title: n.title, source: n.source })}>
                <span className="portal-news__title">{n.title}</span>
                <time dateTime={day || undefined}>{day}</time>
              </li>
            )
          })}
        </ul>
      ) : (
        <Empty description={empty} />
      )}
    </section>
  )
}

function Providers() {
  const t = useT('portal')
  const { data, loading, error, reload } = useLoad((signal) => getFeaturedProviders({ signal }), [])
  return (
    <section className="portal-section" id="portal-providers" aria-labelledby="portal-providers-title" style={{ marginTop: 24 }}>
      <h2 className="portal-section__title" id="portal-providers-title">
        {t('providersTitle')} <small>{t('providersNote')}</small>
      </h2>
      {error && <LoadFailedBanner error={error} onRetry={() => void reload()} />}
      {loading ? (
        <Skeleton active />
      ) : data?.length ? (
        <div className="portal-providers">
          {data.map((p) => (
            <article key={p.id} className="portal-provider">
              <b>{p.name}</b>
              <Link to={serviceCategoryPath(p.category)} style={{ fontSize: 12 }}>
                {text(findCategory(p.category)?.name ?? '')} <RightOutlined style={{ fontSize: 10 }} />
              </Link>
              <p>{p.intro}</p>
              <div className="portal-provider__figures">
                <span>
                  <RichText ns="portal" k="providerServices" values={{ count: p.serviceCount }} components={{ 0: <em /> }} />
                </span>
                <span>
                  <RichText ns="portal" k="providerServed" values={{ count: p.servedCount }} components={{ 0: <em /> }} />
                </span>
              </div>
            </article>
          ))}
        </div>
      ) : (
        <Empty description={t('noProviders')} />
      )}
    </section>
  )
}
