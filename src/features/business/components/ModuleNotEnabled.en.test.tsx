// A route of a module this deployment doesn't run, in English (issue 25).
import { render, screen } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { msg, setLanguage } from '../../../i18n'
import { RoutesContext } from '../../../router/routeContext'
import type { AppRoute } from '../../../router/types'
import SpuEdit from '../pages/SpuEdit'

const HAN = /\p{Script=Han}/u
const route: AppRoute = { path: '/spu/edit/:spuId', meta: { title: msg('common', 'routeProductEdit') } }
const routes: RouteObject[] = [{ path: route.path, element: <SpuEdit />, handle: route }]

function App() {
  return <RoutesContext.Provider value={routes}>{useRoutes(routes)}</RoutesContext.Provider>
}

beforeEach(() => setLanguage('en'))
afterEach(() => setLanguage('zh-CN'))

describe('ModuleNotEnabled in English', () => {
  it('names the page, the module, what it was opened with and how to enable it, in English', async () => {
    const { container } = render(
      <AntApp>
        <MemoryRouter initialEntries={['/spu/edit/42']}>
          <App />
        </MemoryRouter>
      </AntApp>,
    )
    expect(await screen.findByText('The Mall · Products module of “Edit Product” is not enabled in this deployment')).toBeInTheDocument()
    expect(screen.getByText('Product ID')).toBeInTheDocument()
    expect(screen.getByText('42')).toBeInTheDocument()
    expect(screen.getByText('yudao-module-mall (products: product)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument()
    expect(container.textContent).not.toMatch(HAN)
  })
})
