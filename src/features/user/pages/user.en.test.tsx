// 个人中心 and 我的站内信 in English (issue 25): their own texts say no Chinese; names, roles and messages are data.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tokens } from '../../../api/http/tokens'
import { setLanguage } from '../../../i18n'
import { issueTokens, users } from '../../../mocks/session'
import { useDict } from '../../../stores/dict'
import { useSession } from '../../../stores/session'
import { renderPage } from '../../system/testing'
import MyNotifyMessage from './MyNotifyMessage'
import Profile from './Profile'

// Whole antd pages in jsdom are slow on this machine.
vi.setConfig({ testTimeout: 30_000 })

const HAN = /\p{Script=Han}/u

/** The page's own words: without the rows, the values shown and tags (data), with names, titles and placeholders. */
function ownWords(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement
  copy.querySelectorAll('tbody, .ant-descriptions-item-content, .ant-tag, .ant-select-selection-item').forEach((e) => e.remove())
  const attributes = [...copy.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((e) =>
    ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
  )
  return [copy.textContent, ...attributes].join(' ')
}

async function signIn(username: string) {
  tokens.set(issueTokens(users.find((u) => u.username === username)!.id))
  useDict.getState().reset()
  await useSession.getState().loadInfo()
  await useDict.getState().load(true)
}

beforeEach(() => setLanguage('en'))
afterEach(async () => {
  useSession.getState().clear()
  await setLanguage('zh-CN')
})

describe('user pages in English', () => {
  it('个人中心 of a company user: both cards in English', async () => {
    await signIn('company')
    const { container } = renderPage(<Profile />)
    expect(await screen.findByText('Personal information')).toBeInTheDocument()
    expect(screen.getByText('Company information')).toBeInTheDocument()
    expect(screen.getByText('Unified Social Credit Code')).toBeInTheDocument()
    expect(ownWords(container)).not.toMatch(HAN)
  })

  it('我的站内信: columns, search and buttons in English', async () => {
    await signIn('admin')
    const { container } = renderPage(<MyNotifyMessage />)
    expect(await screen.findByText('Sender', { selector: 'th' })).toBeInTheDocument()
    expect(screen.getByText('Mark all as read')).toBeInTheDocument()
    expect(within(screen.getByRole('form', { name: 'Search' })).getByText('Read')).toBeInTheDocument()
    expect(ownWords(container)).not.toMatch(HAN)
  })
})
