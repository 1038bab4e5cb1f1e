import { Navigate, useLocation, useSearchParams } from 'react-router-dom'
import { SsoExchange } from '../components/SsoExchange'
import { isOAuth2Request, OAUTH2_PAGE } from '../sso'

/**
 * /sso: a ticket hand-off like /ssoLogin; yudao clients also send OAuth2 authorisation requests here, which go on to
 * the authorisation page (it needs a session, so the guard signs the user in first and comes back).
 */
export default function Sso() {
  const [params] = useSearchParams()
  const { search } = useLocation()
  if (isOAuth2Request(params)) return <Navigate to={`${OAUTH2_PAGE}${search}`} replace />
  return <SsoExchange />
}
