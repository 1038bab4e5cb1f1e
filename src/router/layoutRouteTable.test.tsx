import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Menu } from '../api/types'
import { text } from '../i18n'
import { layoutRouteTable } from './AppRouter'
import { buildRoutes } from './buildRoutes'
import type { AppRoute } from './types'

const bpmMenus: Menu[] = [
  {
    id: 1,
    parentId: 0,
    name: '工作流程',
    path: '/bpm',
    icon: 'ep:operation',
    children: [
      {
        id: 2,
        parentId: 1,
        name: '流程管理',
        path: 'manager',
        alwaysShow: true,
        children: [{ id: 3, parentId: 2, name: '流程模型', path: 'model', component: 'bpm/model/index', keepAlive: true }],
      },
    ],
  },
]

const titles = (path: string, menus: Menu[]) =>
  (matchRoutes(layoutRouteTable(buildRoutes(menus)), path) ?? []).map((m) => (m.route.handle as AppRoute).meta?.title)
    .map((title) => title && text(title)) // a static route's title is a msg(…), said in the test's 简体中文

describe('layout route table', () => {
  it('a server menu wins over a static route on the same path, so the breadcrumb shows the menu trail', () => {
    expect(titles('/bpm/manager/model', bpmMenus)).toEqual(['工作流程', '流程管理', '流程模型'])
  })

  it('the static route still serves the path when the server has no such menu', () => {
    expect(titles('/bpm/manager/model', []).at(-1)).toBe('流程模型')
    expect(titles('/bpm/manager/model/design', bpmMenus).at(-1)).toBe('设计流程')
  })
})
