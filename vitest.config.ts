import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// Pure units (*.test.ts) run in node; components (*.test.tsx) in jsdom. Browser-mode and e2e have their own configs.
export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Both cores: vitest's default on a 2-core machine is one worker (≈ 3 m 15 s here against ≈ 2 m 30 s with two).
    maxWorkers: 2,
    // One module graph per worker, not one per file: importing antd, the demo API and the messages again for each of
    // 119 files was half the run (units 236 → 110 s). tests/setup.ts puts back what a file may leave behind (stores,
    // storage, the demo database, msw's handlers).
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: ['**/*.browser.test.*', 'node_modules/**'] },
      },
      {
        extends: true,
        // jsdom + antd are slow on a busy 2-core machine: generous limits keep the suite honest, not flaky.
        test: { name: 'dom', environment: 'jsdom', testTimeout: 20_000, include: ['src/**/*.test.tsx'], exclude: ['**/*.browser.test.*', 'node_modules/**'] },
      },
    ],
  },
})
