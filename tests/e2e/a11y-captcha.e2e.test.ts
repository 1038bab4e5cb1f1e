// axe-core on the entrance with the slider captcha open (issue 12), in light and dark. The demo build has the captcha
// off; it is switched on at start-up (config.js), as an operator does.
import { describe, expect, it } from 'vitest'
import { seriousFindings } from './axe'
import { baseUrl, openApp } from './harness'

describe('axe: the entrance with the slider captcha open', { timeout: 120_000 }, () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(scheme, async () => {
      const app = await openApp({ config: { captchaEnabled: true } })
      try {
        await app.page.emulateMedia({ colorScheme: scheme })
        await app.page.goto(`${baseUrl()}/entrance`)
        await app.page.locator('#username').fill('admin')
        await app.page.locator('#password').fill('admin123')
        await app.page.locator('button[type=submit]').first().click()
        await app.page.locator('.slider-captcha[data-status=ready]').waitFor()
        expect(await seriousFindings(app.page, 'captcha', scheme)).toEqual([])
      } finally {
        await app.close()
      }
    })
  }
})
