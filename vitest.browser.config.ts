import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.mjs'

// bpmn-js needs real SVG geometry: these tests run in Debian's Chromium (TOOLCHAIN.md "bpmn-js under test").
export default defineConfig({
  plugins: [react()],
  // Browser builds of the bpmn-io packages (node-style resolution would load their CommonJS builds and two preacts).
  resolve: {
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
    conditions: ['browser', 'module', 'development|production'],
  },
  optimizeDeps: {
    include: [
      'bpmnlint',
      'bpmnlint/lib/resolver/static-resolver',
      'bpmnlint/rules/label-required',
      // The app's providers (a list's search stand-in test): found late, they made Vite reload a running test.
      'react-router-dom',
      'react-dom/client',
      'antd/es/locale/en_US',
      'antd/es/locale/zh_CN',
      'dayjs/locale/zh-cn',
    ],
  },
  test: {
    // The benchmark is not a test: it runs only from scripts/bench/bpmn.mjs (VITE_BPMN_BENCH=1), never skipped in a test run.
    include: process.env.VITE_BPMN_BENCH ? ['src/features/bpmn/bench/*.browser.bench.tsx'] : ['src/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['src/features/bpmn/fixtures/setup.browser.ts'],
    testTimeout: 20000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM,
          args: CHROMIUM_ARGS,
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1400, height: 900 },
    },
  },
})
