// axe-core on the entrance with the slider captcha open (issue 12), in light and dark. The shared demo build has the
// captcha off, so this file builds and serves its own copy with it on (as portal-captcha.e2e.test.ts does).
import { spawnSync } from 'node:child_process'
import { preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousFindings } from './axe'
import { openApp } from './harness'

const OUT_DIR = 'dist-demo-captcha-a11y'
let server: PreviewServer
let base: string

beforeAll(async () => {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--logLevel', 'warn'], {
    env: { ...process.env, VITE_API_MODE: 'demo', VITE_APP_CAPTCHA_ENABLE: 'true' },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`captcha demo build failed:\n${build.stderr}`)
  server = await preview({
    mode: 'production',
    build: { outDir: OUT_DIR },
    preview: { port: 4195, strictPort: false, host: '127.0.0.1' },
  })
  base = (server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4195/portal/').replace(/\/$/, '')
}, 180_000)
afterAll(async () => {
  await server?.close()
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
