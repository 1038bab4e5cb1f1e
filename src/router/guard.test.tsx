// The guard (spec §2.1, §4) and the page registry, in a memory router with the demo API behind.
import { act, render, screen, waitFor } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation, type RouteObject } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getInstance } from '../api/http/client'
import { bindFeedback, type Feedback } from '../api/http/feedback'
import { tokens } from '../api/http/tokens'
import { injectFault } from '../mocks/faults'
import { server } from '../mocks/node'
import { login as demoLogin } from '../mocks/testClient'
import { useDict } from '../stores/dict'
import { usePermission } from '../stores/permission'
import { isInfoLoaded, useSession } from '../stores/session'
import { local, STORAGE_KEYS } from '../utils/storage'
import { Guard, entranceFor } from './guard'
import { HistoryRouter } from './HistoryRouter'
import { findPrefetch, findView, normaliseViewPath } from './pages'
import { loadedModule } from './moduleCache'
import { toRouteObjects } from './routeObjects'

function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation()
  return <div data-testid="where">{`${name} ${pathname}${search}`}</div>
}

function renderAt(path: string, pages: RouteObject[] = []) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AntApp>
            <Guard />
          </AntApp>
        ),
        children: [
          { path: '/entrance', element: <Where name="entrance" /> },
          { path: '/', element: <Where name="root" /> },
          { path: '/index', element: <Where name="home" /> },
          { path: '/system/dict', element: <Where name="dict" /> },
          ...pages,
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const paths: string[] = []
let unbind: () => void
let shown: Feedback
beforeEach(() => {
  shown = { error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) } as unknown as Feedback
  unbind = bindFeedback(shown)
  useSession.getState().clear()
  usePermission.getState().reset()
  useDict.getState().reset()
  paths.length = 0
  server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname.replace('/admin-api', '')))
})
afterEach(() => {
  unbind()
  server.events.removeAllListeners()
})

const signedIn = async (account = 'admin', password = 'admin123') => {
  const t = await demoLogin(account, password)
  act(() => tokens.set(t))
}

/**
 * A browser's first sign-in (no page hint: the page is a guess from the path) on the entrance for /infra/config, with
 * the permission info held back 1.5 s. Returns a function that renders the app (its router starts the session at the
 * sign-in, so it is loaded first).
 */
async function signInOnEntranceHeldBack() {
  const { AppRouter } = await import('./AppRouter')
  local.remove(STORAGE_KEYS.pageHint)
  window.history.replaceState(null, '', '/entrance?redirect=%2Finfra%2Fconfig')
  injectFault({ path: '/system/auth/get-permission-info', hang: true, ms: 1500 })
  await signedIn()
  return () =>
    render(
      <AntApp>
        <AppRouter />
      </AntApp>,
    )
}

const firstRow = () =>
  waitFor(() => expect(document.querySelector('[data-page-pane="/infra/config"] .ant-table-row')).not.toBeNull(), {
    timeout: 15_000,
  })

describe('guard', () => {
  it('no token: a closed route goes to /entrance with the encoded original path', async () => {
    const router = renderAt('/system/dict?type=sex&x=1')
    await screen.findByText(/^entrance/)
    expect(router.state.location.pathname).toBe('/entrance')
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/system/dict?type=sex&x=1')}`)
    expect(entranceFor('/a b?c=d&e')).toBe('/entrance?redirect=%2Fa%20b%3Fc%3Dd%26e')
  })

  it('no token: open routes render', async () => {
    renderAt('/entrance')
    expect((await screen.findByTestId('where')).textContent).toBe('entrance /entrance')
  })

  it('first navigation with a token loads dictionaries, user info and routes, then renders the page', async () => {
    await signedIn()
    renderAt('/system/dict')
    expect((await screen.findByTestId('where')).textContent).toBe('dict /system/dict')
    expect(useSession.getState().roles).toEqual(['super_admin', 'survey_boss'])
    expect(useDict.getState().loaded).toBe(true)
    expect(usePermission.getState().generated).toBe(true)
    expect(usePermission.getState().menuRoutes.map((r) => r.path)).toContain('/system')
    expect(paths.filter((p) => p === '/system/auth/get-permission-info')).toHaveLength(1)
    expect(paths.filter((p) => p === '/system/dict-data/list-all-simple')).toHaveLength(1)
  })

  it('the page renders only once the routes are built, not as soon as the roles are in', async () => {
    await signedIn()
    // Roles already set (e.g. rendered between loadInfo and route generation) but no routes yet.
    act(() => useSession.setState({ roles: ['super_admin'] }))
    renderAt('/system/dict')
    const where = await screen.findByTestId('where')
    expect(where.textContent).toBe('dict /system/dict')
    expect(usePermission.getState().generated).toBe(true)
    expect(paths).toContain('/system/auth/get-permission-info')
  })

  it('signed in (here or in another tab), /entrance goes on to its redirect (issue 10)', async () => {
    await signedIn()
    const router = renderAt('/entrance?redirect=%2Fsystem%2Fdict')
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/dict'))
    expect((await screen.findByTestId('where')).textContent).toBe('dict /system/dict')
  })

  it('signing in on /entrance shows its redirect with no blank page between (the app router)', async () => {
    window.history.replaceState(null, '', '/portal/entrance?redirect=%2Fsystem%2Fdict')
    const { container } = render(
      <HistoryRouter basename="/portal">
        <Routes>
          <Route element={<Guard />}>
            <Route path="/entrance" element={<Where name="entrance" />} />
            <Route path="/system/dict" element={<Where name="dict" />} />
          </Route>
        </Routes>
      </HistoryRouter>,
    )
    await screen.findByText('entrance /entrance?redirect=%2Fsystem%2Fdict')
    // What the document held each time the browser could have painted (a task ends, observers run).
    const shown: string[] = []
    const watch = new MutationObserver(() => shown.push(container.textContent ?? ''))
    watch.observe(container, { childList: true, subtree: true, characterData: true })
    await signedIn()
    await screen.findByText('dict /system/dict')
    watch.disconnect()
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter((text) => !/^(entrance|dict) /.test(text))).toEqual([])
  })

  it('signing out and then opening /index (退出登录 in the avatar menu) shows the entrance for /index, not a blank page', async () => {
    await signedIn()
    // Signed out on /index itself: the guard's redirect to the entrance and the menu's navigation share one target.
    const router = renderAt('/index')
    await screen.findByText('home /index')
    await act(async () => {
      await useSession.getState().logout()
      usePermission.getState().reset()
      await router.navigate('/index')
    })
    expect((await screen.findByTestId('where')).textContent).toBe('entrance /entrance?redirect=%2Findex')
  })

  it('signed in, /entrance without a redirect (or with a foreign one) goes to /', async () => {
    await signedIn()
    const router = renderAt('/entrance?redirect=%2F%2Fevil.example')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect((await screen.findByTestId('where')).textContent).toBe('root /')
  })

  it('user info load failure: logs out, shows the error, goes to / (which then asks to sign in)', async () => {
    await signedIn()
    injectFault({ code: 500, msg: '用户信息加载失败', path: '/system/auth/get-permission-info' })
    const router = renderAt('/system/dict')
    await waitFor(() => expect(router.state.location.pathname).toBe('/entrance'))
    expect(router.state.location.search).toBe('?redirect=%2F')
    expect(tokens.access()).toBeNull()
    expect(useSession.getState().roles).toEqual([])
    expect(usePermission.getState().generated).toBe(false)
    // The guard renders before antd loads: the error goes through the request layer's feedback.
    await waitFor(() => expect(vi.mocked(shown.error).mock.calls.map(([content]) => content)).toContain('用户信息加载失败'))
    expect(paths).toContain('/system/auth/logout')
  })

  it('a dictionary failure does not end the session', async () => {
    await signedIn('user', 'user123')
    injectFault({ code: 500, path: '/system/dict-data/list-all-simple' })
    renderAt('/index')
    expect((await screen.findByTestId('where')).textContent).toBe('home /index')
    expect(tokens.access()).not.toBeNull()
  })
})

describe('page registry', () => {
  it('a menu naming a component that does not exist renders the named not-found view', async () => {
    await signedIn()
    renderAt('/demo/missing', toRouteObjects([{ path: '/demo/missing', component: 'demo/missing/index', meta: { title: '缺失' } }]))
    expect(await screen.findByText('页面不存在')).toBeInTheDocument()
    expect(screen.getByText(/demo\/missing\/index/)).toBeInTheDocument()
  })

  it('server component paths are normalised (leading slash, .vue suffix, implicit /index)', () => {
    expect(normaliseViewPath('/system/dict/index.vue')).toBe('system/dict/index')
    expect(normaliseViewPath('bpm/model/index')).toBe('bpm/model/index')
    expect(findView('no/such/page')).toBeUndefined()
  })

  it('yudao view paths of the demo menus resolve to pages', () => {
    for (const path of ['system/dict/index', 'infra/config/index', 'system/notify/my/index']) {
      expect(findView(path), path).toBeTypeOf('function')
      expect(findView(`/${path}.vue`), path).toBe(findView(path))
    }
    expect(findView('system/dict')).toBe(findView('system/dict/index'))
  })
})

describe('the real route table', () => {
  // As main.tsx starts the app: a new token starts the session.
  let stopSessionAtSignIn: () => void
  beforeEach(async () => void (stopSessionAtSignIn = (await import('./AppRouter')).startSessionAtSignIn()))
  afterEach(() => stopSessionAtSignIn())

  it('a first navigation straight to a server-menu route lands on it, not on /404', async () => {
    const { AppRouter } = await import('./AppRouter')
    await signedIn()
    window.history.replaceState(null, '', '/infra/config?x=1')
    render(
      <AntApp>
        <AppRouter />
      </AntApp>,
    )
    await waitFor(() => expect(usePermission.getState().generated).toBe(true), { timeout: 15_000 })
    // The page's own pane is on screen: the route resolved to it, so no late redirect to /404 can follow.
    // (The shell and the page load lazily: slow on a busy machine, hence the longer limit.)
    await waitFor(() => expect(document.querySelector('[data-page-pane="/infra/config"]:not([hidden])')).not.toBeNull(), { timeout: 15_000 })
    expect(window.location.pathname + window.location.search).toBe('/infra/config?x=1')
  })

  it('the first page’s list is asked for while the session loads, before any render, and only once (issue 13)', async () => {
    const { AppRouter } = await import('./AppRouter')
    window.history.replaceState(null, '', '/infra/config')
    await signedIn() // a new token starts the session (startSessionAtSignIn), as after 登录
    // Nothing is rendered yet: only the page module's prefetch can have sent it.
    await waitFor(() => expect(paths).toContain('/infra/config/page'), { timeout: 15_000 })
    render(
      <AntApp>
        <AppRouter />
      </AntApp>,
    )
    await waitFor(() => expect(document.querySelector('[data-page-pane="/infra/config"] .ant-table-row')).not.toBeNull(), { timeout: 15_000 })
    expect(paths.filter((p) => p === '/infra/config/page')).toHaveLength(1)
  })
  it('at a sign-in, the first page’s rows leave with the session’s calls, before the menus are back (issue 23)', async () => {
    const renderApp = await signInOnEntranceHeldBack()
    await waitFor(() => expect(paths).toContain('/infra/config/page'))
    expect(isInfoLoaded(useSession.getState())).toBe(false)
    renderApp()
    await firstRow()
    expect(paths.filter((p) => p === '/infra/config/page')).toHaveLength(1)
  })

  it('the entrance fetches the first page’s prefetch module ahead: at the sign-in its rows leave in the sign-in’s own task (issue 23)', async () => {
    const { preloadFirstPage } = await import('./AppRouter')
    local.remove(STORAGE_KEYS.pageHint)
    window.history.replaceState(null, '', '/entrance?redirect=%2Finfra%2Fconfig')
    void preloadFirstPage() // main.tsx on the entrance
    document.dispatchEvent(new Event('input')) // the first keystroke (or the entrance's idle moment)
    const light = findPrefetch('infra/config/index')!
    await waitFor(() => expect(loadedModule(light)).toBeDefined(), { timeout: 15_000 })

    const t = await demoLogin('admin', 'admin123')
    // The calls the request layer is given before the browser runs its next task.
    const instance = await getInstance()
    const inTheSignInsTask: string[] = []
    let nextTask = false
    const watcher = instance.interceptors.request.use((req) => {
      if (!nextTask) inTheSignInsTask.push(req.url ?? '')
      return req
    })
    try {
      setTimeout(() => (nextTask = true))
      act(() => tokens.set(t)) // 登录's answer: the session starts
      await waitFor(() => expect(paths).toContain('/infra/config/page'))
      expect(inTheSignInsTask).toEqual(
        expect.arrayContaining(['/infra/config/page', '/system/auth/get-permission-info', '/system/dict-data/list-all-simple']),
      )
    } finally {
      instance.interceptors.request.eject(watcher)
    }
  })

  it('rows asked ahead at a sign-in fail without a word; the page asks again, aloud (issue 23)', async () => {
    injectFault({ path: '/infra/config/page', code: 403 })
    const renderApp = await signInOnEntranceHeldBack()
    renderApp()
    await firstRow()
    expect(paths.filter((p) => p === '/infra/config/page')).toHaveLength(2)
    expect(shown.error).not.toHaveBeenCalled()
  })
})
