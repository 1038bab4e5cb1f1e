import { Alert, Button, Result } from 'antd'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { useT } from '../../../i18n/react'
import { safeRedirect } from '../../../router/safeRedirect'
import { sessionSettled } from '../../../router/sessionSettled'
import { EntranceCard, EntranceLayout } from '../components/EntranceLayout'
import { PasswordLoginForm } from '../components/PasswordLoginForm'
import { readSocialCallback } from '../social'

/** /bind: links a social account that has no user yet, by signing in once with the account's password. */
export default function Bind() {
  const t = useT('entrance')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const callback = readSocialCallback(params)

  return (
    <EntranceLayout>
      <EntranceCard title={t('bindTitle')}>
        {callback ? (
          <>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 20 }}
              title={t('bindNotice')}
            />
            <PasswordLoginForm
              social={callback}
              submitText={t('bindSubmit')}
              onSignedIn={() => sessionSettled().then(() => navigate(safeRedirect(callback.redirect), { replace: true }))}
            />
            <div className="entrance-links">
              <Link to="/entrance">{t('backToSignIn')}</Link>
              <Link to="/register">{t('noAccountRegister')}</Link>
            </div>
          </>
        ) : (
          <Result
            status="warning"
            title={t('bindExpired')}
            subTitle={t('bindRetry')}
            extra={
              <Button type="primary">
                <Link to="/entrance">{t('backToSignIn')}</Link>
              </Button>
            }
          />
        )}
      </EntranceCard>
    </EntranceLayout>
  )
}
