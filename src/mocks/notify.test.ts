import { describe, expect, it } from 'vitest'
import { call, login } from './testClient'
import { users } from './session'

interface Message {
  id: number
  userId: number
  templateNickname: string
  templateContent: string
  templateType: number
  readStatus: boolean
  readTime: number | null
  createTime: number
}
type Page = { list: Message[]; total: number }

describe('notify messages', () => {
  it('keeps messages per user, newest first, with one XSS probe', async () => {
    const { accessToken: token } = await login('company', 'company123')
    const res = await call<Page>('GET', '/system/notify-message/my-page?pageNo=1&pageSize=100', { token })
    expect(res.data.total).toBe(25)
    expect(res.data.list.every((m) => m.userId === 2)).toBe(true)
    const times = res.data.list.map((m) => m.createTime)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(res.data.list.filter((m) => m.templateContent.includes('onerror'))).toHaveLength(1)
    expect(res.data.list.some((m) => m.templateContent.includes('<b>'))).toBe(true)
  })

  it('filters my page by readStatus and createTime[]', async () => {
    const { accessToken: token } = await login('user', 'user123')
    const unread = await call<Page>('GET', '/system/notify-message/my-page?readStatus=false&pageSize=50', { token })
    expect(unread.data.total).toBe(8)
    const fmt = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ')
    const from = fmt(Date.now() - 3 * 24 * 3_600_000)
    const to = fmt(Date.now() + 3_600_000)
    const recent = await call<Page>(
      'GET',
      `/system/notify-message/my-page?pageSize=50&${new URLSearchParams({ 'createTime[0]': from, 'createTime[1]': to })}`,
      { token },
    )
    expect(recent.data.total).toBeGreaterThan(0)
    expect(recent.data.total).toBeLessThan(25)
  })

  it('marks repeated ids read, only for the owner, and counts unread', async () => {
    const { accessToken: token } = await login('user', 'user123')
    const count = async () => (await call<number>('GET', '/system/notify-message/get-unread-count', { token })).data
    expect(await count()).toBe(8)
    const unread = (await call<Message[]>('GET', '/system/notify-message/get-unread-list', { token })).data
    expect(unread).toHaveLength(8)
    expect(unread.every((m) => !m.readStatus)).toBe(true)

    const admin = (await login('admin', 'admin123')).accessToken
    const adminUnread = (await call<Message[]>('GET', '/system/notify-message/get-unread-list', { token: admin })).data
    // Two of mine and one of the admin's: the admin's must stay unread.
    const res = await call(
      'PUT',
      `/system/notify-message/update-read?ids=${unread[0].id}&ids=${unread[1].id}&ids=${adminUnread[0].id}`,
      { token },
    )
    expect(res.data).toBe(true)
    expect(await count()).toBe(6)
    expect((await call<number>('GET', '/system/notify-message/get-unread-count', { token: admin })).data).toBe(8)
    const read = (await call<Page>('GET', '/system/notify-message/my-page?readStatus=true&pageSize=50', { token })).data
      .list
    expect(read.find((m) => m.id === unread[0].id)?.readTime).toBeGreaterThan(Date.now() - 5000)

    await call('PUT', '/system/notify-message/update-all-read', { token })
    expect(await count()).toBe(0)
    expect((await call<Message[]>('GET', '/system/notify-message/get-unread-list', { token })).data).toEqual([])
  })

  it("lets the admin page through everyone's messages with filters", async () => {
    const { accessToken: token } = await login('admin', 'admin123')
    const all = await call<Page>('GET', '/system/notify-message/page?pageNo=1&pageSize=10', { token })
    expect(all.data.total).toBe(25 * users.list().length) // 25 per demo account
    expect(all.data.list).toHaveLength(10)
    const one = await call<Page>(
      'GET',
      '/system/notify-message/page?userId=3&templateType=1&readStatus=false&pageSize=50',
      { token },
    )
    expect(one.data.list.length).toBeGreaterThan(0)
    expect(one.data.list.every((m) => m.userId === 3 && m.templateType === 1 && !m.readStatus)).toBe(true)
    const user = (await login('user', 'user123')).accessToken
    expect((await call('GET', '/system/notify-message/page', { token: user })).code).toBe(403)
  })
})
