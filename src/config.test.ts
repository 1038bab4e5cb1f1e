// Start-up settings (deploy/render.sh writes /portal/config.js): they override the build's values, and anything
// absent or malformed keeps the build's value.
import { afterEach, describe, expect, it, vi } from 'vitest'

async function configWith(runtime: unknown) {
  vi.resetModules()
  ;(globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__ = runtime
  return (await import('./config')).config
}

afterEach(() => {
  delete (globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__
})

describe('runtime configuration', () => {
  it('overrides the title, the switches and the API origin', async () => {
    const config = await configWith({
      title: '某市企业服务平台',
      apiBaseUrl: 'https://api.example.gov.cn/',
      captchaEnabled: true,
      tenantEnabled: 'false',
    })
    expect(config.appTitle).toBe('某市企业服务平台')
    expect(config.apiBaseUrl).toBe('https://api.example.gov.cn/admin-api/')
    expect(config.captchaEnabled).toBe(true)
    expect(config.tenantEnabled).toBe(false)
  })

  it('keeps the build values when the file sets nothing, or nonsense', async () => {
    const built = await configWith(undefined)
    for (const runtime of [{}, { title: '  ', apiBaseUrl: 42, captchaEnabled: 'yes', tenantEnabled: null }, 'oops']) {
      const config = await configWith(runtime)
      expect(config).toEqual(built)
    }
  })

  it('turns a switch off as well as on', async () => {
    expect((await configWith({ captchaEnabled: false })).captchaEnabled).toBe(false)
    expect((await configWith({ captchaEnabled: 'true' })).captchaEnabled).toBe(true)
  })
})
