import { describe, expect, it } from 'vitest'
import { clearFaults, injectFault } from './faults'
import { BASE, call, login, raw } from './testClient'

const COUNT = '/system/notify-message/get-unread-count'

describe('fault injection', () => {
  it('answers the next N calls with the given envelope code, then lets calls through', async () => {
    const { accessToken: token } = await login('user', 'user123')
    injectFault({ code: 500, times: 2 })
    expect(await call('GET', COUNT, { token })).toEqual({ code: 500, msg: '系统异常', data: null })
    expect(await call('GET', COUNT, { token })).toMatchObject({ code: 500 })
    expect(await call('GET', COUNT, { token })).toEqual({ code: 0, msg: '', data: 8 })
  })

  it('uses yudao texts for the spec §8 codes and takes a custom message', async () => {
    injectFault({ code: 901 })
    injectFault({ code: 501 })
    injectFault({ code: 1234, msg: '自定义错误' })
    injectFault({ code: 401 })
    const path = '/system/auth/logout'
    expect(await call('POST', path)).toMatchObject({ code: 901, msg: '演示模式，禁止写操作' })
    expect(await call('POST', path)).toMatchObject({ code: 501, msg: '功能未实现/未开启' })
    expect(await call('POST', path)).toMatchObject({ code: 1234, msg: '自定义错误' })
    expect(await call('POST', path)).toMatchObject({ code: 401, msg: '账号未登录' })
    expect(await call('POST', path)).toMatchObject({ code: 0 })
  })

  it('only hits calls whose path matches a string or RegExp', async () => {
    const { accessToken: token } = await login('user', 'user123')
    injectFault({ code: 401, path: '/system/auth/get-permission-info', times: Infinity })
    injectFault({ code: 500, path: /notify-message\/get-unread/ })
    expect((await call('GET', '/system/dict-data/list-all-simple', { token })).code).toBe(0)
    expect((await call('GET', COUNT, { token })).code).toBe(500)
    expect((await call('GET', COUNT, { token })).code).toBe(0)
    for (let i = 0; i < 3; i++)
      expect((await call('GET', '/system/auth/get-permission-info', { token })).code).toBe(401)
    clearFaults()
    expect((await call('GET', '/system/auth/get-permission-info', { token })).code).toBe(0)
  })

  it('can be withdrawn before it fires', async () => {
    const withdraw = injectFault({ code: 500 })
    withdraw()
    expect((await call('POST', '/system/auth/logout')).code).toBe(0)
  })

  it('fails at the network level', async () => {
    injectFault({ network: true })
    await expect(fetch(`${BASE}/system/auth/logout`, { method: 'POST' })).rejects.toThrow(TypeError)
    expect((await call('POST', '/system/auth/logout')).code).toBe(0)
  })

  it('hangs until the client gives up', async () => {
    injectFault({ hang: true })
    const started = Date.now()
    await expect(
      fetch(`${BASE}/system/auth/logout`, { method: 'POST', signal: AbortSignal.timeout(100) }),
    ).rejects.toThrow()
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)
  })

  it('can answer late instead of never', async () => {
    injectFault({ hang: true, ms: 50 })
    const started = Date.now()
    expect((await (await raw('POST', '/system/auth/logout')).json()).code).toBe(0)
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
  })
})
