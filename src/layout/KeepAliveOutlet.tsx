import { Spin } from 'antd'
import { Activity, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router-dom'
import { useRouteMatches } from '../router/AppRouter'
import { useSettings } from '../stores/settings'
import { isCacheable, useTabs } from '../stores/tabs'

interface Entry {
  element: ReactNode
  location: Location
  navigationType: NavigationType
}

function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin description="加载中…" />
    </div>
  )
}

/** The page of the current route, mounted fresh. */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>
}

/**
 * The layout's page area with keep-alive (issue 3): a cacheable page stays mounted inside a hidden React `<Activity>`
 * while another tab is shown, so its state (form input, table page, scroll) survives; a closed or refreshed tab leaves
 * the tabs store's `cached` list and its Activity is unmounted. Hidden pages keep the location they were shown with,
 * so they don't re-render for routes that aren't theirs.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet()
  const location = useLocation()
  const navigationType = useNavigationType()
  const meta = useRouteMatches().at(-1)?.route.meta
  const tagsView = useSettings((s) => s.tagsView)
  const cached = useTabs((s) => s.cached)
  const key = location.pathname
  // Without the tabs bar there is no way back to a hidden page, so nothing is kept (yudao does the same).
  const cacheable = tagsView && !!meta && isCacheable({ meta }) && !key.startsWith('/redirect/')

  // Entries are derived from the route and the store on every render; the ref only remembers the captured elements.
  const entries = useRef(new Map<string, Entry>()).current
  if (cacheable) {
    const current = entries.get(key)
    if (!current || current.location !== location) entries.set(key, { element: outlet, location, navigationType })
  } else entries.delete(key)
  for (const k of [...entries.keys()]) if (k !== key && !cached.includes(k)) entries.delete(k)

  useScrollMemory(key, cacheable)

  return (
    <>
      {[...entries].map(([k, e]) => (
        <Activity key={k} mode={k === key ? 'visible' : 'hidden'}>
          <UNSAFE_LocationContext.Provider value={{ location: e.location, navigationType: e.navigationType }}>
            <Page>{e.element}</Page>
          </UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
      {!cacheable && <Page key={`live:${key}`}>{outlet}</Page>}
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
