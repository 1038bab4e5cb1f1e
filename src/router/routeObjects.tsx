import { lazy } from 'react'
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router-dom'
import { text, type Text } from '../i18n'
import { useLanguage } from '../i18n/react'
import { findView, lazyPage } from './pages'
import { IFRAME_VIEW, PARENT_VIEW, type AppRoute, type PageLoader } from './types'

// Loaded when a route needs them, so antd's Result and Alert stay off the entrance (issue 2 performance budget).
const MissingPage = lazy(() => import('./MissingPage').then((m) => ({ default: m.MissingPage })))
const IframeView = lazy(() => import('../layout/IframeView').then((m) => ({ default: m.IframeView })))

function LazyPage({ loader }: { loader: PageLoader }) {
  const Page = lazyPage(loader)
  return <Page />
}

/** Non-numeric ids go to 404 (spec §2.1: dictId, tableId, propertyId, spuId are numeric). */
function NumericParams({ names, children }: { names: string[]; children: React.ReactNode }) {
  const params = useParams()
  return names.every((n) => /^\d+$/.test(params[n] ?? '')) ? children : <Navigate to="/404" replace />
}

/** An external page in a frame, named by its route's title (said in the current language). */
function FramedPage({ url, title }: { url: string; title?: Text }) {
  useLanguage()
  return <IframeView url={url} title={title === undefined ? undefined : text(title)} />
}

function pageFor(route: AppRoute): React.ReactNode {
  const { component } = route
  if (typeof component === 'function') return <LazyPage loader={component} />
  if (!component || component === PARENT_VIEW) return <Outlet />
  if (component === IFRAME_VIEW) return <FramedPage url={route.meta?.link ?? ''} title={route.meta?.title} />
  const loader = findView(component)
  return loader ? <LazyPage loader={loader} /> : <MissingPage component={component} />
}

/** App routes → react-router route objects; the AppRoute rides along as `handle` for breadcrumb, tabs and search. */
export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map((route) => {
    const page = pageFor(route)
    const element = route.numericParams ? <NumericParams names={route.numericParams}>{page}</NumericParams> : page
    const children = route.children ? toRouteObjects(route.children) : undefined
    const redirect = route.redirect && route.redirect !== 'noRedirect' ? route.redirect : undefined
    if (children && redirect) children.unshift({ index: true, element: <Navigate to={redirect} replace /> })
    return { path: route.path, element, handle: route, children }
  })
}
