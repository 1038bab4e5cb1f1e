import { defineConfig } from 'vitest/config'

// Browser journeys: Debian's Chromium (playwright-core) against the demo production build in dist-demo.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/serve.ts'],
    // Three journey files at a time: each waits on its browser much of the time, so more files keep a 2-core machine's
    // cores busy (journeys 12.3 min one at a time, 8.4–11 with two, 9.0 with three at 0–5 % idle CPU). Each file opens
    // its own browser; the demo build's nginx is shared (static files), a remote stack (tests/e2e/remote.ts) is each
    // file's own, on free ports.
    fileParallelism: true,
    maxWorkers: 3,
    // Limits for a busy 2-core CI machine; the journeys wait for states, so a generous limit costs a passing run nothing.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll waits for a state like a locator does (Playwright's 30 s), not vitest's default 1 s.
    expect: { poll: { timeout: 30_000 } },
  },
})
