import { describe, expect, it } from 'vitest'
import type { RouteMatchInfo } from '../router/routeContext'
import { buildRoutes } from '../router/buildRoutes'
import { layoutRoutes } from '../router/staticRoutes'
import type { AppRoute } from '../router/types'
import { ancestorKeys, breadcrumbItems, navItems, pathOfName, searchEntries, splitTopMenu, topItemOf } from './routeTree'

const menus = buildRoutes([
  {
    id: 1,
    parentId: 0,
    name: '系统管理',
    path: '/system',
    icon: 'ep:setting',
    children: [
      { id: 2, parentId: 1, name: '字典管理', path: 'dict', component: 'system/dict/index', componentName: 'SystemDictType', keepAlive: true },
      { id: 10, parentId: 1, name: '用户管理', path: 'user', component: 'system/user/index' },
      { id: 3, parentId: 1, name: '隐藏页', path: 'secret', component: 'system/secret/index', visible: false },
    ],
  },
  { id: 4, parentId: 0, name: '消息中心', path: '/message', children: [{ id: 5, parentId: 4, name: '我的站内信', path: 'my', component: 'system/notify/my/index' }] },
  {
    id: 6,
    parentId: 0,
    name: '流程管理',
    path: '/bpm',
    alwaysShow: true,
    children: [{ id: 7, parentId: 6, name: '流程表单', path: 'form', component: 'bpm/form/index' }],
  },
  { id: 8, parentId: 0, name: '帮助文档', path: 'https://doc.iocoder.cn/' },
  { id: 9, parentId: 0, name: '报表', path: 'report', component: 'report/index' },
])
const routes: AppRoute[] = [...layoutRoutes, ...menus]

const match = (route: AppRoute, pathname: string): RouteMatchInfo => ({ route, pathname, params: {} })

describe('sidebar entries', () => {
  const items = navItems(routes)
  it('leave hidden routes out and show a lone child in its folder’s place unless alwaysShow', () => {
    expect(items.map((i) => [i.key, i.title])).toEqual([
      ['/index', '首页'],
      ['/system', '系统管理'],
      ['/message/my', '我的站内信'],
      ['/bpm', '流程管理'],
      ['/link-8/index', '帮助文档'],
      ['/report/index', '报表'],
    ])
    expect(items[1].children!.map((c) => c.key)).toEqual(['/system/dict', '/system/user'])
    expect(items[3].children!.map((c) => c.key)).toEqual(['/bpm/form'])
    expect(items[4].link).toBe('https://doc.iocoder.cn/')
  })
  it('a folder whose other children are hidden shows its one visible child instead', () => {
    const [folder] = buildRoutes([
      { id: 1, parentId: 0, name: '甲', path: '/a', children: [{ id: 2, parentId: 1, name: '乙', path: 'b', component: 'x' }, { id: 3, parentId: 1, name: '丙', path: 'c', component: 'y', visible: false }] },
    ])
    expect(navItems([folder])).toEqual([{ key: '/a/b', title: '乙', icon: undefined, link: undefined }])
  })
  it('know the folders above an entry and the named route’s path', () => {
    expect(ancestorKeys(items, '/system/dict')).toEqual(['/system'])
    expect(ancestorKeys(items, '/index')).toEqual([])
    expect(pathOfName(routes, 'MyNotifyMessage')).toBe('/user/notify-message')
  })
})

describe('breadcrumb', () => {
  it('puts home first; folders marked noRedirect and the last entry are not links', () => {
    const system = menus[0]
    expect(breadcrumbItems([match(system, '/system'), match(system.children![0], '/system/dict')])).toEqual([
      { title: '首页', to: '/index' },
      { title: '系统管理', to: undefined },
      { title: '字典管理', to: undefined },
    ])
  })
  it('a parent with a redirect links to it; untitled or breadcrumb:false routes are skipped', () => {
    const parent: AppRoute = { path: '/a', redirect: '/a/list', meta: { title: '甲' } }
    const hidden: AppRoute = { path: 'x', meta: { title: '不显示', breadcrumb: false } }
    const untitled: AppRoute = { path: 'y' }
    const page: AppRoute = { path: 'b', meta: { title: '乙' } }
    expect(breadcrumbItems([match(parent, '/a'), match(hidden, '/a/x'), match(untitled, '/a/x/y'), match(page, '/a/x/y/b')])).toEqual([
      { title: '首页', to: '/index' },
      { title: '甲', to: '/a/list' },
      { title: '乙', to: undefined },
    ])
  })
  it('shows home once on the home page, and a top-level page once', () => {
    expect(breadcrumbItems([match(layoutRoutes[0], '/index')])).toEqual([{ title: '首页', to: undefined }])
    const report = menus.at(-1)!
    expect(breadcrumbItems([match(report, '/report'), match(report.children![0], '/report/index')])).toEqual([
      { title: '首页', to: '/index' },
      { title: '报表', to: undefined },
    ])
  })
})

describe('top-nav split', () => {
  const items = Array.from({ length: 12 }, (_, i) => i)
  it('shows ⌊width / 3 / 85⌋ items and puts the rest under 更多菜单', () => {
    expect(splitTopMenu(items, 1920)).toEqual({ shown: items.slice(0, 7), more: items.slice(7) })
    expect(splitTopMenu(items, 1440).shown).toHaveLength(5)
    expect(splitTopMenu(items, 1020).shown).toHaveLength(4)
    expect(splitTopMenu(items, 1019).shown).toHaveLength(3)
    expect(splitTopMenu(items, 4000)).toEqual({ shown: items, more: [] })
  })
  it('always shows at least one item', () => {
    expect(splitTopMenu(items, 200).shown).toEqual([0])
  })
  it('finds the top entry of a path', () => {
    const nav = navItems(routes)
    expect(topItemOf(nav, '/system/dict')?.key).toBe('/system')
    expect(topItemOf(nav, '/index')?.key).toBe('/index')
    expect(topItemOf(nav, '/user/profile')).toBeUndefined()
  })
})

describe('search entries', () => {
  it('lists titled, visible leaf pages with their parent titles; links keep their address', () => {
    const entries = searchEntries(routes)
    expect(entries).toContainEqual({ path: '/system/dict', title: ['系统管理', '字典管理'], external: false })
    expect(entries).toContainEqual({ path: '/report/index', title: ['报表'], external: false })
    expect(entries).toContainEqual({ path: 'https://doc.iocoder.cn/', title: ['帮助文档'], external: true })
    expect(entries.map((e) => e.path)).not.toContain('/system/secret')
    expect(entries.map((e) => e.path)).not.toContain('/user/profile')
    expect(entries.map((e) => e.path)).not.toContain('/system')
  })
  it('leaves out routes the user may not open', () => {
    const guarded: AppRoute[] = [{ path: '/boss', meta: { title: '全局调研' }, roles: ['survey_boss'] }]
    expect(searchEntries(guarded, (r) => !r.roles)).toEqual([])
  })
})
