// Below the floor (issue 50): a browser that cannot run the app (no ES modules: IE; Chromium < 86) gets a short page
// in 简体中文 and English at once — forced here in today's Chromium by taking away what public/prefs.js checks — and it
// passes axe, in the dark scheme too (it keeps its own light colours).
import { afterEach, describe, it } from 'vitest'
import { seriousFindings } from './axe'
import { BELOW_THE_FLOOR, expectTooOldPage } from './browserTooOld'
import { openApp, snap, type App } from './harness'
import { expect } from 'vitest'

let app: App | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('below the floor', () => {
  for (const [name, lacking] of Object.entries(BELOW_THE_FLOOR))
    it(`${name}: the browser is too old, which browsers work, and nothing else`, async () => {
      app = await openApp()
      await app.context.addInitScript(lacking)
      await app.page.goto(app.url('/entrance'))
      await expectTooOldPage(app.page)
      await snap(app.page, `browser-too-old-${name.replace(/\W+/g, '-')}`)
      expect(await seriousFindings(app.page, 'browser-too-old', 'light')).toEqual([])
      await app.page.emulateMedia({ colorScheme: 'dark' })
      await app.page.reload()
      await expectTooOldPage(app.page)
      expect(await seriousFindings(app.page, 'browser-too-old', 'dark')).toEqual([])
    })
})
