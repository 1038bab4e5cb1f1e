/** The portal's company binding (spec §4: PORTAL_COMPANY users load companyName and uniScid). */
import { http } from 'msw'
import { table } from '../db'
import { isValidUscc } from '../../utils/uscc'
import { body, api, fail, ok, FORBIDDEN, withUser } from '../util'

interface Company {
  id: number
  userId: number
  companyName: string
  /** 统一社会信用代码 */
  uniScid: string
  createTime: number
}

/** The `company` account (id 2) is bound; `newco` (id 4) is not, for the binding flow. */
export const companies = table<Company>('portal_companies', () => [
  {
    userId: 2,
    companyName: '苏州云帆智能科技有限公司',
    uniScid: '91320505MA1W8G3K8J',
    createTime: Date.now() - 86_400_000 * 200,
  },
])

// Business error codes of the portal module (demo values: the real backend's are not published).
const E = {
  notBound: () => fail(1_009_000_001, '当前账号未绑定企业'),
  alreadyBound: () => fail(1_009_000_002, '当前账号已绑定企业'),
  badUscc: () => fail(1_009_000_003, '统一社会信用代码不正确'),
  taken: () => fail(1_009_000_004, '该企业已被其他账号绑定'),
  noName: () => fail(400, '请求参数不正确：企业名称不能为空'),
}

export const handlers = [
  http.get(
    api('/portal/company/getCompanyByUserId'),
    withUser(({ user }) => {
      const company = companies.find((c) => c.userId === user.id)
      return company ? ok({ companyName: company.companyName, uniScid: company.uniScid }) : E.notBound()
    }),
  ),

  http.post(
    api('/portal/company/bind'),
    withUser(async ({ user, request }) => {
      if (!user.roles.includes('PORTAL_COMPANY')) return fail(FORBIDDEN.code, FORBIDDEN.msg)
      const b = await body<{ companyName: string; uniScid: string }>(request)
      const companyName = String(b.companyName ?? '').trim()
      const uniScid = String(b.uniScid ?? '')
        .trim()
        .toUpperCase()
      if (!companyName) return E.noName()
      if (!isValidUscc(uniScid)) return E.badUscc()
      if (companies.find((c) => c.userId === user.id)) return E.alreadyBound()
      if (companies.find((c) => c.uniScid === uniScid)) return E.taken()
      companies.insert({ userId: user.id, companyName, uniScid, createTime: Date.now() })
      return ok(true)
    }),
  ),
]
