import { ApartmentOutlined } from '@ant-design/icons'
import { Form, Input } from 'antd'
import { config } from '../../../config'
import { rules } from '../rules'

/** The tenant name in antd forms (register, reset password), only when multi-tenancy is on (VITE_APP_TENANT_ENABLE). The entrance's plain forms use TenantTextField. */
export function TenantField() {
  if (!config.tenantEnabled) return null
  return (
    <Form.Item name="tenantName" rules={rules.tenantName}>
      <Input prefix={<ApartmentOutlined />} placeholder="租户名称" autoComplete="organization" />
    </Form.Item>
  )
}
