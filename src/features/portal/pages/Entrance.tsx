import { Tabs } from 'antd'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { safeRedirect } from '../../../router/safeRedirect'
import { EntranceCard, EntranceLayout } from '../components/EntranceLayout'
import { PasswordLoginForm } from '../components/PasswordLoginForm'
import { SmsLoginForm } from '../components/SmsLoginForm'
import { SocialButtons } from '../components/SocialButtons'

/** The sign-in entrance (open route): password or SMS sign-in, social sign-in, links to register and reset. */
export default function Entrance() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  // Only same-app paths: anything else falls back to / (issue 2).
  const redirect = safeRedirect(params.get('redirect'))
  const enter = () => navigate(redirect, { replace: true })
  const keep = params.get('redirect') ? `?redirect=${encodeURIComponent(redirect)}` : ''

  return (
    <EntranceLayout>
      <EntranceCard title="用户登录" extra={<Link to={`/register${keep}`}>没有账号？立即注册</Link>}>
        <Tabs
          items={[
            { key: 'password', label: '账号登录', children: <PasswordLoginForm onSignedIn={enter} /> },
            { key: 'sms', label: '短信登录', children: <SmsLoginForm onSignedIn={enter} /> },
          ]}
        />
        <div className="entrance-links">
          <Link to={`/resetPassword${keep}`}>忘记密码？</Link>
          <Link to={`/register${keep}`}>注册企业账号</Link>
        </div>
        <SocialButtons redirect={redirect} />
      </EntranceCard>
    </EntranceLayout>
  )
}
