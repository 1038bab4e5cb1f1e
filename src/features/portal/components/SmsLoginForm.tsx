import { MobileOutlined } from '@ant-design/icons'
import { Button, Form, Input } from 'antd'
import { useState } from 'react'
import { SMS_SCENE } from '../../../api/portal/account'
import { useSession } from '../../../stores/session'
import { rules } from '../rules'
import { applyTenantName, rememberedTenantName, TENANT_NOT_FOUND } from '../tenant'
import { SmsCodeField } from './SmsCodeField'
import { TenantField } from './TenantField'

interface Values {
  tenantName?: string
  mobile: string
  code: string
}

/** SMS sign-in: mobile, a code sent to it (60 s before another), then /system/auth/sms-login. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const [form] = Form.useForm<Values>()
  const smsLogin = useSession((s) => s.smsLogin)
  const [submitting, setSubmitting] = useState(false)

  const onFinish = async (values: Values) => {
    setSubmitting(true)
    try {
      if (!(await applyTenantName(values.tenantName))) {
        form.setFields([{ name: 'tenantName', errors: [TENANT_NOT_FOUND] }])
        return
      }
      await smsLogin(values.mobile, values.code)
      onSignedIn()
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Form<Values> form={form} name="sms" size="large" onFinish={onFinish} initialValues={{ tenantName: rememberedTenantName() }}>
      <TenantField />
      <Form.Item name="mobile" rules={rules.mobile}>
        <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <SmsCodeField form={form} scene={SMS_SCENE.login} />
      <Button type="primary" htmlType="submit" block loading={submitting} style={{ marginTop: 8 }}>
        登 录
      </Button>
    </Form>
  )
}
