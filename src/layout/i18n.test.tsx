import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { MemoryRouter, type RouteObject } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { msg, setLanguage } from '../i18n'
import { RoutesContext } from '../router/routeContext'
import type { AppRoute } from '../router/types'
import { useSettings } from '../stores/settings'
import { useTabs } from '../stores/tabs'
import { SettingsDrawer } from './SettingsDrawer'
import { TabsBar } from './TabsBar'
import { TopBar } from './TopBar'

const HAN = /\p{Script=Han}/u

afterEach(async () => {
  cleanup()
  useTabs.getState().reset()
  useSettings.getState().setShowSettings(false)
  await act(() => setLanguage('zh-CN'))
})

/**
 * The interface's own words in a part of the page: its text, accessible names, titles and placeholders. Left out:
 * what is marked as another language (the switch names 简体中文 in Chinese) and the 关怀模式 switch, a shared
 * component with its own tests.
 */
function ownWords(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement
  copy.querySelectorAll('[lang], .care-toggle').forEach((e) => e.remove())
  const attributes = [...copy.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((e) =>
    ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
  )
  return [copy.textContent, ...attributes].join(' ')
}

const inApp = (ui: React.ReactNode, routes: RouteObject[] = []) =>
  render(
    <AntApp>
      <RoutesContext.Provider value={routes}>
        <MemoryRouter initialEntries={['/index']}>{ui}</MemoryRouter>
      </RoutesContext.Provider>
    </AntApp>,
  )

describe('the layout in two languages (issue 25)', () => {
  it('the top bar’s language switch says the top bar in English, in place', async () => {
    const { container } = inApp(<TopBar />)
    const bar = container.querySelector<HTMLElement>('.navbar')!
    const hamburger = screen.getByTestId('hamburger')
    expect(hamburger).toHaveAccessibleName(/^(收起菜单|展开菜单)$/)
    expect(await screen.findByRole('button', { name: '搜索' })).toBeInTheDocument() // the tools' code comes first

    // The switch names the other language in that language, marked so for screen readers' voices.
    const toEnglish = screen.getByRole('button', { name: 'English' })
    expect(within(toEnglish).getByText('English')).toHaveAttribute('lang', 'en')
    fireEvent.click(toEnglish)

    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument()
    // In place: the same elements, now in English.
    expect(screen.getByTestId('hamburger')).toBe(hamburger)
    expect(hamburger).toHaveAccessibleName(/^(Collapse menu|Expand menu)$/)
    expect(screen.getByRole('button', { name: 'Source code' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Documentation' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument()
    const back = screen.getByRole('button', { name: '简体中文' })
    expect(within(back).getByText('简体中文')).toHaveAttribute('lang', 'zh-CN')
    expect(ownWords(bar)).not.toMatch(HAN)

    // And back.
    fireEvent.click(back)
    expect(await screen.findByRole('button', { name: '搜索' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument()
  })

  it('the avatar menu and the settings drawer speak English', async () => {
    await act(() => setLanguage('en'))
    inApp(
      <>
        <TopBar />
        <SettingsDrawer />
      </>,
    )
    fireEvent.click(await screen.findByTestId('avatar-menu'))
    expect(await screen.findByText('Layout settings')).toBeInTheDocument()
    expect(screen.getByText('Sign out')).toBeInTheDocument()
    fireEvent.click(screen.getByText('Layout settings'))
    const drawer = await screen.findByTestId('settings-drawer')
    expect(within(drawer).getByRole('switch', { name: 'Top navigation' })).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: /Save$/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Close layout settings' })).toBeInTheDocument()
    expect(ownWords(drawer)).not.toMatch(HAN)
  })

  it('tabs keep no message in storage and say their route’s title in the language shown; a menu name stays as it is', async () => {
    const page = (path: string, meta: AppRoute['meta']): RouteObject => ({ path, handle: { path, meta } satisfies AppRoute })
    const routes = [page('/index', { title: msg('layout', 'home'), affix: true }), page('/system/dict', { title: '字典管理' })]
    useTabs.getState().addAffixTabs([{ path: '/index', fullPath: '/index', query: {}, title: msg('layout', 'home'), meta: { title: msg('layout', 'home'), affix: true } }])
    useTabs.getState().addTab({ path: '/system/dict', fullPath: '/system/dict', query: {}, title: '字典管理', meta: { title: '字典管理' } })
    const raw = sessionStorage.getItem('visited-tabs')!
    const stored = JSON.parse(raw).state.visited
    expect(stored[0]).toEqual({ path: '/index', fullPath: '/index', query: {}, meta: { affix: true } })
    expect(stored[1].title).toBe('字典管理')
    // As after a reload: the tabs come back from storage without their messages.
    useTabs.setState({ visited: [] })
    sessionStorage.setItem('visited-tabs', raw)
    await useTabs.persist.rehydrate()
    expect(useTabs.getState().visited.map((t) => t.title)).toEqual([undefined, '字典管理'])

    inApp(<TabsBar />, routes)
    expect(await screen.findByText('首页')).toBeInTheDocument()
    await act(() => setLanguage('en'))
    const bar = screen.getByTestId('tabs-bar')
    expect(within(bar).getByText('Home')).toBeInTheDocument()
    expect(within(bar).getByText('字典管理')).toBeInTheDocument() // data: the server's menu name
    expect(within(bar).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })
})
