import { useEffect, useState, type FormEvent } from 'react'
import { config } from '../../../config'
import { useT } from '../../../i18n/react'
import { useSession } from '../../../stores/session'
import { forgetCredentials, isRemembered, recallCredentials, rememberCredentials } from '../../../utils/credentials'
import { useCaptcha } from '../captcha/useCaptcha'
import { checks } from '../rules'
import { whenEntranceIdle } from '../../../router/entranceIdle'
import { applyTenantName, lookUpTenantAhead, rememberedTenantName, TENANT_NOT_FOUND } from '../tenant'
import { PlainButton, TenantTextField, TextField, useFields } from './fields'
import { LockIcon, UserIcon } from './icons'

interface Values {
  tenantName: string
  username: string
  password: string
  rememberMe: boolean
}

const CHECKS = {
  ...(config.tenantEnabled ? { tenantName: checks.tenantName } : {}),
  username: checks.username,
  password: checks.password,
}

/** A social account to bind by signing in (the /bind page). */
export interface SocialBinding {
  type: number
  code: string
  state: string
}

/**
 * Password sign-in: tenant (when enabled), account, password, remember-me, captcha (when enabled). Plain React + CSS
 * (no antd on the entrance, issue 2 budget); /bind uses it too. The field ids `#username` / `#password` and the submit
 * button are what the browser journeys drive.
 */
export function PasswordLoginForm({
  onSignedIn,
  social,
  submitText,
}: {
  onSignedIn(): Promise<void> | void
  social?: SocialBinding
  /** The submit button's text; 登 录 by default. */
  submitText?: string
}) {
  const t = useT('entrance')
  const form = useFields<Values>(
    () => ({ tenantName: rememberedTenantName(), username: '', password: '', rememberMe: isRemembered() }),
    CHECKS,
  )
  const { values, set, fill, validate, setError, bind } = form
  const login = useSession((s) => s.login)
  const [submitting, setSubmitting] = useState(false)
  const captcha = useCaptcha()

  // The tenant the form proposes, looked up before the user presses Enter (issue 23).
  useEffect(() => whenEntranceIdle(() => lookUpTenantAhead(rememberedTenantName())), [])

  useEffect(() => {
    // jsencrypt loads only for someone who asked to be remembered.
    if (!isRemembered()) return
    let live = true
    recallCredentials()
      .then((saved) => {
        if (live && saved) fill({ username: saved.username, password: saved.password, rememberMe: true })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [fill])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const v = validate()
    if (!v || submitting) return
    setSubmitting(true)
    try {
      if (!(await applyTenantName(v.tenantName))) {
        setError('tenantName', TENANT_NOT_FOUND)
        return
      }
      const captchaVerification = await captcha.verify()
      if (captchaVerification === null) return // closed: the form stays as typed
      await login({
        username: v.username,
        password: v.password,
        captchaVerification,
        ...(social ? { socialType: social.type, socialCode: social.code, socialState: social.state } : {}),
      })
      try {
        if (v.rememberMe) await rememberCredentials(v.username.trim(), v.password)
        else forgetCredentials()
      } catch {
        // Remembering is a convenience: signing in must not fail on it.
      }
      await onSignedIn() // busy until the page is ready to show
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form className="pf-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('tabPassword')}>
      <TenantTextField id="tenantName" {...bind('tenantName')} />
      <TextField
        id="username"
        label={t('username')}
        icon={UserIcon}
        autoComplete="username"
        {...bind('username')}
      />
      <TextField
        id="password"
        label={t('password')}
        icon={LockIcon}
        autoComplete="current-password"
        password
        {...bind('password')}
      />
      <div className="pf-item pf-item--compact">
        <label className="pf-checkbox">
          <input
            type="checkbox"
            id="rememberMe"
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(e) => set('rememberMe', e.target.checked)}
          />
          <span>{t('rememberMe')}</span>
        </label>
      </div>
      <PlainButton type="submit" primary block loading={submitting}>
        {submitText ?? t('signIn')}
      </PlainButton>
      {captcha.holder}
    </form>
  )
}
