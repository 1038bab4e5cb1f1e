import { describe, expect, it } from 'vitest'
import { ROUTE_SEARCH_OPTIONS, createRouteSearch } from './routeSearch'
import type { SearchEntry } from './routeTree'

const e = (path: string, ...title: string[]): SearchEntry => ({ path, title, external: false })
const entries = [
  e('/system/dict', '系统管理', '字典管理'),
  e('/infra/config', '基础设施', '配置管理'),
  e('/bpm/manager/model', '工作流程', '流程管理', '流程模型'),
  e('/bpm/task/todo', '工作流程', '任务管理', '待办任务'),
  e('/survey/plan', '企业调研', '计划调研'),
  e('/message/my-message', '消息中心', '我的站内信'),
  e('/dictionary-archive', '归档'),
]
const search = createRouteSearch(entries)
const paths = (q: string) => search(q).map((r) => r.path)

describe('header route search', () => {
  it("uses the spec's weights and threshold", () => {
    expect(ROUTE_SEARCH_OPTIONS.threshold).toBe(0.4)
    expect(ROUTE_SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ])
  })
  it('finds a page by its title', () => {
    expect(paths('字典')[0]).toBe('/system/dict')
    expect(paths('待办')[0]).toBe('/bpm/task/todo')
    expect(paths('站内信')[0]).toBe('/message/my-message')
  })
  it('finds a page by a parent title', () => {
    expect(paths('工作流程').slice(0, 2).sort()).toEqual(['/bpm/manager/model', '/bpm/task/todo'])
  })
  it('finds a page by its path', () => {
    expect(paths('config')[0]).toBe('/infra/config')
  })
  it('ranks a title match above a path-only match', () => {
    const ranked = createRouteSearch([e('/dict-x', '其他'), e('/y', 'dict')])
    expect(ranked('dict').map((r) => r.path)).toEqual(['/y', '/dict-x'])
  })
  it('is fuzzy within the threshold, and finds nothing beyond it', () => {
    expect(paths('confg')[0]).toBe('/infra/config')
    expect(paths('zzzzqqq')).toEqual([])
    expect(paths('   ')).toEqual([])
  })
})
