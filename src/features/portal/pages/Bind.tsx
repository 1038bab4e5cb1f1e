import { Alert, Button, Result } from 'antd'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { safeRedirect } from '../../../router/safeRedirect'
import { sessionSettled } from '../../../router/sessionSettled'
import { EntranceCard, EntranceLayout } from '../components/EntranceLayout'
import { PasswordLoginForm } from '../components/PasswordLoginForm'
import { readSocialCallback } from '../social'

/** /bind: links a social account that has no user yet, by signing in once with the account's password. */
export default function Bind() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const callback = readSocialCallback(params)

  return (
    <EntranceLayout>
      <EntranceCard title="绑定平台账号">
        {callback ? (
          <>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 20 }}
              title="该第三方账号尚未绑定平台账号。登录一次即可完成绑定，以后可直接使用第三方账号登录。"
            />
            <PasswordLoginForm
              social={callback}
              submitText="绑定并登录"
              onSignedIn={() => sessionSettled().then(() => navigate(safeRedirect(callback.redirect), { replace: true }))}
            />
            <div className="entrance-links">
              <Link to="/entrance">返回登录</Link>
              <Link to="/register">没有账号？立即注册</Link>
            </div>
          </>
        ) : (
          <Result
            status="warning"
            title="绑定信息已失效"
            subTitle="请重新发起第三方登录"
            extra={
              <Button type="primary">
                <Link to="/entrance">返回登录</Link>
              </Button>
            }
          />
        )}
      </EntranceCard>
    </EntranceLayout>
  )
}
