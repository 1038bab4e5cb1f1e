import { Breadcrumb as AntBreadcrumb } from 'antd'
import { useMemo } from 'react'
import { useLanguage } from '../i18n/react'
import { Link } from 'react-router-dom'
import { useRouteMatches } from '../router/routeContext'
import { breadcrumbItems, type Crumb } from './routeTree'

/** spec §2.3: home first, then the titled matched routes; noRedirect entries and the last one are plain text. */
export function Breadcrumb() {
  const matches = useRouteMatches()
  const language = useLanguage()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the titles are looked up in the language shown
  const crumbs = useMemo(() => breadcrumbItems(matches), [matches, language])
  return <BreadcrumbTrail crumbs={crumbs} />
}

export function BreadcrumbTrail({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <AntBreadcrumb
      className="app-breadcrumb"
      items={crumbs.map((c) => ({
        key: `${c.title}:${c.to ?? ''}`,
        // A long title is cut (layout.css): the whole of it on hover.
        title: c.to ? (
          <Link to={c.to} title={c.title}>
            {c.title}
          </Link>
        ) : (
          <span className="no-redirect" title={c.title}>
            {c.title}
          </span>
        ),
      }))}
    />
  )
}
