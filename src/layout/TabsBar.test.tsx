import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { useTabs, type VisitedTab } from '../stores/tabs'
import { TabsBar } from './TabsBar'

const tab = (path: string, title: string, meta: VisitedTab['meta'] = {}): VisitedTab => ({ path, fullPath: path, query: {}, title, meta })

beforeEach(() => {
  useTabs.setState({ visited: [tab('/index', '首页', { affix: true }), tab('/survey/index', '企业调研首页'), tab('/system/dict', '字典管理')], cached: [] })
})

describe('tabs bar names (issue 16)', () => {
  it('shows each tab’s own title and names every close button 关闭 (antd says "remove")', async () => {
    render(
      <MemoryRouter initialEntries={['/system/dict']}>
        <TabsBar />
      </MemoryRouter>,
    )
    expect(await screen.findByText('企业调研首页')).toBeInTheDocument() // the strip's code comes on its first render
    expect(screen.getAllByText('首页')).toHaveLength(1)
    // The affixed home tab has none; the two others have one each.
    expect(screen.getAllByRole('button', { name: '关闭' })).toHaveLength(2)
    expect(screen.queryByRole('button', { name: /remove/i })).toBeNull()
  })
})
