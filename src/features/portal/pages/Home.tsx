import { Card, Typography } from 'antd'
import { useSession } from '../../../stores/session'

export default function Home() {
  const user = useSession((s) => s.user)
  return (
    <Card>
      <Typography.Title level={3}>欢迎，{user?.nickname}</Typography.Title>
    </Card>
  )
}
