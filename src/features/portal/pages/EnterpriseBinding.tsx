import { BankOutlined, CheckCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons'
import { App, Alert, Button, Card, Descriptions, Form, Input, Result } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { bindCompany } from '../../../api/portal/account'
import { useT } from '../../../i18n/react'
import { COMPANY_ROLE, useSession } from '../../../stores/session'
import { rules, useErrorsFollowLanguage } from '../rules'
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
  const t = useT('portal')
  useErrorsFollowLanguage(form, !uniScid && roles.includes(COMPANY_ROLE))

  if (!roles.includes(COMPANY_ROLE)) {
    return <Result status="info" title={t('bindingNotNeeded')} subTitle={t('bindingNotNeededNote')} />
  }

  const onFinish = async (v: Values) => {
    setSubmitting(true)
    try {
      await bindCompany(v.companyName.trim(), normaliseUscc(v.uniScid))
      await loadCompany()
      message.success(t('bindingDone'))
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Card style={{ maxWidth: 720, margin: '0 auto' }} title={<span><BankOutlined /> {t('bindingTitle')}</span>}>
      {uniScid ? (
        <>
          <Result
            icon={<CheckCircleFilled style={{ color: '#52c41a' }} />}
            title={t('bound')}
            subTitle={t('boundNote')}
            style={{ paddingBottom: 8 }}
          />
          <Descriptions bordered column={1} data-testid="bound-company">
            <Descriptions.Item label={t('companyName')}>{companyName}</Descriptions.Item>
            <Descriptions.Item label={t('uniScid')}>{uniScid}</Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 24, textAlign: 'center' }}>
            <Button type="primary" onClick={() => navigate('/index')}>
              {t('enterPortal')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 24 }}
            title={t('bindingAsk')}
            description={t('bindingAskNote')}
          />
          <Form<Values> form={form} layout="vertical" onFinish={onFinish} size="large" name="binding">
            <Form.Item label={t('companyName')} name="companyName" rules={rules.companyName}>
              <Input placeholder={t('companyNamePlaceholder')} maxLength={60} />
            </Form.Item>
            <Form.Item
              label={t('uniScid')}
              name="uniScid"
              rules={rules.uniScid}
              normalize={(v: string) => normaliseUscc(v ?? '')}
              extra={t('uniScidHelp')}
            >
              <Input prefix={<SafetyCertificateOutlined />} placeholder={t('uniScidPlaceholder')} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={submitting} block>
              {t('bindCompany')}
            </Button>
          </Form>
        </>
      )}
    </Card>
  )
}
