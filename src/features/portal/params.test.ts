import { describe, expect, it } from 'vitest'
import { bindUrl, readSocialCallback, SOCIAL_TYPE } from './social'
import { isOAuth2Request, readOAuth2Request, scopeMap, ssoTicketParams } from './sso'

const q = (s: string) => new URLSearchParams(s)

describe('SSO ticket hand-off', () => {
  it('forwards every parameter of the issuer except our redirect', () => {
    expect(ssoTicketParams(q('ticket=demo-ticket&appId=funding&redirect=%2Fsurvey%2Findex'))).toEqual({
      query: { ticket: 'demo-ticket', appId: 'funding' },
      redirect: '/survey/index',
    })
  })
  it('has no ticket → nothing to exchange; no redirect → home', () => {
    expect(ssoTicketParams(q('appId=x'))).toBeUndefined()
    expect(ssoTicketParams(q('ticket=%20%20'))).toBeUndefined()
    expect(ssoTicketParams(q('ticket=t'))?.redirect).toBe('/')
  })
})

describe('OAuth2 authorisation request', () => {
  it('reads response_type, client_id, redirect_uri, state and space- or comma-separated scopes', () => {
    const params = q('response_type=code&client_id=default&redirect_uri=https%3A%2F%2Fwww.iocoder.cn&state=xyz&scope=user.read%20user.write')
    expect(isOAuth2Request(params)).toBe(true)
    expect(readOAuth2Request(params)).toEqual({
      responseType: 'code',
      clientId: 'default',
      redirectUri: 'https://www.iocoder.cn',
      state: 'xyz',
      scopes: ['user.read', 'user.write'],
    })
    expect((readOAuth2Request(q('response_type=token&client_id=a&redirect_uri=b&scope=x,y')) as { scopes: string[] }).scopes).toEqual(['x', 'y'])
  })
  it('refuses a request the server would refuse, saying why', () => {
    expect(readOAuth2Request(q('response_type=password&client_id=a&redirect_uri=b'))).toBe('response_type 参数值只允许 code 和 token')
    expect(readOAuth2Request(q('response_type=code&redirect_uri=b'))).toBe('client_id 不能为空')
    expect(readOAuth2Request(q('response_type=code&client_id=a'))).toBe('redirect_uri 不能为空')
  })
  it('sends every shown scope: approved true, the rest false', () => {
    expect(scopeMap(['user.read', 'user.write'], ['user.read'])).toEqual({ 'user.read': true, 'user.write': false })
    expect(scopeMap(['user.read'], [])).toEqual({ 'user.read': false })
  })
})

describe('social callback', () => {
  it('needs a code and a numeric type; Gitee’s route fixes the type', () => {
    expect(readSocialCallback(q('type=20&code=abc&state=s1&redirect=%2Findex'))).toEqual({ type: 20, code: 'abc', state: 's1', redirect: '/index' })
    expect(readSocialCallback(q('code=abc'), SOCIAL_TYPE.gitee)?.type).toBe(10)
    expect(readSocialCallback(q('type=20'))).toBeUndefined()
    expect(readSocialCallback(q('type=abc&code=x'))).toBeUndefined()
  })
  it('an unbound account goes to /bind with everything needed to bind and come back', () => {
    const url = bindUrl({ type: 20, code: 'c d', state: 's', redirect: '/survey/plan' })
    expect(url).toBe('/bind?type=20&code=c+d&state=s&redirect=%2Fsurvey%2Fplan')
    expect(readSocialCallback(new URL(url, 'http://x').searchParams)).toEqual({ type: 20, code: 'c d', state: 's', redirect: '/survey/plan' })
  })
})
