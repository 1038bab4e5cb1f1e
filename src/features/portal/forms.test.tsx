import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp } from 'antd'
import type { ReactElement } from 'react'
import { http } from 'msw'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bindFeedback } from '../../api/http/feedback'
import { tokens } from '../../api/http/tokens'
import { server } from '../../mocks/node'
import { issueTokens, users } from '../../mocks/session'
import { Guard } from '../../router/guard'
import { usePermission } from '../../stores/permission'
import { useSession } from '../../stores/session'
import { forgetCredentials, recallCredentials } from '../../utils/credentials'
import SurveyOverAll from '../survey/pages/SurveyOverAll'
import Entrance from './pages/Entrance'
import EnterpriseBinding from './pages/EnterpriseBinding'
import OAuth2Authorize from './pages/OAuth2Authorize'
import Register from './pages/Register'
import ResetPassword from './pages/ResetPassword'

afterEach(cleanup)
let errors: string[]
let unbind: () => void
beforeEach(() => {
  errors = []
  const record = (c: unknown) => void errors.push(String(c))
  unbind = bindFeedback({ error: record, notifyError: record, confirm: vi.fn(async () => false) })
  useSession.getState().clear()
})
afterEach(() => unbind())

function Where() {
  const { pathname, search } = useLocation()
  return <div data-testid="where">{pathname + search}</div>
}
function renderAt(page: ReactElement, path: string, route = path.split('?')[0]) {
  return render(
    <AntApp>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AntApp>,
  )
}
async function signIn(username: string) {
  tokens.set(issueTokens(users.find((u) => u.username === username)!.id))
  await useSession.getState().loadInfo()
}
/** The entrance behind the guard, which takes a signed-in user on to the redirect once the session is here. */
function renderEntrance(path: string) {
  usePermission.getState().reset()
  return render(
    <AntApp>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Guard />}>
            <Route path="/entrance" element={<Entrance />} />
            <Route path="*" element={<Where />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AntApp>,
  )
}
const submit = (name: RegExp) => userEvent.click(screen.getByRole('button', { name }))

describe('entrance', () => {
  it('password form: required fields, then the server refusal keeps what was typed', async () => {
    renderAt(<Entrance />, '/entrance?redirect=%2Fsurvey%2Fplan')
    await submit(/^登\s*录$/)
    expect(await screen.findByText('请输入账号')).toBeInTheDocument()
    expect(await screen.findByText('请输入密码')).toBeInTheDocument()

    await userEvent.type(document.querySelector('#username')!, 'admin')
    await userEvent.type(document.querySelector('#password')!, 'wrong')
    await submit(/^登\s*录$/)
    await waitFor(() => expect(errors).toContain('登录失败，账号密码不正确'))
    expect(document.querySelector<HTMLInputElement>('#username')!.value).toBe('admin')
    expect(document.querySelector<HTMLInputElement>('#password')!.value).toBe('wrong')
  })

  it('renders without antd, and a refusal reaches the user before antd is loaded (DOM toast)', async () => {
    unbind() // as on the real entrance: nothing has bound antd's feedback
    renderAt(<Entrance />, '/entrance')
    expect(document.querySelector('[class*="ant-"]:not(.ant-app)')).toBeNull()
    await userEvent.type(document.querySelector('#username')!, 'admin')
    await userEvent.type(document.querySelector('#password')!, 'wrong')
    await userEvent.click(screen.getByRole('checkbox', { name: '记住密码' }))
    await submit(/^登\s*录$/)
    expect(await screen.findByRole('alert')).toHaveTextContent('登录失败，账号密码不正确')
    document.querySelector('.pf-toasts')?.remove()
  })

  it('signs in (username trimmed) and goes to the same-app redirect only', async () => {
    renderEntrance('/entrance?redirect=%2F%2Fevil.example')
    await userEvent.type(document.querySelector('#username')!, '  admin ')
    await userEvent.type(document.querySelector('#password')!, 'admin123')
    await submit(/^登\s*录$/)
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/)
    expect(tokens.access()).toBeTruthy()
  })

  it('after 登录 the form stays busy until the session is here, then the page shows: no loading view between', async () => {
    renderEntrance('/entrance?redirect=%2Fsurvey%2Fplan')
    const loadingViews: Element[] = []
    const watch = new MutationObserver(() => loadingViews.push(...document.querySelectorAll('.page-loading')))
    watch.observe(document.body, { childList: true, subtree: true })
    await userEvent.type(document.querySelector('#username')!, 'admin')
    await userEvent.type(document.querySelector('#password')!, 'admin123')
    // The session's user info is held back until the form has been seen busy.
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(http.get('*/system/auth/get-permission-info', () => held)) // answers nothing: the demo API's handler does
    await submit(/^登\s*录$/)
    await waitFor(() => expect(useSession.getState().token).toBeTruthy())
    expect(screen.getByRole('button', { name: /^登\s*录$/ })).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByTestId('where')).toBeNull()
    release()
    expect(await screen.findByTestId('where')).toHaveTextContent('/survey/plan')
    watch.disconnect()
    expect(loadingViews).toEqual([])
  })

  it('remember-me: the next visit fills account and password in again', async () => {
    const first = renderEntrance('/entrance')
    await userEvent.type(document.querySelector('#username')!, 'admin')
    await userEvent.type(document.querySelector('#password')!, 'admin123')
    await userEvent.click(screen.getByRole('checkbox', { name: '记住密码' }))
    await submit(/^登\s*录$/)
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/)
    // The page may show before the form has finished storing them (the guard goes on once the session is here).
    await waitFor(async () => expect(await recallCredentials()).toMatchObject({ username: 'admin' }))
    first.unmount()
    useSession.getState().clear()
    renderAt(<Entrance />, '/entrance')
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('#username')!.value).toBe('admin'))
    expect(document.querySelector<HTMLInputElement>('#password')!.value).toBe('admin123')
    expect(screen.getByRole('checkbox', { name: '记住密码' })).toBeChecked()
    forgetCredentials()
  })

  it('SMS form: mobile checked before sending, then a 60 s countdown', async () => {
    renderAt(<Entrance />, '/entrance')
    await userEvent.click(screen.getByRole('tab', { name: '短信登录' }))
    await userEvent.type(await screen.findByPlaceholderText('手机号'), '1381234')
    await userEvent.click(screen.getByTestId('send-sms'))
    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument()
    await userEvent.type(screen.getByPlaceholderText('手机号'), '5678')
    await userEvent.click(screen.getByTestId('send-sms'))
    await waitFor(() => expect(screen.getByTestId('send-sms')).toHaveTextContent(/^(60|59) 秒后重新获取$/))
    expect(screen.getByTestId('send-sms')).toBeDisabled()
    await userEvent.type(screen.getByPlaceholderText('短信验证码'), '12')
    await userEvent.click(screen.getAllByRole('button', { name: /^登\s*录$/ }).at(-1)!)
    expect(await screen.findByText('验证码为 4-6 位数字')).toBeInTheDocument()
  })
})

describe('register', () => {
  it('validates every field and shows the success path', async () => {
    renderAt(<Register />, '/register')
    await userEvent.type(screen.getByPlaceholderText(/^账号/), 'ab')
    await userEvent.type(screen.getByPlaceholderText('密码（4-16 位）'), 'secret1')
    await userEvent.type(screen.getByPlaceholderText('确认密码'), 'secret2')
    await submit(/注\s*册/)
    expect(await screen.findByText('账号由 4-30 位字母或数字组成')).toBeInTheDocument()
    expect(await screen.findByText('请输入联系人姓名')).toBeInTheDocument()
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument()
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument()
    expect(await screen.findByText('请阅读并同意平台服务协议')).toBeInTheDocument()

    await userEvent.type(screen.getByPlaceholderText(/^账号/), 'cdefg')
    await userEvent.type(screen.getByPlaceholderText('联系人姓名'), '周敏')
    await userEvent.type(screen.getByPlaceholderText('手机号'), '13655556666')
    await userEvent.clear(screen.getByPlaceholderText('确认密码'))
    await userEvent.type(screen.getByPlaceholderText('确认密码'), 'secret1')
    await userEvent.click(screen.getByRole('checkbox'))
    await submit(/注\s*册/)
    expect(await screen.findByText('注册成功')).toBeInTheDocument()
    expect(users.find((u) => u.username === 'abcdefg')?.roles).toEqual(['PORTAL_COMPANY'])
  })
})

describe('reset password', () => {
  it('needs mobile, code and the new password twice', async () => {
    renderAt(<ResetPassword />, '/resetPassword')
    await userEvent.type(screen.getByPlaceholderText('新密码（4-16 位）'), 'abc')
    await submit(/重置密码/)
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument()
    expect(await screen.findByText('请输入短信验证码')).toBeInTheDocument()
    expect(await screen.findByText('密码长度为 4-16 位')).toBeInTheDocument()
    expect(await screen.findByText('请再次输入密码')).toBeInTheDocument()
  })
})

describe('enterprise binding', () => {
  it('checks the credit code checksum, binds, then shows company name and code', async () => {
    await signIn('newco')
    renderAt(<EnterpriseBinding />, '/enterpriseBinding/index')
    await userEvent.type(screen.getByLabelText('企业名称'), '苏州新禾科技有限公司')
    await userEvent.type(screen.getByLabelText('统一社会信用代码'), '91320594ma1n7q2k54')
    await submit(/绑定企业/)
    expect(await screen.findByText('统一社会信用代码校验位不正确，请核对后重新输入')).toBeInTheDocument()
    expect(screen.getByLabelText<HTMLInputElement>('统一社会信用代码').value).toBe('91320594MA1N7Q2K54')

    await userEvent.clear(screen.getByLabelText('统一社会信用代码'))
    await userEvent.type(screen.getByLabelText('统一社会信用代码'), '91320594MA1N7Q2K53')
    await submit(/绑定企业/)
    expect(await screen.findByText('已绑定企业')).toBeInTheDocument()
    expect(screen.getByTestId('bound-company')).toHaveTextContent('苏州新禾科技有限公司')
    expect(screen.getByTestId('bound-company')).toHaveTextContent('91320594MA1N7Q2K53')
  })
})

describe('OAuth2 authorisation page', () => {
  it('says what is wrong with a bad request and calls nothing', async () => {
    await signIn('admin')
    renderAt(<OAuth2Authorize />, '/oauth2/authorize?response_type=password&client_id=default&redirect_uri=https://www.iocoder.cn')
    expect(await screen.findByText('response_type 参数值只允许 code 和 token')).toBeInTheDocument()
  })

  it('shows the client and its scopes as checkboxes', async () => {
    await signIn('admin')
    renderAt(<OAuth2Authorize />, '/oauth2/authorize?response_type=code&client_id=default&redirect_uri=https://www.iocoder.cn&state=1')
    expect(await screen.findByText('芋道源码')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '访问你的个人信息' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: '修改你的个人信息' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /同意授权/ })).toBeEnabled()
  })
})

describe('global survey route', () => {
  it('answers 401 for a user without survey_boss', async () => {
    await signIn('user')
    renderAt(<SurveyOverAll />, '/survey/overAll')
    expect(await screen.findByTestId('where')).toHaveTextContent('/401')
  })
})
