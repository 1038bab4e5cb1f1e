// The entrance, the portal and the survey pages in English (issue 25): the switch on the entrance re-renders the
// sign-in form in place and keeps what was typed; none of their own texts is left in Chinese.
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp } from 'antd'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bindFeedback } from '../../api/http/feedback'
import { tokens } from '../../api/http/tokens'
import { setLanguage } from '../../i18n'
import { issueTokens, users } from '../../mocks/session'
import { useSession } from '../../stores/session'
import SurveyHome from '../survey/pages/SurveyHome'
import Entrance from './pages/Entrance'
import EnterpriseBinding from './pages/EnterpriseBinding'
import Home from './pages/Home'
import Register from './pages/Register'
import { site } from './site'

const CHINESE = /[\u4e00-\u9fff]/

/**
 * What an element says itself, with the accessible names and hints its elements carry; `skip` leaves out what is
 * data or another area's (the filing number is a legal mark shown as filed).
 */
function ownTexts(root: Element, skip: string[] = []): string[] {
  const copy = root.cloneNode(true) as Element
  // the language switch names Chinese in Chinese (marked lang="zh-CN" for screen readers)
  for (const s of ['[lang="zh-CN"]', ...skip]) copy.querySelectorAll(s).forEach((e) => e.remove())
  const texts = [copy.textContent ?? '']
  copy.querySelectorAll('*').forEach((e) => {
    for (const a of ['placeholder', 'aria-label', 'title', 'alt']) {
      const v = e.getAttribute(a)
      if (v) texts.push(v)
    }
  })
  return texts
}
const expectNoChinese = (root: Element, skip?: string[]) =>
  expect(ownTexts(root, skip).filter((t) => CHINESE.test(t))).toEqual([])

let unbind: () => void
beforeEach(() => {
  unbind = bindFeedback({ error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) })
  useSession.getState().clear()
})
afterEach(async () => {
  unbind()
  await act(() => setLanguage('zh-CN'))
})

/** Rendered in an awaited act: antd's Dropdown (the portal nav's 服务分类) suspends on its first render. */
const renderPage = (page: ReactElement, path = '/') =>
  act(async () => {
    render(
      <AntApp>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </AntApp>,
    )
  })
async function signIn(username: string) {
  tokens.set(issueTokens(users.find((u) => u.username === username)!.id))
  await useSession.getState().loadInfo()
}

describe('the entrance', () => {
  it('switches to English in place: the form keeps the typed username, errors follow the switch', async () => {
    await renderPage(<Entrance />, '/entrance')
    await userEvent.type(document.querySelector('#username')!, 'admin')
    await userEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }))
    expect(await screen.findByText('请输入密码')).toBeInTheDocument()

    const form = screen.getByRole('form', { name: '账号登录' })
    await userEvent.click(screen.getByRole('button', { name: 'English' }))

    // the same form element, now in English, with what was typed
    expect(await screen.findByRole('form', { name: 'Password sign-in' })).toBe(form)
    expect(document.querySelector<HTMLInputElement>('#username')!.value).toBe('admin')
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('admin')
    expect(screen.getByText('Please enter your password')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'SMS sign-in' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in with WeChat' })).toBeInTheDocument()
    // the English name under the title is shown only under a Chinese title
    expect(document.querySelector('.entrance__brand small')).toHaveTextContent(new RegExp(`^${site.regionName}$`))
    expectNoChinese(document.querySelector('.entrance')!, ['.entrance__footer a', '.care-toggle'])

    // and back: the way back names Chinese in Chinese
    await userEvent.click(screen.getByRole('button', { name: '简体中文' }))
    expect(await screen.findByText('请输入密码')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '账号' })).toHaveValue('admin')
    expect(document.querySelector('.entrance__brand small')).toHaveTextContent('SME Public Service Platform')
  })

  it('register in English: placeholders, rules and the agreement', async () => {
    await act(() => setLanguage('en'))
    await renderPage(<Register />, '/register')
    await userEvent.type(await screen.findByPlaceholderText('Username (4–30 letters or digits)'), 'ab')
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('The username has 4–30 letters or digits')).toBeInTheDocument()
    expect(await screen.findByText('Please read and accept the Platform Service Agreement')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Confirm password')).toBeInTheDocument()
    expectNoChinese(document.querySelector('.entrance')!, ['.entrance__footer a', '.care-toggle'])
  })
})

describe('the portal in English', () => {
  it('home: nav (the language switch is the top bar’s), categories, figures, sections and footer', async () => {
    await signIn('admin')
    await act(() => setLanguage('en'))
    await renderPage(<Home />, '/index')
    const nav = await screen.findByRole('navigation', { name: 'Portal navigation' })
    expect(within(nav).getByRole('button', { name: /Service categories/ })).toBeInTheDocument()
    expect(screen.getByText('Investment & Financing', { selector: '.portal-tile b' })).toBeInTheDocument()
    expect(await screen.findByText('Featured service providers')).toBeInTheDocument()
    expect(screen.getByText('Requests resolved')).toBeInTheDocument()
    await screen.findAllByText('Services:', { exact: false, selector: '.portal-provider__figures span' })
    expect(document.querySelector('.portal-provider__figures')?.textContent).toMatch(/^Services: \d+Enterprises served: \d+$/)
    expectNoChinese(nav)
    for (const own of document.querySelectorAll('.portal-section__title, .portal-tile, .portal-stats, .portal-provider__figures, .portal-banner__slogan')) {
      expectNoChinese(own)
    }
    expectNoChinese(document.querySelector('.site-footer')!, ['a'])
  })

  it('enterprise binding: the form for a company not bound yet', async () => {
    await signIn('newco')
    await act(() => setLanguage('en'))
    await renderPage(<EnterpriseBinding />, '/enterpriseBinding/index')
    expect(await screen.findByLabelText('Unified Social Credit Code')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Link enterprise' }))
    expect(await screen.findByText('Please enter the enterprise name')).toBeInTheDocument()
    expectNoChinese(document.querySelector('.ant-card')!, ['.ant-form-item-explain']) // the credit code's own check is common's
  })

  it('survey home: figures, activity and shortcuts', async () => {
    await signIn('admin')
    await act(() => setLanguage('en'))
    await renderPage(<SurveyHome />, '/survey/index')
    expect(await screen.findByText(/^Surveys this month · /)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Record a survey' })).toBeInTheDocument()
    const cards = [...document.querySelectorAll('.ant-card-head, .ant-statistic-title, .ant-btn')]
    expect(cards).not.toHaveLength(0)
    for (const own of cards) expectNoChinese(own)
  })
})
