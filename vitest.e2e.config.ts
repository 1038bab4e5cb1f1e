import { defineConfig } from 'vitest/config'

// Browser journeys: Debian's Chromium (playwright-core) against the demo production build in dist-demo.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/serve.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
