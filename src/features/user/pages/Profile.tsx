import { Avatar, Card, Col, Descriptions, Row, Tag } from 'antd'
import { COMPANY_ROLE, useSession } from '../../../stores/session'

/** 个人中心 (spec §2.1 /user/profile): the signed-in user, and the company for PORTAL_COMPANY users (spec §4). */
export default function Profile() {
  const user = useSession((s) => s.user)
  const roles = useSession((s) => s.roles)
  const companyName = useSession((s) => s.companyName)
  const uniScid = useSession((s) => s.uniScid)
  if (!user) return null
  const isCompany = roles.includes(COMPANY_ROLE)
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title="个人信息" data-testid="profile-card">
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <Avatar size={96} src={user.avatar} alt={user.nickname} />
          </div>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'username', label: '用户名称', children: user.username ?? user.userName ?? '' },
              { key: 'nickname', label: '用户昵称', children: user.nickname },
              { key: 'mobile', label: '手机号码', children: user.mobile || '—' },
              { key: 'email', label: '用户邮箱', children: user.email || '—' },
              { key: 'roles', label: '所属角色', children: roles.map((r) => <Tag key={r}>{r}</Tag>) },
            ]}
          />
        </Card>
      </Col>
      {isCompany && (
        <Col xs={24} lg={16}>
          <Card title="企业信息" data-testid="company-card">
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'companyName', label: '企业名称', children: companyName || '—' },
                { key: 'uniScid', label: '统一社会信用代码', children: uniScid || '—' },
              ]}
            />
          </Card>
        </Col>
      )}
    </Row>
  )
}
