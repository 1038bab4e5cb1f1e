import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from '../../chromium.mjs'

/**
 * A fresh Chromium profile with the HTTP cache off: one cold visit of a bench. Returns the page, its CDP session
 * (network enabled) and `close()`, which also removes the profile.
 */
export async function coldPage() {
  const dir = mkdtempSync(join(tmpdir(), 'sme-bench-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
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
