import { Spin } from 'antd'
import { Activity, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router-dom'
import { useT } from '../i18n/react'
import { useRouteMatches } from '../router/routeContext'
import { useSettings } from '../stores/settings'
import { isCacheable, useTabs } from '../stores/tabs'
import { PageBoundary } from './PageBoundary'

interface Entry {
  element: ReactNode
  /** Kept as one object so hidden pages see an unchanged context value and skip re-rendering. */
  route: { location: Location; navigationType: NavigationType }
}

function PageLoading() {
  const t = useT('layout')
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin description={t('pageLoading')} />
    </div>
  )
}

/** A page: its code may still be loading, and its failure stays inside it (issue 22). */
function Page({ path, children }: { path: string; children: ReactNode }) {
  return (
    <PageBoundary path={path}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageBoundary>
  )
}

/**
 * One page's box. It sits outside the page's Activity, so `hidden` and `data-page-pane` change in the same commit as
 * the route: whoever looks for "the page on screen" (journeys, the skip link) finds exactly one, never a kept-alive one.
 */
function Pane({ path, shown, children }: { path: string; shown: boolean; children: ReactNode }) {
  return (
    <div className="page-pane" data-page-pane={path} hidden={!shown}>
      {children}
    </div>
  )
}

/**
 * The layout's page area with keep-alive (issue 3): the current route's page, kept mounted while hidden when its
 * route may be cached (not noCache, or a frame page) and the tabs bar is on.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet()
  const { pathname } = useLocation()
  const meta = useRouteMatches().at(-1)?.route.meta
  const tagsView = useSettings((s) => s.tagsView)
  const cached = useTabs((s) => s.cached)
  // Without the tabs bar there is no way back to a hidden page, so nothing is kept (yudao does the same).
  const cacheable = tagsView && !!meta && isCacheable({ meta }) && !pathname.startsWith('/redirect/')
  return (
    <KeepAlive activeKey={pathname} cacheable={cacheable} cached={cached}>
      {outlet}
    </KeepAlive>
  )
}

interface KeepAliveProps {
  /** The page being shown (its path). */
  activeKey: string
  /** Whether the page being shown may stay mounted once hidden. */
  cacheable: boolean
  /** Keys still allowed to stay mounted (the tabs store's `cached`): a key that leaves it is unmounted. */
  cached: readonly string[]
  /** The page being shown. */
  children: ReactNode
}

/**
 * Keeps pages alive with React's `<Activity>`: a cacheable page stays mounted in a hidden Activity while another one is
 * shown, so its state (form input, table page, scroll) survives; when its key leaves `cached` (tab closed or
 * refreshed) its Activity is unmounted and the state is gone. Hidden pages keep the location they were shown with,
 * so they don't re-render for routes that aren't theirs.
 */
export function KeepAlive({ activeKey, cacheable, cached, children }: KeepAliveProps) {
  const location = useLocation()
  const navigationType = useNavigationType()
  // Entries are derived from the props on every render; the ref only remembers the captured pages.
  const entries = useRef(new Map<string, Entry>()).current
  if (cacheable) {
    const current = entries.get(activeKey)
    if (!current || current.route.location !== location) entries.set(activeKey, { element: children, route: { location, navigationType } })
  } else entries.delete(activeKey)
  for (const k of [...entries.keys()]) if (k !== activeKey && !cached.includes(k)) entries.delete(k)

  useScrollMemory(activeKey, cacheable)

  return (
    <>
      {[...entries].map(([k, e]) => (
        <Pane key={k} path={k} shown={k === activeKey}>
          <Activity mode={k === activeKey ? 'visible' : 'hidden'}>
            <UNSAFE_LocationContext.Provider value={e.route}>
              <Page path={k}>{e.element}</Page>
            </UNSAFE_LocationContext.Provider>
          </Activity>
        </Pane>
      ))}
      {!cacheable && (
        <Pane key={`live:${activeKey}`} path={activeKey} shown>
          <Page path={activeKey}>{children}</Page>
        </Pane>
      )}
    </>
  )
}

/** The window scrolls, not the page: remember each cached page's offset and put it back when its tab is shown. */
function useScrollMemory(key: string, cacheable: boolean) {
  const offsets = useRef(new Map<string, number>())
  const current = useRef(key)
  useEffect(() => {
    const onScroll = () => offsets.current.set(current.current, window.scrollY)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  useLayoutEffect(() => {
    current.current = key
    window.scrollTo(0, cacheable ? (offsets.current.get(key) ?? 0) : 0)
  }, [key, cacheable])
}
