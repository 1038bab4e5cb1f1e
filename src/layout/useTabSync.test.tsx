import { act, render, screen } from '@testing-library/react'
import { MemoryRouter, Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { RoutesContext } from '../router/routeContext'
import type { AppRoute } from '../router/types'
import { useTabs } from '../stores/tabs'
import { useTabSync } from './useTabSync'

let go: ReturnType<typeof useNavigate> = () => undefined

function Host() {
  useTabSync()
  go = useNavigate()
  return <Outlet />
}

const page = (path: string, title: string): RouteObject => ({ path, element: <p>{title}</p>, handle: { path, name: title, meta: { title } } satisfies AppRoute })
const routes: RouteObject[] = [{ path: '/', element: <Host />, children: [page('a', '页甲'), page('b', '页乙')] }]

function App() {
  return <RoutesContext.Provider value={routes}>{useRoutes(routes)}</RoutesContext.Provider>
}

// The shell's affixed home tab (/index) comes first.
const tabPaths = () => useTabs.getState().visited.map((t) => t.path).filter((p) => p !== '/index')

beforeEach(() => useTabs.getState().reset())

describe('the page shown has a tab', () => {
  it('adds a tab for each page navigated to', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <App />
      </MemoryRouter>,
    )
    await screen.findByText('页甲')
    await act(async () => go('/b'))
    await screen.findByText('页乙')
    expect(tabPaths()).toEqual(['/a', '/b'])
  })

  it('keeps the tab when its page is closed and reopened before the close’s navigation renders', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <App />
      </MemoryRouter>,
    )
    await act(async () => go('/b'))
    await screen.findByText('页乙')
    // 关闭当前 on 页乙 then a quick click on its menu entry: both navigations render as one, from /b to /b.
    await act(async () => {
      const next = useTabs.getState().close('current', '/b', '/b')
      if (next) go(next)
      go('/b')
    })
    expect(screen.getByText('页乙')).toBeInTheDocument()
    expect(tabPaths()).toEqual(['/a', '/b'])
  })
})
