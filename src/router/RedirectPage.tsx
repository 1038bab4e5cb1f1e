import { Navigate, useLocation } from 'react-router-dom'

/** `/redirect/<path>` re-renders <path> from scratch (tab refresh, size change: spec §2.1). */
export default function RedirectPage() {
  const { pathname, search } = useLocation()
  const target = `/${pathname.replace(/^\/redirect\/?/, '')}${search}`
  return <Navigate to={target.startsWith('//') ? '/' : target} replace />
}
