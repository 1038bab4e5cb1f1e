import { SafetyOutlined } from '@ant-design/icons'
import { App, Button, Form, Input, type FormInstance } from 'antd'
import { text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { SMS_SENT, useSmsSender } from '../hooks/useSmsSender'
import { rules } from '../rules'

/**
 * SMS code input with its send button, for antd forms (reset password; the entrance's plain SMS form has its own):
 * checks the mobile field first, then sends and counts 60 s down before the next code may be asked for.
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
  const t = useT('entrance')
  const { message } = App.useApp()
  const sms = useSmsSender(scene)

  const send = async () => {
    let mobile: string
    try {
      mobile = String((await form.validateFields([mobileField]))[mobileField])
    } catch {
      return // the mobile field shows what is wrong
    }
    if (await sms.send(mobile)) message.success(text(SMS_SENT))
  }

  return (
    <Form.Item required>
      <div className="sms-code">
        <Form.Item name="code" noStyle rules={rules.smsCode}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('smsCode')}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <Button onClick={send} disabled={sms.running} loading={sms.sending} style={{ width: 128 }} data-testid="send-sms">
          {sms.label}
        </Button>
      </div>
    </Form.Item>
  )
}
