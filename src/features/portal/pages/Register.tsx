import { LockOutlined, MobileOutlined, UserOutlined, IdcardOutlined } from '@ant-design/icons'
import { Button, Checkbox, Form, Input, Result } from 'antd'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { register } from '../../../api/portal/account'
import { text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { safeRedirect } from '../../../router/safeRedirect'
import { useCaptcha } from '../captcha/useCaptcha'
import { EntranceCard, EntranceLayout } from '../components/EntranceLayout'
import { TenantField } from '../components/TenantField'
import { rules, useErrorsFollowLanguage } from '../rules'
import { applyTenantName, rememberedTenantName, TENANT_NOT_FOUND } from '../tenant'

interface Values {
  tenantName?: string
  username: string
  nickname: string
  mobile: string
  password: string
  confirmPassword: string
  agreement: boolean
}

/** /register: an enterprise user account; after signing in, the user binds the company (enterprise binding). */
export default function Register() {
  const t = useT('entrance')
  const [params] = useSearchParams()
  const [form] = Form.useForm<Values>()
  const [submitting, setSubmitting] = useState(false)
  const [registered, setRegistered] = useState<string>()
  const captcha = useCaptcha()
  useErrorsFollowLanguage(form, !registered)
  const redirect = params.get('redirect')
  const entrance = `/entrance${redirect ? `?redirect=${encodeURIComponent(safeRedirect(redirect))}` : ''}`

  const onFinish = async (v: Values) => {
    setSubmitting(true)
    try {
      if (!(await applyTenantName(v.tenantName))) {
        form.setFields([{ name: 'tenantName', errors: [text(TENANT_NOT_FOUND)] }])
        return
      }
      const captchaVerification = await captcha.verify()
      if (captchaVerification === null) return
      await register({
        username: v.username.trim(),
        nickname: v.nickname.trim(),
        mobile: v.mobile.trim(),
        password: v.password,
        captchaVerification,
      })
      setRegistered(v.username.trim())
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <EntranceLayout>
      <EntranceCard title={t('registerCompany')} extra={registered ? null : <Link to={entrance}>{t('haveAccount')}</Link>}>
        {registered ? (
          <Result
            status="success"
            title={t('registered')}
            subTitle={t('registeredNote', { username: registered })}
            extra={
              <Button type="primary" size="large">
                <Link to={entrance}>{t('signInNow')}</Link>
              </Button>
            }
          />
        ) : (
          <Form<Values>
            form={form}
            name="register"
            size="large"
            onFinish={onFinish}
            initialValues={{ tenantName: rememberedTenantName(), agreement: false }}
          >
            <TenantField />
            <Form.Item name="username" rules={rules.newUsername}>
              <Input prefix={<UserOutlined />} placeholder={t('newUsernamePlaceholder')} autoComplete="username" />
            </Form.Item>
            <Form.Item name="nickname" rules={rules.nickname}>
              <Input prefix={<IdcardOutlined />} placeholder={t('contactName')} autoComplete="name" />
            </Form.Item>
            <Form.Item name="mobile" rules={rules.mobile}>
              <Input prefix={<MobileOutlined />} placeholder={t('mobile')} maxLength={11} inputMode="tel" autoComplete="tel" />
            </Form.Item>
            <Form.Item name="password" rules={rules.newPassword}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('newPasswordPlaceholder')} autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="confirmPassword" dependencies={['password']} rules={rules.confirmPassword()}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('confirmPassword')} autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="agreement" valuePropName="checked" rules={rules.agreement}>
              <Checkbox>{t('agreement')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('register')}
            </Button>
            {captcha.holder}
          </Form>
        )}
      </EntranceCard>
    </EntranceLayout>
  )
}
