// Start-up preloading (issue 13): which page a path needs before the routes exist, and loaders that answer at once.
import { describe, expect, it, vi } from 'vitest'
import { preload, syncLoader } from './moduleCache'
import { findPrefetch, findView } from './pages'
import { hintedView, pageLoaderFor, viewPaths } from './preload'
import type { AppRoute, PageModule } from './types'

const page = (name: string) => ({ default: () => name }) as unknown as PageModule

describe('pageLoaderFor', () => {
  const home = vi.fn(async () => page('home'))
  const dictData = vi.fn(async () => page('dict data'))
  const routes: AppRoute[] = [
    { path: '/infra', component: 'ParentView', children: [{ path: 'config', component: 'infra/config/index' }] },
    { path: '/portal', component: 'ParentView', children: [{ path: 'index', component: home }] },
    { path: '/dict/type/data/:dictId', component: dictData },
    { path: '/demo', component: 'ParentView', children: [{ path: 'missing', component: 'demo/missing/index' }] },
  ]

  it('finds a server view by the full path of its menu', () => {
    expect(pageLoaderFor('/infra/config', routes)).toBe(findView('infra/config/index'))
  })

  it('finds static pages, with params', () => {
    expect(pageLoaderFor('/portal/index', routes)).toBe(home)
    expect(pageLoaderFor('/dict/type/data/7', routes)).toBe(dictData)
  })

  it('nothing for a parent, an unknown path or a view that does not exist', () => {
    expect(pageLoaderFor('/infra', routes)).toBeUndefined()
    expect(pageLoaderFor('/no/such', routes)).toBeUndefined()
    expect(pageLoaderFor('/demo/missing', routes)).toBeUndefined()
  })
})

describe('page hint (issue 23)', () => {
  const menus: AppRoute[] = [
    {
      path: '/infra',
      component: 'ParentView',
      children: [
        { path: 'config', component: 'infra/config/index' },
        { path: 'gone', component: 'demo/missing/index' },
      ],
    },
    { path: '/system', component: 'ParentView', children: [{ path: 'dict-data/:dictType', component: 'system/dict/index' }] },
    { path: '/link', component: 'IframeView' },
  ]

  it('keeps the full path of each menu page that has a view, nothing else', () => {
    expect(viewPaths(menus)).toEqual({ '/infra/config': 'infra/config/index', '/system/dict-data/:dictType': 'system/dict/index' })
  })

  it('finds the view of a path from a stored hint, params included; nothing without a hint or a match', () => {
    const hint = JSON.parse(JSON.stringify(viewPaths(menus))) as Record<string, string>
    expect(hintedView('/infra/config', hint)).toBe('infra/config/index')
    expect(hintedView('/system/dict-data/sys_yes_no', hint)).toBe('system/dict/index')
    expect(hintedView('/infra/other', hint)).toBeUndefined()
    expect(hintedView('/infra/config', undefined)).toBeUndefined()
  })

  it('a list view has a light prefetch module (no antd) beside it', async () => {
    const load = findPrefetch('infra/config/index')
    expect(load).toBeDefined()
    expect(typeof (await load!()).prefetch).toBe('function')
    expect(findPrefetch('system/dict/index')).toBeDefined()
    expect(findPrefetch('demo/missing/index')).toBeUndefined()
  })
})

describe('syncLoader', () => {
  it('answers synchronously once preloaded, so React.lazy renders without suspending', async () => {
    const module = page('config')
    const load = vi.fn(async () => module)
    const loader = syncLoader(load)
    await Promise.all([preload(load), preload(load)])
    expect(load).toHaveBeenCalledTimes(1)
    let got: PageModule | undefined
    void loader().then((m) => (got = m))
    expect(got).toBe(module) // no await: already there
  })

  it('a failed preload is forgotten: the route loads it again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page('later'))
    await preload(load)
    await expect(syncLoader(load)()).resolves.toMatchObject({ default: expect.any(Function) })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
