import { Button, Card, Checkbox, Form, Input } from 'antd'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { config } from '../../../config'
import { safeRedirect } from '../../../router/safeRedirect'
import { useSession } from '../../../stores/session'
import { forgetCredentials, rememberCredentials } from '../../../utils/credentials'

interface LoginForm {
  username: string
  password: string
  rememberMe: boolean
}

/** Sign-in entrance (open route). */
export default function Entrance() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const login = useSession((s) => s.login)
  const [submitting, setSubmitting] = useState(false)

  const onFinish = async (values: LoginForm) => {
    setSubmitting(true)
    try {
      await login({ username: values.username, password: values.password })
      if (values.rememberMe) await rememberCredentials(values.username.trim(), values.password)
      else forgetCredentials()
      navigate(safeRedirect(params.get('redirect')), { replace: true })
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Card title={config.appTitle} style={{ width: 380 }}>
        <Form<LoginForm> layout="vertical" onFinish={onFinish} initialValues={{ rememberMe: false }}>
          <Form.Item label="账号" name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="rememberMe" valuePropName="checked">
            <Checkbox>记住密码</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  )
}
