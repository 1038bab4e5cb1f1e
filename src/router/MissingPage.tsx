import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'

/** A server menu names a page this build doesn't have: say which, don't crash. */
export function MissingPage({ component }: { component: string }) {
  const navigate = useNavigate()
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle={`菜单指向的页面组件「${component}」在当前版本中不存在，请联系管理员检查菜单配置。`}
      extra={
        <Button type="primary" onClick={() => navigate('/index')}>
          返回首页
        </Button>
      }
    />
  )
}
