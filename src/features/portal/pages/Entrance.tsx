import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { sessionSettled } from '../../../router/sessionSettled'
import { safeRedirect } from '../../../router/safeRedirect'
import { EntranceCard, EntranceLayout } from '../components/EntranceLayout'
import { PasswordLoginForm } from '../components/PasswordLoginForm'
import { SmsLoginForm } from '../components/SmsLoginForm'
import { SocialButtons } from '../components/SocialButtons'

/** The sign-in entrance (open route): password or SMS sign-in, social sign-in, links to register and reset. */
const TABS = [
  { key: 'password', label: '账号登录' },
  { key: 'sms', label: '短信登录' },
] as const

export default function Entrance() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('password')
  const [params] = useSearchParams()
  // Only same-app paths: anything else falls back to / (issue 2).
  const redirect = safeRedirect(params.get('redirect'))
  // Signed in: the guard goes on to the redirect once the session is here; the form stays busy until then.
  const enter = sessionSettled
  const keep = params.get('redirect') ? `?redirect=${encodeURIComponent(redirect)}` : ''

  return (
    <EntranceLayout>
      <EntranceCard title="用户登录" extra={<Link to={`/register${keep}`}>没有账号？立即注册</Link>}>
        {/* Two plain tabs instead of antd Tabs: the entrance's JS budget (issue 2). Both forms stay mounted. */}
        <div role="tablist" className="entrance-tabs">
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              id={`tab-${t.key}`}
              aria-selected={tab === t.key}
              aria-controls={`panel-${t.key}`}
              onClick={() => setTab(t.key)}
            >
              {t.label}
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
          <Link to={`/resetPassword${keep}`}>忘记密码？</Link>
          <Link to={`/register${keep}`}>注册企业账号</Link>
        </div>
        <SocialButtons redirect={redirect} />
      </EntranceCard>
    </EntranceLayout>
  )
}
