/**
 * The demo API in the browser (msw service worker), started by main.tsx before the app mounts when
 * VITE_API_MODE=demo. Only ever imported in demo mode, so the test hook below never exists in a remote build.
 */
import { setupWorker } from 'msw/browser'
import { persistTo, resetDb } from './db'
import { clearFaults, injectFault, setDemoSettings, type DemoSettings } from './faults'
import { handlers } from './handlers'
import { liveHandlers } from './liveSocket'
import { lastSmsCode } from './handlers/auth'
import { captchaAnswer } from './handlers/captcha'
import { acceptsAccessToken, endSessions, expireAccessTokens } from './session'

/** Test-only hook for browser journeys: `page.evaluate(() => window.__demoApi!.injectFault({ code: 500 }))`. */
export interface DemoApiHook {
  injectFault: typeof injectFault
  clearFaults: typeof clearFaults
  /** Back to the seeded data (signs everyone out: tokens are data too). */
  reset: typeof resetDb
  /** Reads the settings, applying `patch` first: `settings({ accessTokenTtlMs: 5000 })`. */
  settings: (patch?: Partial<DemoSettings>) => DemoSettings
  /** Where the captcha piece fits for a token from /system/captcha/get. */
  captchaAnswer: typeof captchaAnswer
  /** The last SMS code "sent" (to `mobile`, if given). */
  lastSmsCode: typeof lastSmsCode
  /** Every access token expires now (refresh tokens stay valid): the next call of every tab needs a refresh. */
  expireAccessTokens: typeof expireAccessTokens
  /** Revokes every token, refresh tokens too: the session really ends. */
  endSessions: typeof endSessions
  /** Whether this tab's copy of the demo API accepts the access token (tabs share tokens a moment late). */
  acceptsAccessToken: typeof acceptsAccessToken
}

declare global {
  interface Window {
    __demoApi?: DemoApiHook
  }
}

export async function startDemoApi(): Promise<void> {
  persistTo(window.localStorage, window) // changes survive a reload and reach the other tabs
  window.__demoApi = {
    injectFault,
    clearFaults,
    reset: resetDb,
    settings: (patch = {}) => setDemoSettings(patch),
    captchaAnswer,
    lastSmsCode,
    expireAccessTokens,
    endSessions,
    acceptsAccessToken,
  }
  await setupWorker(...handlers, ...liveHandlers).start({
    // msw's worker behind what it needs that Chromium 86–91 lack (public/demoServiceWorker.js, issue 50).
    serviceWorker: { url: `${import.meta.env.BASE_URL}demoServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}
