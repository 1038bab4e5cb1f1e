import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ssoCheck } from '../../../api/auth'
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
  const [error, setError] = useState('')
  const started = useRef(false) // a ticket is single-use: StrictMode's second effect must not spend it again

  useEffect(() => {
    if (started.current) return
    started.current = true
    const ticket = ssoTicketParams(params)
    if (!ticket) {
      setError('缺少单点登录票据，请从业务系统重新进入')
      return
    }
    ssoCheck(ticket.query)
      .then((data) => {
        acceptTokens(data)
        navigate(safeRedirect(ticket.redirect), { replace: true })
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : '单点登录失败'))
  }, [params, acceptTokens, navigate])

  return (
    <SignInProgress
      title="单点登录"
      waiting="正在验证登录票据，请稍候…"
      error={error}
      failedTitle="单点登录未完成"
      back="使用账号登录"
    />
  )
}
