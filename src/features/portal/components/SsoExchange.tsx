import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ssoCheck } from '../../../api/auth'
import { msg, type Text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { safeRedirect } from '../../../router/safeRedirect'
import { useSession } from '../../../stores/session'
import { ssoTicketParams } from '../sso'
import { SignInProgress } from './SignInProgress'

/**
 * Single sign-on from the funding platform: its ticket (and whatever else it put in the query) is exchanged through
 * /funding-application/sso/check for our tokens, then the user enters at `redirect` (same-app paths only).
 */
export function SsoExchange() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const acceptTokens = useSession((s) => s.acceptTokens)
  const t = useT('entrance')
  const [error, setError] = useState<Text>('')
  const started = useRef(false) // a ticket is single-use: StrictMode's second effect must not spend it again

  useEffect(() => {
    if (started.current) return
    started.current = true
    const ticket = ssoTicketParams(params)
    if (!ticket) {
      setError(() => msg('entrance', 'ssoMissingTicket')) // a Text kept as it is (not an updater)
      return
    }
    ssoCheck(ticket.query)
      .then((data) => {
        acceptTokens(data)
        navigate(safeRedirect(ticket.redirect), { replace: true })
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : () => msg('entrance', 'ssoFailed')))
  }, [params, acceptTokens, navigate])

  return (
    <SignInProgress
      title={t('ssoTitle')}
      waiting={t('ssoWaiting')}
      error={error}
      failedTitle={t('ssoNotDone')}
      back={t('signInWithAccount')}
    />
  )
}
