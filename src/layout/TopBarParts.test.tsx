import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePermission } from '../stores/permission'
import { BreadcrumbTrail } from './Breadcrumb'
import { HeaderSearch } from './HeaderSearch'
import { TopNav } from './TopNav'
import type { NavItem } from './routeTree'

afterEach(cleanup)

function Where() {
  const { pathname } = useLocation()
  return <output data-testid="where">{pathname}</output>
}

const inRouter = (ui: React.ReactNode) =>
  render(
    <AntApp>
      <MemoryRouter initialEntries={['/index']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AntApp>,
  )

describe('Breadcrumb', () => {
  it('renders links for linked entries and plain text for noRedirect and the last one', () => {
    inRouter(
      <BreadcrumbTrail
        crumbs={[
          { title: '首页', to: '/index' },
          { title: '系统管理' },
          { title: '字典管理' },
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/index')
    expect(screen.queryByRole('link', { name: '系统管理' })).toBeNull()
    expect(screen.getByText('字典管理').tagName).toBe('SPAN')
  })
})

describe('TopNav', () => {
  const items: NavItem[] = Array.from({ length: 9 }, (_, i) => ({ key: `/m${i}`, title: `菜单${i}`, children: i % 2 ? [{ key: `/m${i}/x`, title: 'x' }] : undefined }))
  beforeEach(() => vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({ width: 1440 } as DOMRect))

  it('shows ⌊1440 / 3 / 85⌋ = 5 items and the rest under 更多菜单', () => {
    inRouter(<TopNav items={items} onSelect={() => undefined} />)
    const bar = screen.getByRole('menu')
    for (let i = 0; i < 5; i++) expect(within(bar).getByText(`菜单${i}`)).toBeInTheDocument()
    expect(within(bar).queryByText('菜单5')).toBeNull()
    expect(within(bar).getByText('更多菜单')).toBeInTheDocument()
  })

  it('an entry without children opens its page; one with children only fills the sidebar', () => {
    const onSelect = vi.fn()
    inRouter(<TopNav items={items} onSelect={onSelect} />)
    fireEvent.click(screen.getByText('菜单2'))
    expect(onSelect).toHaveBeenLastCalledWith(items[2])
    expect(screen.getByTestId('where').textContent).toBe('/m2')
    fireEvent.click(screen.getByText('菜单1'))
    expect(onSelect).toHaveBeenLastCalledWith(items[1])
    expect(screen.getByTestId('where').textContent).toBe('/m2')
  })
})

describe('HeaderSearch', () => {
  beforeEach(() =>
    usePermission.getState().generate([
      { id: 1, parentId: 0, name: '系统管理', path: '/system', children: [{ id: 2, parentId: 1, name: '字典管理', path: 'dict', component: 'system/dict/index' }, { id: 3, parentId: 1, name: '配置管理', path: 'config', component: 'infra/config/index' }] },
      { id: 4, parentId: 0, name: '帮助文档', path: 'https://doc.iocoder.cn/' },
    ]),
  )

  const searchFor = async (text: string) => {
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    const box = screen.getByRole('combobox')
    await act(async () => void fireEvent.change(box, { target: { value: text } }))
  }

  it('finds a page by title and goes there', async () => {
    inRouter(<HeaderSearch />)
    await searchFor('字典')
    fireEvent.click(await screen.findByText('系统管理 > 字典管理'))
    expect(screen.getByTestId('where').textContent).toBe('/system/dict')
  })

  it('opens an external link in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    inRouter(<HeaderSearch />)
    await searchFor('帮助')
    fireEvent.click(await screen.findByText('帮助文档'))
    expect(open).toHaveBeenCalledWith('https://doc.iocoder.cn/', '_blank', 'noopener,noreferrer')
    expect(screen.getByTestId('where').textContent).toBe('/index')
  })
})
