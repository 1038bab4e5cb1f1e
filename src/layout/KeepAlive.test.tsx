import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useOutlet } from 'react-router-dom'
import { App as AntApp } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/http/errors'
import { useTabs } from '../stores/tabs'
import { KeepAlive } from './KeepAliveOutlet'
import { crashReport } from './PageBoundary'

/** A page with state: an input and a counter of mounts. */
const mounts: Record<string, number> = {}
function Form({ name }: { name: string }) {
  const [text, setText] = useState('')
  useState(() => (mounts[name] = (mounts[name] ?? 0) + 1))
  const { pathname } = useLocation()
  return (
    <label>
      {name}
      <input aria-label={`${name} input`} value={text} onChange={(e) => setText(e.target.value)} />
      <span data-testid={`${name}-path`}>{pathname}</span>
    </label>
  )
}

const NO_CACHE = new Set(['/cashier'])
let go: (path: string) => void = () => undefined

/** The layout's part that matters here: the tabs store's cache list and keep-alive around the outlet. */
function Host() {
  const outlet = useOutlet()
  const { pathname } = useLocation()
  const cached = useTabs((s) => s.cached)
  const addTab = useTabs((s) => s.addTab)
  go = useNavigate()
  // As useTabSync does: the page shown becomes a tab.
  useEffect(() => addTab({ path: pathname, fullPath: pathname, query: {}, title: pathname, meta: NO_CACHE.has(pathname) ? { noCache: true } : {} }), [pathname, addTab])
  return (
    <KeepAlive activeKey={pathname} cacheable={!NO_CACHE.has(pathname)} cached={cached}>
      {outlet}
    </KeepAlive>
  )
}

function renderApp(start = '/a') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route element={<Host />}>
          <Route path="/a" element={<Form name="A" />} />
          <Route path="/b" element={<Form name="B" />} />
          <Route path="/cashier" element={<Form name="C" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}

const navigate = async (path: string) => {
  await act(async () => go(path))
  await act(async () => undefined) // let the tab be recorded
}
const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(`${name} input`), { target: { value } })
const input = (name: string) => screen.getByLabelText<HTMLInputElement>(`${name} input`, { selector: 'input' })

afterEach(cleanup)
beforeEach(() => {
  useTabs.getState().reset()
  for (const k of Object.keys(mounts)) delete mounts[k]
})

describe('keep-alive pages', () => {
  it('a cached page keeps its state across a tab switch and is hidden meanwhile', async () => {
    renderApp()
    await act(async () => undefined)
    type('A', 'draft text')
    await navigate('/b')
    // A is still mounted, but hidden by its Activity.
    expect(input('A').closest('label')).not.toBeVisible()
    expect(input('B')).toBeVisible()
    await navigate('/a')
    expect(input('A').value).toBe('draft text')
    expect(input('A')).toBeVisible()
    expect(mounts.A).toBe(1)
  })

  it('a hidden page keeps the location it was shown with', async () => {
    renderApp()
    await act(async () => undefined)
    await navigate('/b')
    expect(screen.getByTestId('A-path').textContent).toBe('/a')
    expect(screen.getByTestId('B-path').textContent).toBe('/b')
  })

  it("closing a tab drops its page: reopened, it starts empty", async () => {
    renderApp()
    await act(async () => undefined)
    type('A', 'will be lost')
    await navigate('/b')
    await act(async () => void useTabs.getState().close('current', '/a', '/b'))
    expect(screen.queryByLabelText('A input')).toBeNull()
    await navigate('/a')
    expect(input('A').value).toBe('')
    expect(mounts.A).toBe(2)
  })

  it('refreshing (dropping the cache) remounts the page', async () => {
    renderApp()
    await act(async () => undefined)
    type('A', 'old')
    await navigate('/b')
    await act(async () => useTabs.getState().dropCache('/a'))
    await navigate('/a')
    expect(input('A').value).toBe('')
  })

  it('a noCache page mounts afresh each time', async () => {
    renderApp('/cashier')
    await act(async () => undefined)
    type('C', 'card number')
    await navigate('/a')
    expect(screen.queryByLabelText('C input')).toBeNull()
    await navigate('/cashier')
    expect(input('C').value).toBe('')
    expect(mounts.C).toBe(2)
  })
})

describe('a page that fails (issue 22)', () => {
  let broken = true
  function Flaky() {
    if (broken) throw new TypeError("Cannot read properties of null (reading 'map')")
    return <p>恢复正常</p>
  }

  it('shows 页面出错了 in its own pane: the other kept-alive page keeps its input, and 重新加载 mounts this page alone afresh', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    broken = true
    render(
      <AntApp>
        <MemoryRouter initialEntries={['/a']}>
          <Routes>
            <Route element={<Host />}>
              <Route path="/a" element={<Form name="A" />} />
              <Route path="/broken" element={<Flaky />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AntApp>,
    )
    type('A', 'half-typed')
    await navigate('/broken')
    expect(await screen.findByText('页面出错了')).toBeInTheDocument()
    expect(screen.getByText("Cannot read properties of null (reading 'map')")).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('[page-crash]', '/broken', expect.any(TypeError), expect.anything())
    expect(input('A').value).toBe('half-typed')
    expect(mounts.A).toBe(1)

    broken = false
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('恢复正常')).toBeInTheDocument()
    expect(screen.queryByText('页面出错了')).toBeNull()
    await navigate('/a')
    expect(input('A').value).toBe('half-typed')
    expect(mounts.A).toBe(1)
    logged.mockRestore()
  })

  it('the report names the page, the call and its trace id', () => {
    const error = new ApiError('服务器返回的数据格式不正确（GET /system/notice/page）', -1, false, {
      call: 'GET /system/notice/page',
      traceId: 'abc123',
    })
    const report = crashReport('/system/notice', error, Date.UTC(2026, 10, 25, 4, 0, 0))
    expect(report).toContain('页面：/system/notice')
    expect(report).toContain('错误：服务器返回的数据格式不正确（GET /system/notice/page）')
    expect(report).toContain('请求：GET /system/notice/page')
    expect(report).toContain('trace-id：abc123')
    expect(report).toMatch(/时间：2026-11-25 \d\d:00:00/)
  })
})
