import { ApartmentOutlined } from '@ant-design/icons'
import { Form, Input } from 'antd'
import { config } from '../../../config'
import { useT } from '../../../i18n/react'
import { rules } from '../rules'

/** The tenant name in antd forms (register, reset password), only when multi-tenancy is on (VITE_APP_TENANT_ENABLE). The entrance's plain forms use TenantTextField. */
export function TenantField() {
  const t = useT('entrance')
  if (!config.tenantEnabled) return null
  return (
    <Form.Item name="tenantName" rules={rules.tenantName}>
      <Input prefix={<ApartmentOutlined />} placeholder={t('tenantName')} autoComplete="organization" />
    </Form.Item>
  )
}
