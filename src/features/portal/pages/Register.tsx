import { LockOutlined, MobileOutlined, UserOutlined, IdcardOutlined } from '@ant-design/icons'
import { Button, Checkbox, Form, Input, Result } from 'antd'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { register } from '../../../api/portal/account'
import { safeRedirect } from '../../../router/safeRedirect'
import { useCaptcha } from '../captcha/useCaptcha'
import { EntranceCard, EntranceLayout } from '../components/EntranceLayout'
import { TenantField } from '../components/TenantField'
import { rules } from '../rules'
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
  const [params] = useSearchParams()
  const [form] = Form.useForm<Values>()
  const [submitting, setSubmitting] = useState(false)
  const [registered, setRegistered] = useState<string>()
  const captcha = useCaptcha()
  const redirect = params.get('redirect')
  const entrance = `/entrance${redirect ? `?redirect=${encodeURIComponent(safeRedirect(redirect))}` : ''}`

  const onFinish = async (v: Values) => {
    setSubmitting(true)
    try {
      if (!(await applyTenantName(v.tenantName))) {
        form.setFields([{ name: 'tenantName', errors: [TENANT_NOT_FOUND] }])
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
      <EntranceCard title="注册企业账号" extra={registered ? null : <Link to={entrance}>已有账号？去登录</Link>}>
        {registered ? (
          <Result
            status="success"
            title="注册成功"
            subTitle={`账号 ${registered} 已开通。登录后请完成企业绑定，即可办理各项服务。`}
            extra={
              <Button type="primary" size="large">
                <Link to={entrance}>立即登录</Link>
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
              <Input prefix={<UserOutlined />} placeholder="账号（4-30 位字母或数字）" autoComplete="username" />
            </Form.Item>
            <Form.Item name="nickname" rules={rules.nickname}>
              <Input prefix={<IdcardOutlined />} placeholder="联系人姓名" autoComplete="name" />
            </Form.Item>
            <Form.Item name="mobile" rules={rules.mobile}>
              <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
            </Form.Item>
            <Form.Item name="password" rules={rules.newPassword}>
              <Input.Password prefix={<LockOutlined />} placeholder="密码（4-16 位）" autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="confirmPassword" dependencies={['password']} rules={rules.confirmPassword()}>
              <Input.Password prefix={<LockOutlined />} placeholder="确认密码" autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="agreement" valuePropName="checked" rules={rules.agreement}>
              <Checkbox>我已阅读并同意《平台服务协议》和《隐私政策》</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              注 册
            </Button>
            {captcha.holder}
          </Form>
        )}
      </EntranceCard>
    </EntranceLayout>
  )
}
