import { afterAll, afterEach, beforeAll } from 'vitest'

// jsdom lacks what antd reads at import time.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  // findBy*/waitFor default to 1 s, too short under a loaded CI machine.
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 5000 })
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.scrollTo = () => {}
  // Unmount what a test rendered (testing-library only does this by itself with vitest globals on).
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
}

// Components speak 简体中文 in tests, as the spec writes them (jsdom's browser says en-US): every group loaded up front.
await import('../src/messages')
await (await import('../src/i18n')).startLanguage('zh-CN', 'app', 'bpmn')

// One demo API for every test: the same msw handlers the running app uses.
const { server } = await import('../src/mocks/node')
const { resetDb } = await import('../src/mocks/db')
const { clearFaults } = await import('../src/mocks/faults')

// Test files share one module graph per worker (isolate: false, vitest.config.ts): each file starts with the stores as
// a fresh page has them, whatever the file before it signed in, opened or switched.
const everyStore = [
  (await import('../src/stores/app')).useApp,
  (await import('../src/stores/dict')).useDict,
  (await import('../src/stores/permission')).usePermission,
  (await import('../src/stores/session')).useSession,
  (await import('../src/stores/settings')).useSettings,
  (await import('../src/stores/tabs')).useTabs,
  (await import('../src/layout/unread')).useUnread,
] as { setState(state: unknown, replace: true): void; getInitialState(): unknown }[]

beforeAll(() => {
  for (const store of everyStore) store.setState(store.getInitialState(), true)
  if (typeof localStorage !== 'undefined') localStorage.clear()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  clearFaults()
  resetDb()
  if (typeof localStorage !== 'undefined') localStorage.clear()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
})
afterAll(() => server.close())
