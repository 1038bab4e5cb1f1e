import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { onPush } from '../../../mocks/live'
import { server } from '../../../mocks/node'
import { users } from '../../../mocks/session'
import { renderPage, signIn } from '../testing'
import NoticePage from './NoticePage'

vi.setConfig({ testTimeout: 30_000 })

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement

// issue 24: 推送 sends a notice to everyone signed in, over yudao's WebSocket (the demo API's hub here).
describe('通知公告 推送', () => {
  beforeEach(() => signIn('admin'))

  it('asks 是否推送所选中通知？, pushes that notice and says 推送成功', async () => {
    const pushed: string[] = []
    const stop = onPush((text) => pushed.push(text))
    const calls: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/system/notice/push')) calls.push(`${request.method} ${new URL(request.url).search}`)
    })
    try {
      renderPage(<NoticePage />)
      const row = await rowOf('关于开展“专精特新”企业培育工作的通知')
      const id = within(row).getAllByRole('cell')[0].textContent
      await userEvent.click(within(row).getByRole('button', { name: /推\s*送/ }))
      const question = await screen.findByText('是否推送所选中通知？')
      expect(pushed).toEqual([]) // nothing before the answer
      await userEvent.click(
        within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定/ }),
      )
      expect(await screen.findByText('推送成功')).toBeInTheDocument()
      expect(calls).toEqual([`POST ?id=${id}`])
      expect(pushed).toHaveLength(1)
      const frame = JSON.parse(pushed[0]) as { type: string; content: string }
      expect(frame.type).toBe('notice-push')
      expect(JSON.parse(frame.content)).toMatchObject({ id: Number(id), title: '关于开展“专精特新”企业培育工作的通知' })
    } finally {
      stop()
    }
  })

  it('is not offered to who may read notices but not change them (system:notice:update)', async () => {
    const reader = users.list().find((u) => u.username === 'user')!
    users.update(reader.id, { permissions: [...reader.permissions, 'system:notice:query'] })
    await signIn('user')
    renderPage(<NoticePage />)
    const row = await rowOf('平台系统升级维护通知')
    expect(within(row).queryByRole('button', { name: /推\s*送/ })).toBeNull()
  })
})
