// @vitest-environment jsdom
// The tenant looked up ahead of the sign-in (issue 23), through the real request layer against the demo API (msw/node).
import { http as mock, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bindFeedback } from '../../api/http/feedback'
import { server } from '../../mocks/node'
import { local, STORAGE_KEYS } from '../../utils/storage'
import { applyTenantName, lookUpTenantAhead } from './tenant'

const feedback = { error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) }
let unbind: () => void
let lookUps: string[]
beforeEach(() => {
  unbind = bindFeedback(feedback)
  lookUps = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/get-id-by-name')) lookUps.push(new URL(request.url).searchParams.get('name')!)
  })
})
afterEach(() => {
  unbind()
  server.events.removeAllListeners()
  vi.clearAllMocks()
})

const LOOK_UP = '*/admin-api/system/tenant/get-id-by-name'

describe('the tenant looked up ahead of the sign-in', () => {
  it('spares the sign-in its round trip: one look-up for the name, its id applied at sign-in', async () => {
    lookUpTenantAhead(' 芋道源码 ')
    lookUpTenantAhead('芋道源码') // asked once per name
    expect(await applyTenantName('芋道源码')).toBe(true)
    expect(lookUps).toEqual(['芋道源码'])
    expect(local.get(STORAGE_KEYS.tenantId)).toBe('1')
  })

  it('a name changed since is looked up at sign-in', async () => {
    lookUpTenantAhead('中小企业公共服务平台')
    expect(await applyTenantName('不存在的租户')).toBe(false)
    expect(lookUps).toEqual(['中小企业公共服务平台', '不存在的租户'])
  })

  it('fails without a word and without retrying; the sign-in asks again and says why', async () => {
    let calls = 0
    server.use(
      mock.get(LOOK_UP, () => {
        calls++
        return new HttpResponse('<html>502 Bad Gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        })
      }),
    )
    lookUpTenantAhead('一个网关坏了的租户')
    await vi.waitFor(() => expect(calls).toBe(1))
    server.resetHandlers()
    // The sign-in waits for the failed look-up, then asks the (now healthy) demo API itself, which knows no such tenant.
    expect(await applyTenantName('一个网关坏了的租户')).toBe(false)
    expect(lookUps).toEqual(['一个网关坏了的租户', '一个网关坏了的租户'])
    // Quiet: the 502 said nothing and was not sent again.
    expect(calls).toBe(1)
    expect(feedback.error).not.toHaveBeenCalled()
    expect(feedback.notifyError).not.toHaveBeenCalled()
  })

  it('a failure at sign-in itself is said aloud', async () => {
    server.use(mock.get(LOOK_UP, () => HttpResponse.error()))
    await expect(applyTenantName('苏州')).rejects.toThrow()
    await vi.waitFor(() => expect(feedback.error).toHaveBeenCalled())
  })
})
