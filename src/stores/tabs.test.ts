import { beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from './memoryStorage.testutil'

vi.stubGlobal('sessionStorage', memoryStorage())
vi.stubGlobal('localStorage', memoryStorage())
const { useTabs, remainingAfter, nextAfterClose, isCacheable, titleCounts, tabTitle } = await import('./tabs')
const { tokens } = await import('../api/http/tokens')
const { setLanguage } = await import('../i18n')
type VisitedTab = import('./tabs').VisitedTab

const tab = (path: string, meta: VisitedTab['meta'] = {}, query = ''): VisitedTab => ({
  path,
  fullPath: path + query,
  query: Object.fromEntries(new URLSearchParams(query)),
  title: path.slice(1),
  meta,
})
const home = tab('/index', { affix: true, title: '首页' })
const paths = () => useTabs.getState().visited.map((t) => t.path)
const open = (...tabs: VisitedTab[]) => tabs.forEach((t) => useTabs.getState().addTab(t))

beforeEach(() => {
  useTabs.getState().reset()
  useTabs.getState().addAffixTabs([home])
})

describe('tabs store', () => {
  it('adds each page once, updates its query, and keeps the affixed tab first', () => {
    open(tab('/a'), tab('/b'), tab('/a', {}, '?id=2'))
    expect(paths()).toEqual(['/index', '/a', '/b'])
    expect(useTabs.getState().visited[1].fullPath).toBe('/a?id=2')
    useTabs.getState().addAffixTabs([home])
    expect(paths()).toEqual(['/index', '/a', '/b'])
  })

  it('caches pages unless noCache; frame pages are cached whatever noCache says', () => {
    open(tab('/a'), tab('/pay', { noCache: true }), tab('/frame', { noCache: true, link: 'https://example.com' }))
    expect(useTabs.getState().cached).toEqual(['/a', '/frame'])
    expect(isCacheable(tab('/x', { noCache: true }))).toBe(false)
  })

  it('关闭当前 of the active tab goes to the last remaining tab', () => {
    open(tab('/a'), tab('/b'), tab('/c'))
    expect(useTabs.getState().close('current', '/b', '/b')).toBe('/c')
    expect(paths()).toEqual(['/index', '/a', '/c'])
    expect(useTabs.getState().close('current', '/c', '/c')).toBe('/a')
  })

  it('关闭当前 of another tab stays on the page', () => {
    open(tab('/a'), tab('/b'))
    expect(useTabs.getState().close('current', '/a', '/b')).toBeUndefined()
    expect(paths()).toEqual(['/index', '/b'])
  })

  it('an affixed tab cannot be closed', () => {
    open(tab('/a'))
    expect(useTabs.getState().close('current', '/index', '/index')).toBeUndefined()
    expect(paths()).toEqual(['/index', '/a'])
  })

  it('关闭其他 keeps the affixed tabs and the chosen one, and goes to it when the active tab closed', () => {
    open(tab('/a'), tab('/b', {}, '?x=1'), tab('/c'))
    expect(useTabs.getState().close('others', '/b', '/c')).toBe('/b?x=1')
    expect(paths()).toEqual(['/index', '/b'])
  })

  it('关闭左侧 and 关闭右侧 keep affixed tabs and the chosen one', () => {
    open(tab('/a'), tab('/b'), tab('/c'), tab('/d'))
    expect(useTabs.getState().close('left', '/c', '/c')).toBeUndefined()
    expect(paths()).toEqual(['/index', '/c', '/d'])
    expect(useTabs.getState().close('right', '/c', '/d')).toBe('/c')
    expect(paths()).toEqual(['/index', '/c'])
  })

  it('关闭左侧 that closes the active tab goes to the last remaining tab', () => {
    open(tab('/a'), tab('/b'), tab('/c'))
    expect(useTabs.getState().close('left', '/c', '/a')).toBe('/c')
  })

  it('全部关闭 keeps only affixed tabs and goes to the last of them, else the root', () => {
    open(tab('/a'), tab('/b'))
    expect(useTabs.getState().close('all', '/a', '/b')).toBe('/index')
    expect(paths()).toEqual(['/index'])
    expect(nextAfterClose([], 'all', '/a', '/a')).toBe('/')
    expect(remainingAfter([tab('/x')], 'all', '/x')).toEqual([])
  })

  it('closing drops the cache of closed tabs; refreshing drops it until the page is shown again', () => {
    open(tab('/a'), tab('/b'), tab('/c'))
    useTabs.getState().close('current', '/a', '/c')
    expect(useTabs.getState().cached).toEqual(['/b', '/c'])
    useTabs.getState().dropCache('/b')
    expect(useTabs.getState().cached).toEqual(['/c'])
    expect(paths()).toContain('/b')
    open(tab('/b'))
    expect(useTabs.getState().cached).toEqual(['/c', '/b'])
  })

  it('keeps visited tabs in session storage and restores them with their cache list', async () => {
    open(tab('/a'), tab('/pay', { noCache: true }))
    const stored = JSON.parse(sessionStorage.getItem('visited-tabs')!)
    expect(stored.state.visited.map((t: VisitedTab) => t.path)).toEqual(['/index', '/a', '/pay'])
    expect(stored.state.cached).toBeUndefined()
    const raw = sessionStorage.getItem('visited-tabs')!
    useTabs.setState({ visited: [], cached: [] })
    sessionStorage.setItem('visited-tabs', raw) // as after a reload
    await useTabs.persist.rehydrate()
    expect(paths()).toEqual(['/index', '/a', '/pay'])
    expect(useTabs.getState().cached).toEqual(['/index', '/a'])
  })

  it('forgets the tabs when the session ends', () => {
    tokens.set({ accessToken: 'a', refreshToken: 'r' })
    open(tab('/a'))
    tokens.clear()
    expect(paths()).toEqual([])
  })
})

describe('tab titles (issue 16)', () => {
  // The portal home and the survey home are both 首页 (the static route and a server menu).
  const routes = [
    { path: '/index', meta: { title: '首页', affix: true } },
    {
      path: '/survey',
      meta: { title: '企业调研' },
      children: [
        { path: 'index', meta: { title: '首页' } },
        { path: 'plan', meta: { title: '计划调研' } },
      ],
    },
    { path: '/system', meta: { title: '系统管理' }, children: [{ path: 'dict', meta: { title: '字典管理' } }] },
  ]
  const counts = titleCounts(routes)

  it('counts every route title of the tree', () => {
    expect(counts.get('首页')).toBe(2)
    expect(counts.get('计划调研')).toBe(1)
  })
  it('a title two pages share says where it belongs, set off in brackets; a top-level one and unique ones stay as they are', () => {
    expect(tabTitle('首页', '企业调研', counts)).toBe('首页（企业调研）')
    expect(tabTitle('首页', undefined, counts)).toBe('首页')
    expect(tabTitle('计划调研', '企业调研', counts)).toBe('计划调研')
    expect(tabTitle('字典管理', '系统管理', counts)).toBe('字典管理')
  })
  it('in English the parent follows in round brackets after a space', async () => {
    await setLanguage('en')
    try {
      expect(tabTitle('Home', 'Survey', new Map([['Home', 2]]))).toBe('Home (Survey)')
    } finally {
      await setLanguage('zh-CN')
    }
  })
  it('does not repeat a parent title the route title already starts with', () => {
    const c = titleCounts([{ path: '/a', meta: { title: '调研首页' } }, { path: '/b', meta: { title: '调研首页' } }])
    expect(tabTitle('调研首页', '调研', c)).toBe('调研首页')
  })
  it('counts a title once per path: a page known twice (a static route and the server menu of the same path) is one page', () => {
    // /bpm/manager/model: the spec's static route and the menu 工作流程 → 流程管理 → 流程模型 (issue 46: 流程管理流程模型).
    const c = titleCounts([
      { path: '/bpm', children: [{ path: 'manager/model', meta: { title: '流程模型' } }] },
      {
        path: '/bpm',
        meta: { title: '工作流程' },
        children: [{ path: 'manager', meta: { title: '流程管理' }, children: [{ path: 'model', meta: { title: '流程模型' } }] }],
      },
    ])
    expect(c.get('流程模型')).toBe(1)
    expect(tabTitle('流程模型', '流程管理', c)).toBe('流程模型')
  })
})
