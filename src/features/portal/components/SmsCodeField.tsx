import { SafetyOutlined } from '@ant-design/icons'
import { App, Button, Form, Input, type FormInstance } from 'antd'
import { useState } from 'react'
import { sendSmsCode } from '../../../api/auth'
import { useCountdown } from '../hooks/useCountdown'
import { rules } from '../rules'

/**
 * SMS code input with its send button: checks the mobile field first, then sends and counts 60 s down before the
 * next code may be asked for.
 */
export function SmsCodeField({
  form,
  scene,
  mobileField = 'mobile',
}: {
  form: FormInstance
  scene: number
  mobileField?: string
}) {
  const { message } = App.useApp()
  const { left, running, start } = useCountdown()
  const [sending, setSending] = useState(false)

  const send = async () => {
    let mobile: string
    try {
      mobile = String((await form.validateFields([mobileField]))[mobileField]).trim()
    } catch {
      return // the mobile field shows what is wrong
    }
    setSending(true)
    try {
      await sendSmsCode(mobile, scene)
      start()
      message.success('验证码已发送，请注意查收')
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSending(false)
    }
  }

  return (
    <Form.Item required>
      <div className="sms-code">
        <Form.Item name="code" noStyle rules={rules.smsCode}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder="短信验证码"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <Button onClick={send} disabled={running} loading={sending} style={{ width: 128 }} data-testid="send-sms">
          {running ? `${left} 秒后重新获取` : '获取验证码'}
        </Button>
      </div>
    </Form.Item>
  )
}
