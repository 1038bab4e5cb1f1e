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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  clearFaults()
  resetDb()
  if (typeof localStorage !== 'undefined') localStorage.clear()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
})
afterAll(() => server.close())
