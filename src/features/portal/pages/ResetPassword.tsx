import { LockOutlined, MobileOutlined } from '@ant-design/icons'
import { Button, Form, Input, Result } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { resetPassword, SMS_SCENE } from '../../../api/portal/account'
import { text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { EntranceCard, EntranceLayout } from '../components/EntranceLayout'
import { SmsCodeField } from '../components/SmsCodeField'
import { TenantField } from '../components/TenantField'
import { rules, useErrorsFollowLanguage } from '../rules'
import { applyTenantName, rememberedTenantName, TENANT_NOT_FOUND } from '../tenant'

interface Values {
  tenantName?: string
  mobile: string
  code: string
  password: string
  confirmPassword: string
}

/** /resetPassword: mobile + SMS code + the new password twice. */
export default function ResetPassword() {
  const [form] = Form.useForm<Values>()
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState(false)
  const t = useT('entrance')
  useErrorsFollowLanguage(form, !done)

  const onFinish = async (v: Values) => {
    setSubmitting(true)
    try {
      if (!(await applyTenantName(v.tenantName))) {
        form.setFields([{ name: 'tenantName', errors: [text(TENANT_NOT_FOUND)] }])
        return
      }
      await resetPassword({ mobile: v.mobile.trim(), code: v.code.trim(), password: v.password })
      setDone(true)
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <EntranceLayout>
      <EntranceCard title={t('resetTitle')} extra={done ? null : <Link to="/entrance">{t('backToSignIn')}</Link>}>
        {done ? (
          <Result
            status="success"
            title={t('resetDone')}
            subTitle={t('resetDoneNote')}
            extra={
              <Button type="primary" size="large">
                <Link to="/entrance">{t('goSignIn')}</Link>
              </Button>
            }
          />
        ) : (
          <Form<Values> form={form} name="reset" size="large" onFinish={onFinish} initialValues={{ tenantName: rememberedTenantName() }}>
            <TenantField />
            <Form.Item name="mobile" rules={rules.mobile}>
              <Input prefix={<MobileOutlined />} placeholder={t('resetMobile')} maxLength={11} inputMode="tel" autoComplete="tel" />
            </Form.Item>
            <SmsCodeField form={form} scene={SMS_SCENE.resetPassword} />
            <Form.Item name="password" rules={rules.newPassword}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('resetNewPassword')} autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="confirmPassword" dependencies={['password']} rules={rules.confirmPassword()}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('resetNewPasswordAgain')} autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('resetSubmit')}
            </Button>
          </Form>
        )}
      </EntranceCard>
    </EntranceLayout>
  )
}
