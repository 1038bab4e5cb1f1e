import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Checkbox, Form, Input } from 'antd'
import { useEffect, useState } from 'react'
import { useSession } from '../../../stores/session'
import { forgetCredentials, isRemembered, recallCredentials, rememberCredentials } from '../../../utils/credentials'
import { useCaptcha } from '../captcha/useCaptcha'
import { rules } from '../rules'
import { applyTenantName, rememberedTenantName, TENANT_NOT_FOUND } from '../tenant'
import { TenantField } from './TenantField'

interface Values {
  tenantName?: string
  username: string
  password: string
  rememberMe: boolean
}

/** A social account to bind by signing in (the /bind page). */
export interface SocialBinding {
  type: number
  code: string
  state: string
}

/**
 * Password sign-in: tenant (when enabled), account, password, remember-me, captcha (when enabled). The field ids
 * `#username` / `#password` and the submit button are what the browser journeys drive.
 */
export function PasswordLoginForm({
  onSignedIn,
  social,
  submitText = '登 录',
}: {
  onSignedIn(): void
  social?: SocialBinding
  submitText?: string
}) {
  const [form] = Form.useForm<Values>()
  const login = useSession((s) => s.login)
  const [submitting, setSubmitting] = useState(false)
  const captcha = useCaptcha()

  useEffect(() => {
    // jsencrypt loads only for someone who asked to be remembered.
    if (!isRemembered()) return
    let live = true
    recallCredentials()
      .then((saved) => {
        if (live && saved) form.setFieldsValue({ username: saved.username, password: saved.password, rememberMe: true })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [form])

  const onFinish = async (values: Values) => {
    setSubmitting(true)
    try {
      if (!(await applyTenantName(values.tenantName))) {
        form.setFields([{ name: 'tenantName', errors: [TENANT_NOT_FOUND] }])
        return
      }
      const captchaVerification = await captcha.verify()
      if (captchaVerification === null) return // closed: the form stays as typed
      await login({
        username: values.username,
        password: values.password,
        captchaVerification,
        ...(social ? { socialType: social.type, socialCode: social.code, socialState: social.state } : {}),
      })
      try {
        if (values.rememberMe) await rememberCredentials(values.username.trim(), values.password)
        else forgetCredentials()
      } catch {
        // Remembering is a convenience: signing in must not fail on it.
      }
      onSignedIn()
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Form<Values>
      form={form}
      size="large"
      onFinish={onFinish}
      initialValues={{ tenantName: rememberedTenantName(), rememberMe: isRemembered() }}
    >
      <TenantField />
      <Form.Item name="username" rules={rules.username}>
        <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={rules.password}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="rememberMe" valuePropName="checked" style={{ marginBottom: 16 }}>
        <Checkbox>记住密码</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitText}
      </Button>
      {captcha.holder}
    </Form>
  )
}
