import { BankOutlined, CheckCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons'
import { App, Alert, Button, Card, Descriptions, Form, Input, Result } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { bindCompany } from '../../../api/portal/account'
import { COMPANY_ROLE, useSession } from '../../../stores/session'
import { rules } from '../rules'
import { normaliseUscc } from '../../../utils/uscc'

interface Values {
  companyName: string
  uniScid: string
}

/**
 * Enterprise binding for company users (PORTAL_COMPANY): company name and unified social credit code (checksum
 * checked as typed). Once bound it shows the company's name and code.
 */
export default function EnterpriseBinding() {
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [form] = Form.useForm<Values>()
  const roles = useSession((s) => s.roles)
  const companyName = useSession((s) => s.companyName)
  const uniScid = useSession((s) => s.uniScid)
  const loadCompany = useSession((s) => s.loadCompany)
  const [submitting, setSubmitting] = useState(false)

  if (!roles.includes(COMPANY_ROLE)) {
    return <Result status="info" title="无需绑定企业" subTitle="企业绑定仅面向企业用户账号。" />
  }

  const onFinish = async (v: Values) => {
    setSubmitting(true)
    try {
      await bindCompany(v.companyName.trim(), normaliseUscc(v.uniScid))
      await loadCompany()
      message.success('企业绑定成功')
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Card style={{ maxWidth: 720, margin: '0 auto' }} title={<span><BankOutlined /> 企业绑定</span>}>
      {uniScid ? (
        <>
          <Result
            icon={<CheckCircleFilled style={{ color: '#52c41a' }} />}
            title="已绑定企业"
            subTitle="您可以以企业身份申请平台服务。"
            style={{ paddingBottom: 8 }}
          />
          <Descriptions bordered column={1} data-testid="bound-company">
            <Descriptions.Item label="企业名称">{companyName}</Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{uniScid}</Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 24, textAlign: 'center' }}>
            <Button type="primary" onClick={() => navigate('/index')}>
              进入门户首页
            </Button>
          </div>
        </>
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 24 }}
            title="请绑定您所在的企业"
            description="绑定后即可以企业身份申请各类服务、参与政策申报。统一社会信用代码可在营业执照上查到。"
          />
          <Form<Values> form={form} layout="vertical" onFinish={onFinish} size="large" name="binding">
            <Form.Item label="企业名称" name="companyName" rules={rules.companyName}>
              <Input placeholder="与营业执照一致的企业全称" maxLength={60} />
            </Form.Item>
            <Form.Item
              label="统一社会信用代码"
              name="uniScid"
              rules={rules.uniScid}
              normalize={(v: string) => normaliseUscc(v ?? '')}
              extra="18 位，由数字和大写字母组成，最后一位为校验码"
            >
              <Input prefix={<SafetyCertificateOutlined />} placeholder="例如 91320505MA1W8G3K8J" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={submitting} block>
              绑定企业
            </Button>
          </Form>
        </>
      )}
    </Card>
  )
}
