import { useState, type FormEvent } from 'react'
import { SMS_SCENE } from '../../../api/portal/account'
import { showToast } from '../../../api/http/feedback'
import { config } from '../../../config'
import { text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { useSession } from '../../../stores/session'
import { SMS_SENT, useSmsSender } from '../hooks/useSmsSender'
import { checks } from '../rules'
import { applyTenantName, rememberedTenantName, TENANT_NOT_FOUND } from '../tenant'
import { PlainButton, TenantTextField, TextField, useFields } from './fields'
import { MobileIcon, SafetyIcon } from './icons'

interface Values {
  tenantName: string
  mobile: string
  code: string
}

const CHECKS = {
  ...(config.tenantEnabled ? { tenantName: checks.tenantName } : {}),
  mobile: checks.mobile,
  code: checks.smsCode,
}

/**
 * SMS sign-in: mobile, a code sent to it (60 s before another), then /system/auth/sms-login. Plain React + CSS (no
 * antd on the entrance, issue 2 budget).
 */
export function SmsLoginForm({ onSignedIn }: { onSignedIn(): Promise<void> | void }) {
  const t = useT('entrance')
  const { validate, setError, bind } = useFields<Values>(
    () => ({ tenantName: rememberedTenantName(), mobile: '', code: '' }),
    CHECKS,
  )
  const smsLogin = useSession((s) => s.smsLogin)
  const [submitting, setSubmitting] = useState(false)
  const sms = useSmsSender(SMS_SCENE.login)

  const send = async () => {
    const v = validate(['mobile']) // the mobile field shows what is wrong
    if (!v || sms.sending) return
    if (await sms.send(v.mobile)) showToast(text(SMS_SENT), { kind: 'success' })
  }

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
      await smsLogin(v.mobile, v.code)
      await onSignedIn() // busy until the page is ready to show
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form id="sms" className="pf-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('tabSms')}>
      <TenantTextField id="sms_tenantName" {...bind('tenantName')} />
      <TextField
        id="sms_mobile"
        label={t('mobile')}
        icon={MobileIcon}
        maxLength={11}
        inputMode="tel"
        autoComplete="tel"
        {...bind('mobile')}
      />
      <TextField
        id="sms_code"
        label={t('smsCode')}
        icon={SafetyIcon}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...bind('code')}
        after={
          <PlainButton
            className="sms-code__send"
            disabled={sms.running}
            loading={sms.sending}
            data-testid="send-sms"
            onClick={() => void send()}
          >
            {sms.label}
          </PlainButton>
        }
      />
      <PlainButton type="submit" primary block loading={submitting} style={{ marginTop: 8 }}>
        {t('signIn')}
      </PlainButton>
    </form>
  )
}
