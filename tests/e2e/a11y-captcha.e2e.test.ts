// axe-core on the entrance with the slider captcha open (issue 12), in light and dark. The shared demo build has the
// captcha off, so this file serves the captcha build (harness serveCaptchaBuild).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousFindings } from './axe'
import { openApp, serveCaptchaBuild } from './harness'

let served: Awaited<ReturnType<typeof serveCaptchaBuild>>
let base: string

beforeAll(async () => {
  served = await serveCaptchaBuild()
  base = served.base
}, 180_000)
afterAll(async () => {
  await served?.close()
})

describe('axe: the entrance with the slider captcha open', { timeout: 120_000 }, () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(scheme, async () => {
      const app = await openApp()
      try {
        await app.page.emulateMedia({ colorScheme: scheme })
        await app.page.goto(`${base}/entrance`)
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
