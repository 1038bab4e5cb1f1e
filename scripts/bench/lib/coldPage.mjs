import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from '../../chromium.mjs'

/**
 * A fresh Chromium profile with the HTTP cache off: one cold visit of a bench. Returns the page, its CDP session
 * (network enabled) and `close()`, which also removes the profile.
 *
 * No media emulation (colour scheme, reduced motion, forced colours, contrast: Playwright emulates `light` and the rest
 * by default, over DevTools): a user's browser has none, and when a navigation closes the old document's DevTools
 * session, Chromium lifts the emulation and restyles that whole document before it unloads — on a reload of a list page
 * 24 ms of style recalculation (705 elements under antd's stylesheet) between the answer for the new document and its
 * commit; the new document waited 35–80 ms after navigation start instead of 15–20 (issue 51, 6 reloads each way).
 * Headless Chromium's own preferences are light, no-preference, none and no-preference anyway.
 */
export async function coldPage() {
  const dir = mkdtempSync(join(tmpdir(), 'sme-bench-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    colorScheme: null,
    reducedMotion: null,
    forcedColors: null,
    contrast: null,
  })
  const close = async () => {
    await context.close()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    return { page, cdp, close }
  } catch (error) {
    await close()
    throw error
  }
}
