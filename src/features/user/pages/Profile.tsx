import { Avatar, Card, Col, Descriptions, Flex, Row, Tag } from 'antd'
import { useT } from '../../../i18n/react'
import { COMPANY_ROLE, useSession } from '../../../stores/session'

/** 个人中心 (spec §2.1 /user/profile): the signed-in user, and the company for PORTAL_COMPANY users (spec §4). */
export default function Profile() {
  const t = useT('user')
  const user = useSession((s) => s.user)
  const roles = useSession((s) => s.roles)
  const companyName = useSession((s) => s.companyName)
  const uniScid = useSession((s) => s.uniScid)
  if (!user) return null
  const isCompany = roles.includes(COMPANY_ROLE)
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('personalInfo')} data-testid="profile-card">
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <Avatar size={96} src={user.avatar} alt={user.nickname} />
          </div>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'username', label: t('username'), children: user.username ?? user.userName ?? '' },
              { key: 'nickname', label: t('nickname'), children: user.nickname },
              { key: 'mobile', label: t('mobile'), children: user.mobile || '—' },
              { key: 'email', label: t('email'), children: user.email || '—' },
              {
                key: 'roles',
                label: t('roles'),
                // antd 6's tags have no margin of their own: side by side they touched.
                children: (
                  <Flex wrap gap={4}>
                    {roles.map((r) => (
                      <Tag key={r}>{r}</Tag>
                    ))}
                  </Flex>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      {isCompany && (
        <Col xs={24} lg={16}>
          <Card title={t('companyInfo')} data-testid="company-card">
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'companyName', label: t('companyName'), children: companyName || '—' },
                { key: 'uniScid', label: t('uniScid'), children: uniScid || '—' },
              ]}
            />
          </Card>
        </Col>
      )}
    </Row>
  )
}
