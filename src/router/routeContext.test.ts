import { describe, expect, it } from 'vitest'
import type { RouteObject } from 'react-router-dom'
import { matchAppRoutes } from './routeContext'
import type { AppRoute } from './types'

const route = (path: string, title: string): AppRoute => ({ path, name: title, meta: { title } })
const table = (): RouteObject[] => [
  {
    path: '/infra',
    handle: route('/infra', '基础设施'),
    children: [
      { path: 'config', handle: route('config', '配置管理') },
      { path: 'job/:id', handle: route('job/:id', '任务') },
    ],
  },
  { path: '*' }, // no handle: not an app route
]

describe('matchAppRoutes', () => {
  it('gives the app routes of a path, outermost first, with its params', () => {
    const matches = matchAppRoutes(table(), '/infra/job/7')
    expect(matches.map((m) => m.route.meta?.title)).toEqual(['基础设施', '任务'])
    expect(matches.at(-1)?.params).toEqual({ id: '7' })
    expect(matchAppRoutes(table(), '/nowhere')).toEqual([])
  })

  it('answers the same path in the same table once, and a new table afresh', () => {
    const routes = table()
    const first = matchAppRoutes(routes, '/infra/config')
    expect(matchAppRoutes(routes, '/infra/config')).toBe(first) // one answer for the shell, breadcrumb and tabs
    const next = table()
    next[0].children![0].handle = route('config', '参数设置')
    expect(matchAppRoutes(next, '/infra/config').at(-1)?.route.meta?.title).toBe('参数设置')
  })
})
