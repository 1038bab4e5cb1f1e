import { describe, expect, it } from 'vitest'
import { call, login } from './testClient'

describe('company binding', () => {
  it('returns the bound company of a company user', async () => {
    const { accessToken: token } = await login('company', 'company123')
    expect(await call('GET', '/portal/company/getCompanyByUserId', { token })).toEqual({
      code: 0,
      msg: '',
      data: { companyName: '苏州云帆智能科技有限公司', uniScid: '91320505MA1W8G3K8J' },
    })
  })

  it('binds an unbound company user after checking the credit code', async () => {
    const { accessToken: token } = await login('newco', 'newco123')
    expect((await call('GET', '/portal/company/getCompanyByUserId', { token })).code).not.toBe(0)
    const bind = (companyName: string, uniScid: string) =>
      call('POST', '/portal/company/bind', { token, json: { companyName, uniScid } })
    expect((await bind('苏州新锐精密制造有限公司', '91320594MA1N7Q2K54')).msg).toBe('统一社会信用代码不正确')
    expect((await bind('别人家的公司', '91320505MA1W8G3K8J')).msg).toBe('该企业已被其他账号绑定')
    expect((await bind('苏州新锐精密制造有限公司', '91320594ma1n7q2k53')).code).toBe(0)
    expect((await call('GET', '/portal/company/getCompanyByUserId', { token })).data).toEqual({
      companyName: '苏州新锐精密制造有限公司',
      uniScid: '91320594MA1N7Q2K53',
    })
    expect((await bind('苏州新锐精密制造有限公司', '91320594MA1N7Q2K53')).msg).toBe('当前账号已绑定企业')
  })

  it('refuses binding for users without PORTAL_COMPANY', async () => {
    const { accessToken: token } = await login('user', 'user123')
    const res = await call('POST', '/portal/company/bind', {
      token,
      json: { companyName: 'x', uniScid: '91320594MA1N7Q2K53' },
    })
    expect(res.code).toBe(403)
  })
})
