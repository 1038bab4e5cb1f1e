import { afterAll, afterEach, beforeAll, vi } from 'vitest'

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
  // Component files share one document and module graph per worker (vitest.config.ts): each starts as a fresh page —
  // the stores as they are made, empty storage, no toast of the last file's (the request layer's own and antd's static
  // ones outlive the tree that asked for them) — and what a file set going ends in it: a page's code a test set loading
  // and never waited for (a module still loading when jsdom goes is kept as failed), React work still scheduled.
  const everyStore = [
    (await import('../src/stores/app')).useApp,
    (await import('../src/stores/dict')).useDict,
    (await import('../src/stores/permission')).usePermission,
    (await import('../src/stores/session')).useSession,
    (await import('../src/stores/settings')).useSettings,
    (await import('../src/stores/tabs')).useTabs,
    (await import('../src/layout/unread')).useUnread,
  ] as { setState(state: unknown, replace: true): void; getInitialState(): unknown }[]
  const { message, notification } = await import('antd')
  beforeAll(() => {
    for (const store of everyStore) store.setState(store.getInitialState(), true)
    localStorage.clear()
    sessionStorage.clear()
    document.querySelector('.pf-toasts')?.remove()
    message.destroy()
    notification.destroy()
  })
  afterAll(async () => {
    await vi.dynamicImportSettled()
    // The scheduler runs an idle task only once everything before it has run: roots outside the tests' own (antd's
    // static toasts, the layout's rehearsal) finish while this file's document is here.
    const { unstable_scheduleCallback, unstable_IdlePriority } = await import('scheduler')
    await new Promise<void>((done) => unstable_scheduleCallback(unstable_IdlePriority, done))
  })
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
