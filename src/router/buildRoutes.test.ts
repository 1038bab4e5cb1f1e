import { describe, expect, it } from 'vitest'
import type { Menu } from '../api/types'
import { buildRoutes } from './buildRoutes'
import { IFRAME_VIEW, PARENT_VIEW, joinPath, type AppRoute } from './types'

const menu = (id: number, parentId: number, name: string, path: string, more: Partial<Menu> = {}): Menu => ({
  id,
  parentId,
  name,
  path,
  component: null,
  componentName: null,
  icon: '#',
  visible: true,
  keepAlive: true,
  alwaysShow: true,
  children: null,
  ...more,
})

/** A yudao get-permission-info menu tree as the real backend sends it (MenuVO), trimmed to the interesting shapes. */
const MENUS: Menu[] = [
  menu(1, 0, '系统管理', '/system', {
    icon: 'system',
    children: [
      menu(100, 1, '用户管理', 'user', { component: 'system/user/index', componentName: 'SystemUser', icon: 'user' }),
      menu(105, 1, '字典管理', 'dict', { component: 'system/dict/index', componentName: 'SystemDictType', keepAlive: false }),
      menu(106, 1, '配置管理', 'config', { component: 'infra/config/index', componentName: 'InfraConfig', visible: false }),
      menu(107, 1, '通知公告', 'notice', { component: 'system/notice/index', componentName: 'SystemNotice', alwaysShow: false }),
    ],
  }),
  menu(1185, 0, '工作流程', '/bpm', {
    icon: 'tool',
    children: [
      menu(1186, 1185, '流程管理', 'manager', {
        alwaysShow: true,
        children: [
          menu(1187, 1186, '流程表单', 'form', { component: 'bpm/form/index', componentName: 'BpmForm' }),
          menu(1193, 1186, '流程模型', 'model', { component: 'bpm/model/index', componentName: 'BpmModel' }),
        ],
      }),
      menu(1200, 1185, 'OA 示例', 'oa/leave', { component: 'bpm/oa/leave/index', componentName: 'BpmOALeave' }),
      menu(1201, 1185, '流程文档', 'https://doc.iocoder.cn/bpm/', { componentName: 'BpmDoc' }),
      menu(1202, 1185, '恶意链接', 'javascript:alert(1)'),
    ],
  }),
  menu(2000, 0, '我的站内信', 'notify', { component: 'system/notify/my/index', componentName: 'SystemMyNotify', alwaysShow: false }),
  menu(3200, 0, '帮助文档', 'https://doc.iocoder.cn/', { alwaysShow: false }),
  menu(3201, 0, '下载', 'ftp://files.example/x'),
  menu(3202, 0, '本地文件', 'file:///etc/passwd'),
]

const routes = buildRoutes(MENUS)
const find = (path: string, list: AppRoute[] = routes, parent = ''): AppRoute | undefined => {
  for (const r of list) {
    const full = joinPath(parent, r.path)
    if (full === path) return r
    const hit = r.children && find(path, r.children, full)
    if (hit) return hit
  }
  return undefined
}

describe('buildRoutes: server menus → routes (spec §2.2)', () => {
  it('top-level entries with children are hosted by the layout with absolute paths; nested ones by a plain parent view', () => {
    const system = find('/system')!
    expect(system).toMatchObject({ path: '/system', component: PARENT_VIEW, redirect: 'noRedirect', meta: { title: '系统管理', icon: 'system' } })
    expect(system.children!.map((c) => c.path)).toEqual(['user', 'dict', 'config', 'notice'])
    const manager = find('/bpm/manager')!
    expect(manager).toMatchObject({ path: 'manager', component: PARENT_VIEW, redirect: 'noRedirect' })
    expect(manager.children!.map((c) => c.component)).toEqual(['bpm/form/index', 'bpm/model/index'])
  })

  it('pages keep the server component path and componentName (the page registry resolves them)', () => {
    expect(find('/system/user')).toMatchObject({ component: 'system/user/index', name: 'SystemUser', meta: { title: '用户管理', icon: 'user' } })
    expect(find('/bpm/oa/leave')).toMatchObject({ component: 'bpm/oa/leave/index', name: 'BpmOALeave' })
  })

  it('visible=false → hidden; keepAlive=false → noCache; alwaysShow carried', () => {
    expect(find('/system/config')!.hidden).toBe(true)
    expect(find('/system/user')!.hidden).toBe(false)
    expect(find('/system/dict')!.meta!.noCache).toBe(true)
    expect(find('/system/user')!.meta!.noCache).toBe(false)
    expect(find('/bpm/manager')!.alwaysShow).toBe(true)
    expect(find('/system/notice')!.alwaysShow).toBe(false)
  })

  it('a top-level page without children sits in the layout as the index of its path', () => {
    const notify = find('/notify')!
    expect(notify.component).toBe(PARENT_VIEW)
    expect(notify.children).toEqual([expect.objectContaining({ path: 'index', component: 'system/notify/my/index', name: 'SystemMyNotify' })])
  })

  it('external http(s) links become framed pages with meta.link, nested or top-level', () => {
    const doc = find('/bpm/link-1201')!
    expect(doc).toMatchObject({ component: IFRAME_VIEW, meta: { link: 'https://doc.iocoder.cn/bpm/', title: '流程文档' } })
    const help = find('/link-3200')!
    expect(help.children![0]).toMatchObject({ path: 'index', component: IFRAME_VIEW, meta: { link: 'https://doc.iocoder.cn/' } })
  })

  it('links of any other scheme are dropped', () => {
    const all = JSON.stringify(routes)
    expect(all).not.toContain('javascript:')
    expect(all).not.toContain('ftp:')
    expect(all).not.toContain('file:')
    expect(find('/bpm')!.children!.map((c) => c.meta?.title)).toEqual(['流程管理', 'OA 示例', '流程文档'])
    expect(routes.map((r) => r.meta?.title)).toEqual(['系统管理', '工作流程', '我的站内信', '帮助文档'])
  })

  it('is pure: the input menus are not changed', () => {
    const copy = structuredClone(MENUS)
    buildRoutes(MENUS)
    expect(MENUS).toEqual(copy)
  })
})
