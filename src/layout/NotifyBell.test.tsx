import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tokens } from '../api/http/tokens'
import { server } from '../mocks/node'
import { issueTokens } from '../mocks/session'
import { api } from '../mocks/util'
import { useSession } from '../stores/session'
import { NotifyBell } from './NotifyBell'
import { useUnread } from './unread'

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: '', data })
const message = {
  id: 7,
  templateNickname: '系统管理员',
  templateType: 2,
  templateContent: '您的申请已通过 <img src=x onerror="window.hacked=1"><b>请查看</b>',
  readStatus: false,
  createTime: 1_700_000_000_000,
}
let listCalls = 0

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>
}

beforeEach(() => {
  listCalls = 0
  useUnread.setState({ count: 0 })
  tokens.set(issueTokens(1)) // the count is polled while signed in (issue 24: by one tab for the browser)
  server.use(
    http.get(api('/system/notify-message/get-unread-count'), () => ok(3)),
    http.get(api('/system/notify-message/get-unread-list'), () => {
      listCalls++
      return ok([message])
    }),
  )
})
afterEach(() => {
  cleanup()
  useSession.getState().clear()
})

const renderBell = () =>
  render(
    <AntApp>
      <MemoryRouter initialEntries={['/index']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <NotifyBell />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AntApp>,
  )

describe('NotifyBell', () => {
  it('shows a red dot when the unread count is above zero', async () => {
    const { container } = renderBell()
    await waitFor(() => expect(container.querySelector('.ant-badge-dot[data-show="true"]')).not.toBeNull())
    expect(useUnread.getState().count).toBe(3)
  })

  it('announces the unread count in a live region outside the button, and names the bell with it (issue 12)', async () => {
    renderBell()
    const status = screen.getByTestId('unread-status')
    expect(screen.getAllByRole('status')).toContain(status) // a polite live region (role="status")
    expect(status).toHaveTextContent(/^$/) // nothing to announce before the count arrives
    await waitFor(() => expect(status).toHaveTextContent('3 条未读站内信'))
    // a button's children are presentational: a live region inside one may never be read out
    const bell = screen.getByRole('button', { name: '站内信（3 条未读）' })
    expect(bell).toBe(screen.getByTestId('notify-bell'))
    expect(bell.contains(status)).toBe(false)
    expect(status.closest('button, [role=button]')).toBeNull()
    expect(status).toHaveClass('sr-only')
    // opening the popover clears the count, and the region falls silent with the bell's name
    fireEvent.click(bell)
    await waitFor(() => expect(status).toHaveTextContent(/^$/))
    expect(screen.getByRole('button', { name: '站内信' })).toBe(bell)
  })

  it('opening it loads the unread list, clears the dot, and shows server HTML sanitised', async () => {
    const { container } = renderBell()
    await waitFor(() => expect(useUnread.getState().count).toBe(3)) // the count has arrived: opening must clear it
    fireEvent.click(screen.getByTestId('notify-bell'))
    expect(await screen.findByText('系统管理员')).toBeInTheDocument()
    expect(listCalls).toBe(1)
    expect(useUnread.getState().count).toBe(0)
    expect(container.querySelector('.ant-badge-dot[data-show="true"]')).toBeNull()
    const popover = screen.getByTestId('notify-popover')
    await waitFor(() => expect(popover.querySelector('b')?.textContent).toBe('请查看')) // DOMPurify comes on first use
    expect(popover.querySelector('img')).toBeNull()
    expect(popover.innerHTML).not.toContain('onerror')
  })

  it('查看全部 goes to my messages', async () => {
    renderBell()
    fireEvent.click(screen.getByTestId('notify-bell'))
    fireEvent.click(await screen.findByRole('button', { name: '查看全部' }))
    expect(screen.getByTestId('where').textContent).toBe('/user/notify-message')
  })
})
