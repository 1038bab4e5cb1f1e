import { AppstoreOutlined } from '@ant-design/icons'
import { Button, Descriptions, Result, Space, Typography } from 'antd'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { useRouteMatches } from '../../../router/routeContext'
import { BUSINESS_MODULES, type BusinessModuleKey } from '../modules'

interface Props {
  module: BusinessModuleKey
  /** Route params or query keys the page was opened with, and what to call them ({ spuId: '商品编号' }). */
  subject?: Record<string, string>
}

/**
 * The honest page for a route whose module this deployment doesn't run (spec §1: business features are routes only).
 * It names the page, the module and the backend module it needs, and offers a way back — no fake content.
 */
export function ModuleNotEnabled({ module, subject = {} }: Props) {
  const info = BUSINESS_MODULES[module]
  const navigate = useNavigate()
  const params = useParams()
  const [search] = useSearchParams()
  const matches = useRouteMatches()
  const title = matches.at(-1)?.route.meta?.title ?? info.name

  const asked = Object.entries(subject).flatMap(([key, label]) => {
    const value = params[key] ?? search.get(key)
    return value ? [{ key, label, children: value }] : []
  })
  // react-router keeps the history index in history.state: 0 means this page was opened directly.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0

  return (
    <Result
      icon={<AppstoreOutlined style={{ color: 'var(--ant-color-text-quaternary, #bfbfbf)' }} />}
      title={`「${title}」所属的${info.name}模块未在本部署中启用`}
      subTitle="本门户只包含该页面的入口；页面的业务内容由后端模块提供，当前后端未部署该模块，因此这里没有可用的数据或操作。"
      extra={
        <Space>
          <Button type="primary" onClick={() => (canGoBack ? navigate(-1) : navigate('/index'))}>
            {canGoBack ? '返回上一页' : '返回首页'}
          </Button>
          {canGoBack && <Button onClick={() => navigate('/index')}>返回首页</Button>}
        </Space>
      }
    >
      <Descriptions
        column={1}
        size="small"
        bordered
        style={{ maxWidth: 640, margin: '0 auto' }}
        items={[
          { key: 'module', label: '所属模块', children: info.name },
          { key: 'backend', label: '所需后端模块', children: <Typography.Text code>{info.backend}</Typography.Text> },
          { key: 'api', label: '接口路径', children: <Typography.Text code>{info.api}</Typography.Text> },
          ...asked,
          { key: 'how', label: '如何启用', children: '请管理员在后端部署并启用上述模块，并在菜单管理中配置对应页面。' },
        ]}
      />
    </Result>
  )
}
