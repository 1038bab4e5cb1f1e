import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Makes this browser look older than the floor before any of the page's scripts runs (issue 50): without ES modules
 * (IE) or without Element#replaceChildren (Chromium < 86), as public/prefs.js checks.
 */
export const BELOW_THE_FLOOR = {
  'no ES modules (IE)': () => {
    delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule
  },
  'no replaceChildren (Chromium < 86)': () => {
    delete (Element.prototype as { replaceChildren?: unknown }).replaceChildren
  },
}

/** The page says the browser is too old, in both languages, and nothing of the app is on screen. */
export async function expectTooOldPage(page: Page) {
  const message = page.locator('#browser-too-old')
  await message.waitFor()
  expect(await message.innerText()).toMatch(/浏览器版本过低[\s\S]*极速模式[\s\S]*too old[\s\S]*Speed mode/)
  expect(await page.locator('#root').isVisible()).toBe(false)
  // The app's code mounted nothing over it (main.tsx), whatever the browser managed to run of it.
  expect(await page.locator('#root > [data-boot]').count()).toBe(1)
}
