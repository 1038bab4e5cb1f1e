import { SearchOutlined } from '@ant-design/icons'
import { Select } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { checkRoles } from '../components/Auth'
import { useT } from '../i18n/react'
import type { AppRoute } from '../router/types'
import { useLayoutRoutes } from '../stores/permission'
import { useSession } from '../stores/session'
import { openExternal } from '../utils/url'
import type { createRouteSearch } from './routeSearch'
import { searchEntries, type SearchEntry } from './routeTree'

/** Header route search (spec §2.3): fuzzy over the permitted, visible pages; external links open in a new window. */
export function HeaderSearch() {
  const t = useT('layout')
  const routes = useLayoutRoutes()
  const roles = useSession((s) => s.roles)
  const navigate = useNavigate()
  const [show, setShow] = useState(false)
  const [query, setQuery] = useState('')

  // The search's code (fuse.js) is loaded and its index built when the search first opens, not with the shell (issue 23:
  // the layout's chunk is what a sign-in waits for). The titles are the language's: a switch builds it again.
  const [opened, setOpened] = useState(false)
  const [create, setCreate] = useState<{ search: typeof createRouteSearch }>()
  useEffect(() => {
    if (!opened || create) return
    import('./routeSearch').then(
      (m) => setCreate({ search: m.createRouteSearch }),
      () => setOpened(false), // not loaded (offline): the next opening tries again
    )
  }, [opened, create])
  const search = useMemo(() => {
    if (!create) return () => []
    const allowed = (r: AppRoute) => !r.roles?.length || checkRoles(roles, r.roles)
    return create.search(searchEntries(routes, allowed))
  }, [create, routes, roles, t]) // eslint-disable-line react-hooks/exhaustive-deps
  const results = useMemo(() => search(query), [search, query])

  const close = () => {
    setShow(false)
    setQuery('')
  }
  const go = (entry: SearchEntry) => {
    if (entry.external) openExternal(entry.path)
    else navigate(entry.path)
    close()
  }

  return (
    <div className={`header-search${show ? ' show' : ''}`}>
      <button
        type="button"
        className="navbar-icon"
        aria-label={t('search')}
        onClick={() => {
          setOpened(true)
          setShow(!show)
        }}
      >
        <SearchOutlined style={{ fontSize: 18 }} />
      </button>
      {show && (
        <Select<string>
          autoFocus
          defaultOpen
          className="header-search-select"
          placeholder={t('search')}
          style={{ width: 210 }}
          value={null}
          showSearch={{ filterOption: false, searchValue: query, onSearch: setQuery }}
          options={results.map((r) => ({ value: r.path, label: r.title.join(' > ') }))}
          notFoundContent={null}
          suffixIcon={null}
          onChange={(path) => {
            const entry = results.find((r) => r.path === path)
            if (entry) go(entry)
          }}
          onBlur={close}
        />
      )}
    </div>
  )
}
