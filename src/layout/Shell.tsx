import { Button, Layout, Menu, Space } from 'antd'
import { Suspense, useMemo } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { config } from '../config'
import { FullPageLoading } from '../router/guard'
import { joinPath, type AppRoute } from '../router/types'
import { useLayoutRoutes } from '../stores/permission'
import { useSession } from '../stores/session'

type Item = { key: string; label: string; children?: Item[] }

function toItems(routes: AppRoute[], parent = ''): Item[] {
  return routes
    .filter((r) => !r.hidden)
    .map((r) => {
      const path = joinPath(parent, r.path)
      const children = r.children?.filter((c) => !c.hidden) ?? []
      if (children.length === 1 && !r.alwaysShow) return { key: joinPath(path, children[0].path), label: children[0].meta?.title ?? '' }
      return children.length
        ? { key: path, label: r.meta?.title ?? '', children: toItems(children, path) }
        : { key: path, label: r.meta?.title ?? '' }
    })
}

/** The back-office layout: sidebar menu, top bar, page area. */
export default function Shell() {
  const routes = useLayoutRoutes()
  const items = useMemo(() => toItems(routes), [routes])
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const user = useSession((s) => s.user)
  const logout = useSession((s) => s.logout)
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width="12.5rem" theme="dark">
        <div style={{ color: '#fff', padding: 16, fontWeight: 600 }}>{config.appTitle}</div>
        <Menu theme="dark" mode="inline" items={items} selectedKeys={[pathname]} onClick={(e) => navigate(e.key)} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end' }}>
          <Space>
            <span data-testid="current-user">{user?.nickname}</span>
            <Button
              onClick={async () => {
                await logout()
                navigate('/index')
              }}
            >
              退出登录
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <Suspense fallback={<FullPageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
