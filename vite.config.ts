import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './deploy/compress.mjs'
import { compiledMessages } from './scripts/compiledMessages.mjs'
import { decorativeIcons } from './scripts/decorativeIcons.mjs'

/**
 * antd for the layout and list pages, with its dependencies (rc-component, cssinjs, dayjs) and the icons: one chunk
 * instead of ≈ 90 small ones, so a cold reload or a sign-in isn't a queue of requests (issue 13). Components that only
 * a few pages use stay in those pages' chunks.
 */
const ANTD_CORE = new RegExp(
  String.raw`node_modules[\/](antd[\/]es[\/](_util|style|theme|locale|config-provider|app|button|spin|tabs|radio|form|checkbox|switch|tooltip|dropdown|menu|collapse|space|popover|avatar|input|select|empty|pagination|table|tag|modal|message|notification|grid|row|col|card|alert|date-picker|drawer|badge|breadcrumb|layout|divider|typography|skeleton|result|flex|popconfirm|time-picker|calendar|watermark|affix|locale-provider)[\/]|@ant-design[\/]icons[\/])`,
)

/** Remote builds must ship no mock code: drop msw's service worker that `public/` would copy. */
function dropMockWorker(mode: string, outDir: string): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    closeBundle() {
      if (mode !== 'demo') rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

/** `npm start` prints the demo accounts under the URL, so a first-time user can sign in at once. */
function printDemoAccounts(apiMode: string): Plugin {
  return {
    name: 'print-demo-accounts',
    apply: 'serve',
    configureServer(server) {
      if (apiMode !== 'demo') return
      const printUrls = server.printUrls.bind(server)
      server.printUrls = () => {
        printUrls()
        console.log('\n  Demo API (msw) is on. Accounts: admin / admin123 · company / company123 · user / user123\n')
      }
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  const apiMode = env.VITE_API_MODE === 'demo' ? 'demo' : 'remote'
  const outDir = process.argv.includes('--outDir') ? process.argv[process.argv.indexOf('--outDir') + 1] : 'dist'
  return {
    base: '/portal/',
    plugins: [react(), decorativeIcons(), compiledMessages(), dropMockWorker(apiMode, outDir), printDemoAccounts(apiMode), precompress()],
    // Also inside pre-bundled dependencies (npm start): antd's own icons must not announce English names (issue 16).
    optimizeDeps: { rolldownOptions: { plugins: [decorativeIcons()] } },
    server: {
      host: '127.0.0.1',
      // Remote mode in dev: forward API calls to the real backend (spec §7 base path).
      proxy:
        apiMode === 'remote' && env.VITE_API_BASE_URL
          ? { '/admin-api': { target: env.VITE_API_BASE_URL, changeOrigin: true } }
          : undefined,
    },
    preview: { host: '127.0.0.1' },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          // No group for bpmn-io: a group also captures its members' dependencies (clsx, which antd shares), which put a
          // 575 kB bpmn chunk on the entrance. The designer and viewer routes split bpmn-js off by themselves.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
              {
                name: 'antd',
                test: ANTD_CORE,
              },
            ],
          },
        },
      },
    },
  }
})
