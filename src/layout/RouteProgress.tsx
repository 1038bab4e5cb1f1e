import { theme } from 'antd'
import { Suspense, useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react'
import { useInRouterContext, useLocation } from 'react-router-dom'
import { setRequestWatcher } from '../api/http/client'
import { useT } from '../i18n/react'
import { isRouteLoading, navigationStarted, subscribeRouteLoading, trackLoad } from './routeProgress'
import './routeProgress.css'

// A page's first data is part of its loading: the bar waits for requests in flight too.
setRequestWatcher(trackLoad)

/** Loads quicker than this show no bar and say nothing (the CSS waits as long before showing the bar). */
export const PROGRESS_DELAY_MS = 150

/**
 * What screen readers hear: the layout's message, looked up only when said (the entrance renders this bar as well, and
 * must not fetch the app's messages until a slow navigation needs them).
 */
function LoadingText() {
  return useT('layout')('routeLoading')
}

/**
 * A thin bar at the top of the window while a route's code or first data loads (issue 16; the Vue base's NProgress),
 * in the theme's primary colour; still under prefers-reduced-motion. Screen readers hear 页面加载中 once per slow
 * navigation. Renders nothing outside a router (AntdProviders also wraps a few routerless views).
 */
export function RouteProgress() {
  return useInRouterContext() ? <ProgressBar /> : null
}

function ProgressBar() {
  const { key } = useLocation()
  const loading = useSyncExternalStore(subscribeRouteLoading, isRouteLoading)
  const { token } = theme.useToken()
  const [announced, setAnnounced] = useState<string>()

  // Placed after the routes' content, so this runs after the new page's mount effects (its first requests).
  useEffect(() => navigationStarted(), [key])
  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => setAnnounced(key), PROGRESS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [loading, key])

  return (
    <>
      <div
        className={`route-progress ${loading ? 'route-progress--loading' : 'route-progress--done'}`}
        style={{ '--route-progress-color': token.colorPrimary, '--route-progress-delay': `${PROGRESS_DELAY_MS}ms` } as CSSProperties}
        data-testid="route-progress"
        aria-hidden="true"
      />
      <div role="status" className="route-progress-status">
        {loading && announced === key && (
          <Suspense fallback={null}>
            <LoadingText />
          </Suspense>
        )}
      </div>
    </>
  )
}
