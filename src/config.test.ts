// Start-up settings (deploy/render.sh writes /portal/config.js): they override the build's values, and anything
// absent or malformed keeps the build's value.
import { afterEach, describe, expect, it, vi } from 'vitest'

async function moduleWith(runtime: unknown, language: 'zh-CN' | 'en' = 'zh-CN') {
  vi.resetModules()
  ;(globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__ = runtime
  await import('./messages')
  await (await import('./i18n')).startLanguage(language)
  return import('./config')
}
const configWith = async (runtime: unknown) => (await moduleWith(runtime)).config

afterEach(() => {
  delete (globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__
})

describe('runtime configuration', () => {
  it('overrides the title, the switches and the API origin', async () => {
    const { config, appTitle } = await moduleWith({
      title: '某市企业服务平台',
      apiBaseUrl: 'https://api.example.gov.cn/',
      captchaEnabled: true,
      tenantEnabled: 'false',
    })
    expect(appTitle()).toBe('某市企业服务平台')
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

  it('the site texts have a value per language; English falls back to the Chinese one given before the build’s', async () => {
    const both = { title: '某市企业服务平台', titleEn: 'City SME Platform', organiser: '某市工信局', organiserEn: 'City MIIT Bureau' }
    expect((await moduleWith(both, 'en')).appTitle()).toBe('City SME Platform')
    expect((await moduleWith(both, 'en')).siteText('organiser')).toBe('City MIIT Bureau')
    expect((await moduleWith(both, 'zh-CN')).siteText('organiser')).toBe('某市工信局')
    expect((await moduleWith({ title: '某市企业服务平台' }, 'en')).appTitle()).toBe('某市企业服务平台')
    expect((await moduleWith({}, 'en')).appTitle()).toBe('SME Public Service Platform')
    expect((await moduleWith({ titleEn: '  ' }, 'zh-CN')).appTitle()).toBe('中小企业公共服务平台')
  })

  it('turns a switch off as well as on', async () => {
    expect((await configWith({ captchaEnabled: false })).captchaEnabled).toBe(false)
    expect((await configWith({ captchaEnabled: 'true' })).captchaEnabled).toBe(true)
  })
})
