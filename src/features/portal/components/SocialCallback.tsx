import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ApiError } from '../../../api/http/errors'
import { msg, type Text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { safeRedirect } from '../../../router/safeRedirect'
import { useSession } from '../../../stores/session'
import { bindUrl, readSocialCallback, SOCIAL_NOT_BOUND_CODE } from '../social'
import { SignInProgress } from './SignInProgress'

/**
 * A social provider's callback (code + state): signs in with the linked account, or — when none is linked yet —
 * goes to /bind to link it by signing in once with a password.
 */
export function SocialCallback({ fixedType }: { fixedType?: number }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const socialLogin = useSession((s) => s.socialLogin)
  const t = useT('entrance')
  const [error, setError] = useState<Text>('')
  const started = useRef(false) // a provider's code is single-use: StrictMode's second effect must not spend it again

  useEffect(() => {
    if (started.current) return
    started.current = true
    const callback = readSocialCallback(params, fixedType)
    if (!callback) {
      setError(() => msg('entrance', 'socialMissingCode')) // a Text kept as it is (not an updater)
      return
    }
    socialLogin(callback.type, callback.code, callback.state)
      .then(() => navigate(safeRedirect(callback.redirect), { replace: true }))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === SOCIAL_NOT_BOUND_CODE) navigate(bindUrl(callback), { replace: true })
        else setError(e instanceof Error ? e.message : () => msg('entrance', 'socialFailed'))
      })
  }, [params, fixedType, socialLogin, navigate])

  return (
    <SignInProgress
      title={t('socialTitle')}
      waiting={t('socialWaiting')}
      error={error}
      failedTitle={t('socialNotDone')}
      back={t('backToSignIn')}
    />
  )
}
