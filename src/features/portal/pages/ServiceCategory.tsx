import { PhoneOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons'
import { Empty, Input, Pagination, Result, Skeleton } from 'antd'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { getServicePage } from '../../../api/portal/content'
import { findCategory, SERVICE_CATEGORIES } from '../../../api/portal/types'
import { text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { formatDate } from '../../../utils/format'
import { CATEGORY_LOOK } from '../components/categoryIcons'
import { PortalNav } from '../components/PortalNav'
import { serviceCategoryPath } from '../components/ServiceMenu'
import { SiteFooter } from '../components/SiteFooter'
import { LoadFailedBanner } from '../../../components/LoadFailed'
import { useLoad } from '../../../hooks/useLoad'
import '../components/portal.css'

const PAGE_SIZE = 10

/** /service/:category — the services of one category, with search and paging. */
export default function ServiceCategory() {
  const t = useT('portal')
  const { category: key } = useParams()
  const category = findCategory(key)
  return (
    <div className="portal">
      <PortalNav />
      {category ? (
        // A new category starts from page 1 with an empty search.
        <CategoryServices key={category.key} categoryKey={category.key} />
      ) : (
        <Result status="404" title={t('categoryNotFound')} extra={<Link to="/index">{t('backToPortal')}</Link>} />
      )}
      <SiteFooter />
    </div>
  )
}

function CategoryServices({ categoryKey }: { categoryKey: (typeof SERVICE_CATEGORIES)[number]['key'] }) {
  const t = useT('portal')
  const category = findCategory(categoryKey)!
  const [keyword, setKeyword] = useState('')
  const [pageNo, setPageNo] = useState(1)
  const { data, loading, error, reload } = useLoad(
    (signal) =>
      getServicePage({ category: categoryKey, keyword: keyword || undefined, pageNo, pageSize: PAGE_SIZE }, { signal }),
    [categoryKey, keyword, pageNo],
  )

  return (
    <>
      <header className="service-page__head">
        <h1>
          {CATEGORY_LOOK[categoryKey].icon}
          {text(category.name)}
        </h1>
        <p>{text(category.summary)}</p>
      </header>
      <div className="portal-body">
        <nav className="service-page__cats" aria-label={t('serviceCategories')}>
          {SERVICE_CATEGORIES.map((c) => (
            <Link key={c.key} to={serviceCategoryPath(c.key)} aria-current={c.key === categoryKey ? 'page' : undefined}>
              {text(c.name)}
            </Link>
          ))}
        </nav>
        <section className="portal-section">
          <h2 className="portal-section__title">
            {t('serviceList')} <small>{data ? t('serviceTotal', { total: data.total }) : ''}</small>
          </h2>
          <Input.Search
            placeholder={t('serviceSearch')}
            allowClear
            enterButton={t('search')}
            style={{ maxWidth: 480, marginBottom: 8 }}
            onSearch={(value) => {
              setKeyword(value.trim())
              setPageNo(1)
            }}
          />
          {error && <LoadFailedBanner error={error} onRetry={() => void reload()} />}
          {loading && !data ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : data?.list.length ? (
            <div data-testid="service-list">
              {data.list.map((s) => (
                <article key={s.id} className="service-item">
                  <div>
                    <h3>{s.title}</h3>
                    <p>{s.summary}</p>
                    <span className="service-item__provider">
                      <ShopOutlined /> {t('serviceProvider')}
                      {s.provider}
                    </span>
                  </div>
                  <div className="service-item__contact">
                    <div>
                      <UserOutlined /> {t('serviceContact')}
                      <b>{s.contact}</b>
                    </div>
                    <div>
                      <PhoneOutlined /> {t('servicePhone')}
                      <b>{s.phone}</b>
                    </div>
                    <div>{t('servicePublished', { date: formatDate(s.publishTime, '{y}-{m}-{d}') })}</div>
                  </div>
                </article>
              ))}
            </div>
          ) : (
            <Empty description={keyword ? t('noServiceFound', { keyword }) : t('noServices')} />
          )}
          {data && data.total > PAGE_SIZE ? (
            <Pagination
              style={{ marginTop: 16, justifyContent: 'flex-end' }}
              current={pageNo}
              pageSize={PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={setPageNo}
            />
          ) : null}
        </section>
      </div>
    </>
  )
}
