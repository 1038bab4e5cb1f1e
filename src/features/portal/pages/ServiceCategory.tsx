import { PhoneOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons'
import { Empty, Input, Pagination, Result, Skeleton } from 'antd'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { getServicePage } from '../../../api/portal/content'
import { findCategory, SERVICE_CATEGORIES } from '../../../api/portal/types'
import { formatDate } from '../../../utils/format'
import { formatNumber } from '../../../utils/format'
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
  const { category: key } = useParams()
  const category = findCategory(key)
  return (
    <div className="portal">
      <PortalNav />
      {category ? (
        // A new category starts from page 1 with an empty search.
        <CategoryServices key={category.key} categoryKey={category.key} />
      ) : (
        <Result status="404" title="服务分类不存在" extra={<Link to="/index">返回门户首页</Link>} />
      )}
      <SiteFooter />
    </div>
  )
}

function CategoryServices({ categoryKey }: { categoryKey: (typeof SERVICE_CATEGORIES)[number]['key'] }) {
  const category = findCategory(categoryKey)!
  const [keyword, setKeyword] = useState('')
  const [pageNo, setPageNo] = useState(1)
  const { data, loading, error, reload } = useLoad(
    () => getServicePage({ category: categoryKey, keyword: keyword || undefined, pageNo, pageSize: PAGE_SIZE }),
    [categoryKey, keyword, pageNo],
  )

  return (
    <>
      <header className="service-page__head">
        <h1>
          {CATEGORY_LOOK[categoryKey].icon}
          {category.name}
        </h1>
        <p>{category.summary}</p>
      </header>
      <div className="portal-body">
        <nav className="service-page__cats" aria-label="服务分类">
          {SERVICE_CATEGORIES.map((c) => (
            <Link key={c.key} to={serviceCategoryPath(c.key)} aria-current={c.key === categoryKey ? 'page' : undefined}>
              {c.name}
            </Link>
          ))}
        </nav>
        <section className="portal-section">
          <h2 className="portal-section__title">
            服务列表 <small>{data ? `共 ${formatNumber(data.total)} 项服务` : ''}</small>
          </h2>
          <Input.Search
            placeholder="搜索服务名称、服务机构或内容"
            allowClear
            enterButton="搜索"
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
                      <ShopOutlined /> 服务机构：{s.provider}
                    </span>
                  </div>
                  <div className="service-item__contact">
                    <div>
                      <UserOutlined /> 联系人：<b>{s.contact}</b>
                    </div>
                    <div>
                      <PhoneOutlined /> 电话：<b>{s.phone}</b>
                    </div>
                    <div>发布日期：{formatDate(s.publishTime, '{y}-{m}-{d}')}</div>
                  </div>
                </article>
              ))}
            </div>
          ) : (
            <Empty description={keyword ? `没有找到与“${keyword}”相关的服务` : '该分类暂无服务'} />
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
