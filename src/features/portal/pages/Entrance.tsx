import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useT } from '../../../i18n/react'
import { sessionSettled } from '../../../router/sessionSettled'
import { safeRedirect } from '../../../router/safeRedirect'
import { EntranceCard, EntranceLayout } from '../components/EntranceLayout'
import { PasswordLoginForm } from '../components/PasswordLoginForm'
import { SmsLoginForm } from '../components/SmsLoginForm'
import { SocialButtons } from '../components/SocialButtons'

/** The sign-in entrance (open route): password or SMS sign-in, social sign-in, links to register and reset. */
const TABS = [
  { key: 'password', label: 'tabPassword' },
  { key: 'sms', label: 'tabSms' },
] as const

export default function Entrance() {
  const t = useT('entrance')
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('password')
  const [params] = useSearchParams()
  // Only same-app paths: anything else falls back to / (issue 2).
  const redirect = safeRedirect(params.get('redirect'))
  // Signed in: the guard goes on to the redirect once the session is here; the form stays busy until then.
  const enter = sessionSettled
  const keep = params.get('redirect') ? `?redirect=${encodeURIComponent(redirect)}` : ''

  return (
    <EntranceLayout>
      <EntranceCard title={t('signInTitle')} extra={<Link to={`/register${keep}`}>{t('noAccountRegister')}</Link>}>
        {/* Two plain tabs instead of antd Tabs: the entrance's JS budget (issue 2). Both forms stay mounted. */}
        <div role="tablist" className="entrance-tabs">
          {TABS.map((item) => (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`tab-${item.key}`}
              aria-selected={tab === item.key}
              aria-controls={`panel-${item.key}`}
              onClick={() => setTab(item.key)}
            >
              {t(item.label)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="panel-password" aria-labelledby="tab-password" hidden={tab !== 'password'}>
          <PasswordLoginForm onSignedIn={enter} />
        </div>
        <div role="tabpanel" id="panel-sms" aria-labelledby="tab-sms" hidden={tab !== 'sms'}>
          <SmsLoginForm onSignedIn={enter} />
        </div>
        <div className="entrance-links">
          <Link to={`/resetPassword${keep}`}>{t('forgotPassword')}</Link>
          <Link to={`/register${keep}`}>{t('registerCompany')}</Link>
        </div>
        <SocialButtons redirect={redirect} />
      </EntranceCard>
    </EntranceLayout>
  )
}
