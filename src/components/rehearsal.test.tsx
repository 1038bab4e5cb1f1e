// The layout's rehearsal on the entrance (issue 23): it renders antd's parts once, off the document, and leaves nothing
// behind once the app's own antd parts are mounted.
import { act, render, screen } from '@testing-library/react'
import { Button, Table } from 'antd'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../stores/session'
import AntdProviders from './AntdProviders'
import { endRehearsal, rehearseLayout } from './rehearsal'

describe('rehearseLayout', () => {
  afterEach(() => {
    endRehearsal()
    useSession.setState({ token: null })
    performance.clearMarks()
  })

  // The start-up bench reads how far the rehearsal had got at Enter from these (scripts/bench/startup.mjs).
  const marked = () => performance.getEntriesByType('mark').map((m) => m.name)

  it('renders the menu, the search form and a table off the document, kept until the app mounts its own, saying nothing', async () => {
    const page = document.body.innerHTML
    const errors = vi.spyOn(console, 'error')
    const host = document.createElement('div')
    await rehearseLayout(host)
    for (const part of ['ant-menu', 'ant-form', 'ant-select', 'ant-table', 'ant-pagination', 'ant-dropdown-trigger'])
      expect(host.innerHTML).toContain(part)
    expect(document.body.innerHTML).toBe(page)
    endRehearsal()
    await vi.waitFor(() => expect(host).toBeEmptyDOMElement())
    expect(document.body.innerHTML).toBe(page)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('a second rehearsal replaces the first', async () => {
    const first = document.createElement('div')
    const second = document.createElement('div')
    await rehearseLayout(first)
    await rehearseLayout(second)
    await vi.waitFor(() => expect(first).toBeEmptyDOMElement())
    expect(second.innerHTML).toContain('ant-table')
    endRehearsal()
    await vi.waitFor(() => expect(second).toBeEmptyDOMElement())
  })

  it("ends when the app's antd providers are mounted (the first page after sign-in)", async () => {
    const host = document.createElement('div')
    await rehearseLayout(host)
    expect(host).not.toBeEmptyDOMElement()
    render(
      <MemoryRouter>
        <AntdProviders>首页</AntdProviders>
      </MemoryRouter>,
    )
    await vi.waitFor(() => expect(host).toBeEmptyDOMElement())
  })

  it("leaves antd's theme variables to the first page: its providers write none of their own", async () => {
    await rehearseLayout(document.createElement('div'))
    const written = () => [...document.head.querySelectorAll('style[data-css-hash]')]
    const byRehearsal = written()
    expect(byRehearsal.map((s) => s.textContent)).toContainEqual(expect.stringContaining('.ant-table'))
    render(
      <MemoryRouter>
        <AntdProviders>
          <Button type="primary">保存</Button>
          <Table rowKey="id" columns={[{ title: '名称', dataIndex: 'name' }]} dataSource={[{ id: 1, name: '甲' }]} />
        </AntdProviders>
      </MemoryRouter>,
    )
    await screen.findByText('甲')
    expect(written().filter((s) => !byRehearsal.includes(s))).toEqual([])
  })

  it('a sign-in stops a rehearsal still rendering, so the session is not kept waiting behind it', async () => {
    const host = document.createElement('div')
    let committed = false
    // act runs React's work when its callback is done: the rehearsal's render would be committed there, uncut.
    await act(async () => {
      void rehearseLayout(host).then(() => (committed = true))
      useSession.setState({ token: 'signed-in' })
    })
    expect(host).toBeEmptyDOMElement()
    expect(committed).toBe(false)
    expect(marked()).toEqual(['sme:rehearsal-start', 'sme:rehearsal-cut'])
  })

  it('without a sign-in the same rehearsal is committed there, and one committed before a sign-in stays', async () => {
    const host = document.createElement('div')
    await act(async () => {
      void rehearseLayout(host)
    })
    expect(host.innerHTML).toContain('ant-table')
    await act(async () => {
      useSession.setState({ token: 'signed-in' })
    })
    expect(host.innerHTML).toContain('ant-table')
    expect(marked()).toEqual(['sme:rehearsal-start', 'sme:rehearsal-committed'])
  })
})
