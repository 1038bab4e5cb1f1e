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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.*', 'node_modules/**'],
          // After the components (groupOrder), one fresh worker per file: React work a test left scheduled would run in
          // whatever file came next.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // jsdom + antd are slow on a busy 2-core machine: generous limits keep the suite honest, not flaky.
        test: {
          name: 'dom',
          environment: 'jsdom',
          testTimeout: 20_000,
          include: ['src/**/*.test.tsx'],
          exclude: ['**/*.browser.test.*', 'node_modules/**'],
          // One document and module graph per worker, not one per file: jsdom, antd, the demo API and the messages made
          // again for each of 49 files were half the run (185 → 85 s). tests/setup.ts puts back what a file may leave
          // behind (stores, storage, toasts, pending imports and React work, the demo database, msw's handlers).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
})
