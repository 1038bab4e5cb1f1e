import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tokens } from '../../api/http/tokens'
import { pushNotice } from '../../api/notice'
import { pushToAll } from '../../mocks/live'
import { issueTokens, users } from '../../mocks/session'
import { useDict } from '../../stores/dict'
import { useSession } from '../../stores/session'
import { LiveNotices } from './LiveNotices'

vi.setConfig({ testTimeout: 30_000 })

const status = () => screen.getByTestId('live-status')
const signInAs = async (username: string) => {
  const user = users.list().find((u) => u.username === username)!
  tokens.set(issueTokens(user.id))
  useDict.getState().reset()
  await useDict.getState().load(true)
}
const renderLive = () =>
  render(
    <AntApp>
      <LiveNotices />
    </AntApp>,
  )
/** The demo socket is open and has answered (its first ping). */
const connected = () => waitFor(() => expect(status()).toHaveAttribute('data-socket', 'open'))

beforeEach(() => signInAs('admin'))
afterEach(() => {
  cleanup()
  useSession.getState().clear()
})

// jsdom's WebSocket answered by the demo API's msw link (src/mocks/liveSocket.ts): the in-browser demo's socket.
describe('LiveNotices against the demo socket', () => {
  it('a pushed notice shows with its title, type tag and sanitised content, is announced, and 查看 opens it', async () => {
    renderLive()
    await connected()
    expect(status()).toHaveAttribute('data-leader', 'true') // jsdom has no Web Locks: this tab leads for itself
    await act(() => pushNotice(1))
    const notice = await screen.findByTestId('live-notice')
    expect(within(notice).getByText('平台系统升级维护通知')).toBeInTheDocument()
    expect(within(notice).getByText('通知')).toBeInTheDocument() // system_notice_type 1
    expect(screen.getByTestId('live-announcement')).toHaveTextContent('新通知公告：平台系统升级维护通知')
    fireEvent.click(within(notice).getByRole('button', { name: /查\s*看/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('平台系统升级维护通知')).toBeInTheDocument()
    expect(await within(dialog).findByText(/本周六 22:00 至 24:00 平台升级/)).toBeInTheDocument() // DOMPurify on first use
    // opened: the notification leaves (jsdom never ends antd's leave motion, so its leaving class is what shows it)
    expect(notice).toHaveClass('ant-notification-fade-leave')
  })

  it('server HTML in a push goes through the sanitiser', async () => {
    renderLive()
    await connected()
    act(() =>
      pushToAll('notice-push', {
        id: 77,
        title: '测试',
        type: 2,
        content: '<img src=x onerror="window.hacked=1"><b>加粗</b>',
      }),
    )
    const notice = await screen.findByTestId('live-notice')
    await waitFor(() => expect(notice.querySelector('b')?.textContent).toBe('加粗')) // DOMPurify comes on first use
    expect(notice.querySelector('img')).toBeNull()
    expect(notice.innerHTML).not.toContain('onerror')
  })

  it('other message types and broken frames show nothing and keep the connection', async () => {
    renderLive()
    await connected()
    act(() => pushToAll('demo-message-receive', { text: 'hi' }))
    await act(() => pushNotice(2))
    expect(await screen.findAllByTestId('live-notice')).toHaveLength(1)
    expect(status()).toHaveAttribute('data-socket', 'open')
  })

  it('a token the server does not know: refused, retried after the backoff, quietly', async () => {
    tokens.set({ accessToken: 'unknown', refreshToken: 'unknown' })
    renderLive()
    await waitFor(() => expect(status()).toHaveAttribute('data-socket', 'retrying'))
    expect(status()).toHaveAttribute('data-attempt', '1')
    expect(status()).toHaveAttribute('data-retry-ms', '1000')
    expect(document.querySelector('.ant-message-notice, .ant-notification-notice, .pf-toast')).toBeNull()
  })

  it('signed out: the socket closes; signed in again: it opens', async () => {
    renderLive()
    await connected()
    act(() => useSession.getState().clear())
    await waitFor(() => expect(status()).toHaveAttribute('data-socket', ''))
    expect(status()).toHaveAttribute('data-leader', 'false')
    await act(() => signInAs('admin'))
    await connected()
  })
})
