/**
 * The portal's own calls: tenant lookup, registration, password reset by SMS, and the public content of the portal
 * home (service categories, policy news and notices, featured providers, banner figures).
 */
import { http } from 'msw'
import { findCategory } from '../../api/portal/types'
import { table } from '../db'
import { seedNews, seedProviders, seedServices, type NewsItem, type PortalService, type Provider } from '../seed/portal'
import { users } from '../session'
import { api, body, fail, ok, page, present, query } from '../util'
import { consumeSmsCode } from './auth'
import { consumeCaptchaVerification } from './captcha'

/** yudao's tenants; id 1 is the default tenant of every yudao install. */
const TENANTS = [
  { id: 1, name: '芋道源码' },
  { id: 121, name: '中小企业公共服务平台' },
]

const services = table<PortalService>('portal_services', seedServices)
const providers = table<Provider>('portal_providers', seedProviders)
const news = table<NewsItem>('portal_news', seedNews)

/** yudao's error codes (ErrorCodeConstants) for these calls. */
const E = {
  captcha: () => fail(1002000004, '验证码不正确，原因：验证失败'),
  usernameTaken: () => fail(1002003000, '用户账号已经存在'),
  mobileTaken: () => fail(1002003001, '手机号已经存在'),
  mobileNotExists: () => fail(1002000007, '手机号不存在'),
  badParam: (what: string) => fail(400, `请求参数不正确：${what}`),
}

/** The rules the client's forms apply too (RuoYi/yudao register: account 4–30 letters/digits, password 4–16). */
const USERNAME = /^[A-Za-z0-9]{4,30}$/
const MOBILE = /^1[3-9]\d{9}$/
const passwordOk = (p: unknown) => typeof p === 'string' && p.length >= 4 && p.length <= 16

interface RegisterBody {
  username: string
  nickname: string
  mobile: string
  password: string
  captchaVerification: string
}

export const handlers = [
  http.get(api('/system/tenant/get-id-by-name'), ({ request }) => {
    const name = query(request).get('name')?.trim()
    return ok(TENANTS.find((t) => t.name === name)?.id ?? null)
  }),

  // New portal accounts are enterprise users (PORTAL_COMPANY) who then bind their company.
  http.post(api('/system/auth/register'), async ({ request }) => {
    const b = await body<RegisterBody>(request)
    if (present(b.captchaVerification) && !consumeCaptchaVerification(String(b.captchaVerification))) return E.captcha()
    const username = String(b.username ?? '').trim()
    const mobile = String(b.mobile ?? '').trim()
    const nickname = String(b.nickname ?? '').trim()
    if (!USERNAME.test(username)) return E.badParam('用户账号由 4-30 位数字、字母组成')
    if (!nickname) return E.badParam('联系人姓名不能为空')
    if (!MOBILE.test(mobile)) return E.badParam('手机号格式不正确')
    if (!passwordOk(b.password)) return E.badParam('密码长度为 4-16 位')
    if (users.find((u) => u.username === username)) return E.usernameTaken()
    if (users.find((u) => u.mobile === mobile)) return E.mobileTaken()
    users.insert({
      username,
      password: String(b.password),
      nickname,
      avatar: '',
      deptId: 200,
      mobile,
      email: '',
      roles: ['PORTAL_COMPANY'],
      permissions: ['portal:company:query'],
    })
    return ok(true)
  }),

  http.post(api('/system/auth/reset-password'), async ({ request }) => {
    const b = await body<{ mobile: string; code: string; password: string }>(request)
    const mobile = String(b.mobile ?? '').trim()
    const code = String(b.code ?? '').trim()
    if (!passwordOk(b.password)) return E.badParam('密码长度为 4-16 位')
    const user = users.find((u) => u.mobile === mobile)
    if (!user) return E.mobileNotExists()
    const smsError = consumeSmsCode(mobile, code)
    if (smsError) return smsError
    users.update(user.id, { password: String(b.password) })
    return ok(true)
  }),

  // ---- public portal content ----

  http.get(api('/portal/service/page'), ({ request }) => {
    const q = query(request)
    const category = q.get('category')
    if (!findCategory(category)) return E.badParam('服务分类不存在')
    const keyword = q.get('keyword')?.trim().toLowerCase()
    const list = services
      .list()
      .filter((s) => s.category === category)
      .filter((s) => !keyword || [s.title, s.provider, s.summary].some((t) => t.toLowerCase().includes(keyword)))
      .sort((a, b) => b.publishTime - a.publishTime)
    return ok(page(list, q.paging()))
  }),

  http.get(api('/portal/news/list'), ({ request }) => {
    const q = query(request)
    const type = q.get('type')
    const limit = Math.min(q.num('limit') ?? 6, 20)
    const list = news
      .list()
      .filter((n) => !type || n.type === type)
      .sort((a, b) => b.publishTime - a.publishTime)
    return ok(list.slice(0, limit))
  }),

  http.get(api('/portal/provider/featured'), () => ok(providers.list().sort((a, b) => b.servedCount - a.servedCount).slice(0, 6))),

  http.get(api('/portal/stats'), () =>
    ok({
      providerCount: 268 + providers.list().length,
      serviceCount: 1500 + services.list().length,
      enterpriseCount: 12_846 + users.list().length,
      demandCount: 3_412,
    }),
  ),
]
