import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './deploy/compress.mjs'
import { compiledMessages } from './scripts/compiledMessages.mjs'
import { dropUnusedAntd } from './scripts/antdCss.mjs'
import { decorativeIcons } from './scripts/decorativeIcons.mjs'
import { barrelImports } from './scripts/barrelImports.mjs'
import { sessionHints } from './scripts/sessionHints.mjs'
import { legacyBrowsers } from './scripts/legacyBrowsers.mjs'
import { hashedPrefs } from './scripts/hashedPrefs.mjs'

/**
 * antd for the layout and list pages: the antd modules the shell, antd's providers and the list framework import
 * (LAYOUT_ROOTS), found from the module graph (appChunks). Components and icons that only some pages use stay with those
 * pages (imported one by one: scripts/barrelImports.mjs).
 */
const ANTD = /node_modules[\\/]antd[\\/]/

/**
 * What those antd modules build on (rc-component, cssinjs, dayjs, the icons they use): a chunk of its own,
 * ≈ 550 kB beside antd's ≈ 520 kB. V8 compiles each script on a background thread while it arrives; one 1 MB chunk
 * kept one thread busy ≈ 100 ms with the main thread idle, two compile side by side (sign-in with Enter at once, p90
 * 504 → 380 ms in turns). antd's modules import these, never the other way: no cycle between the chunks.
 */
const ANTD_BASE = /node_modules[\\/](?!antd[\\/])/

/** The shell, antd's providers and the list framework: what a signed-in page needs besides its own code. */
const LAYOUT_ROOTS = ['src/layout/Shell.tsx', 'src/components/AntdProviders.tsx', 'src/components/crud/index.ts']

/**
 * Fewer, larger chunks where a user waits (issue 23): rolldown splits the app's own modules by who shares them, so a
 * reload or a sign-in asked for ≈ 20 chunks of 0.1–60 kB after the session's calls, queued on HTTP/1.1's six
 * connections. Five groups besides `antd` and `antdBase` (ANTD, ANTD_BASE), found from the module graph at the end of the
 * build:
 * - `boot`: what the entry imports (main.tsx's static imports) — the entrance's first wave;
 * - `request`: the request layer (axios and its interceptors), loaded on the first call: the session's calls wait for
 *   it alone;
 * - `entrance`: what the entrance's page adds (the sign-in forms);
 * - `prefetch`: what the list pages' light first-data modules (a view's prefetch.ts) add, so a reload's first rows
 *   are asked for beside the session's calls, not after the layout's chunk;
 * - `layout`: what the shell, antd's providers and the list framework add to the rest.
 * Each group takes its modules' dependencies too (rolldown's default, which keeps the execution order); the higher
 * groups come first, so the layout's chunk never takes a module the entrance needs before its form works.
 */
function appChunks(): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean; priority: number }[] } {
  const sets = {
    antd: new Set<string>(),
    antdBase: new Set<string>(),
    boot: new Set<string>(),
    request: new Set<string>(),
    entrance: new Set<string>(),
    prefetch: new Set<string>(),
    layout: new Set<string>(),
  }
  const plugin: Plugin = {
    name: 'app-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const find = (...suffixes: string[]) =>
        ids.filter((id) => suffixes.some((s) => id.replace(/\\/g, '/').endsWith(s)))
      const closure = (roots: string[], without = new Set<string>()) => {
        const seen = new Set<string>()
        const stack = [...roots]
        while (stack.length) {
          const id = stack.pop()!
          if (seen.has(id) || without.has(id)) continue
          seen.add(id)
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return seen
      }
      // Each group is what its roots add to the groups before it.
      for (const set of Object.values(sets)) set.clear()
      const taken = () => new Set(Object.values(sets).flatMap((set) => [...set]))
      const layoutRoots = find(...LAYOUT_ROOTS)
      const layoutAll = closure(layoutRoots) // everything the layout needs, whichever group takes it
      sets.antd = new Set([...layoutAll].filter((id) => ANTD.test(id)))
      sets.antdBase = new Set([...closure([...sets.antd])].filter((id) => ANTD_BASE.test(id)))
      const entranceRoots = find('src/features/portal/pages/Entrance.tsx')
      sets.boot = closure(find('src/main.tsx'), taken())
      sets.request = closure(find('src/api/http/instance.ts'), taken())
      // What the entrance and the shell share (the language switch, 关怀模式, the skip link) goes with the boot chunk:
      // on a reload the shell would otherwise wait for the entrance's chunk and stylesheet (two more requests in the
      // queue; reload median 384 → 360 ms in turns).
      const shared = [...closure(entranceRoots)].filter((id) => layoutAll.has(id))
      for (const id of closure(shared, taken())) sets.boot.add(id)
      sets.entrance = closure(entranceRoots, taken())
      sets.prefetch = closure(
        ids.filter((id) => /[\\/]src[\\/]views[\\/].+[\\/]prefetch\.ts$/.test(id)),
        taken(),
      )
      sets.layout = closure(layoutRoots, taken())
    },
  }
  const group = (name: keyof typeof sets, priority: number) => ({
    name,
    priority,
    test: (id: string) => sets[name].has(id),
  })
  return {
    plugin,
    groups: [
      group('antdBase', 10),
      group('antd', 9),
      group('boot', 8),
      group('request', 7),
      group('entrance', 6),
      group('prefetch', 5),
      group('layout', 4),
    ],
  }
}

/** Remote builds must ship no mock code: drop msw's service worker that `public/` would copy. */
function dropMockWorker(mode: string, outDir: string): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    closeBundle() {
      if (mode !== 'demo')
        for (const worker of ['mockServiceWorker.js', 'demoServiceWorker.js']) rmSync(resolve(outDir, worker), { force: true })
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
  const app = appChunks()
  const outDir = process.argv.includes('--outDir') ? process.argv[process.argv.indexOf('--outDir') + 1] : 'dist'
  return {
    base: '/portal/',
    plugins: [
      react(),
      app.plugin,
      barrelImports(),
      decorativeIcons(),
      compiledMessages(),
      // A reload with a session asks for these from <head> (public/prefs.js), beside the boot's scripts: first what the
      // session's calls and the first page's data wait for, then the layout's chunks and stylesheet.
      sessionHints({
        roots: [
          'src/api/http/instance.ts',
          /\/src\/views\/.+\/prefetch\.ts$/,
          /\/src\/messages\/entrance\.(?<lang>[^.]+)\.ts$/,
          ...LAYOUT_ROOTS,
          /\/src\/messages\/app\.(?<lang>[^.]+)\.ts$/,
        ],
      }),
      // Chromium 86–98 (issue 50): a polyfill script and legacy stylesheets, loaded by prefs.js only there.
      legacyBrowsers(),
      // After the two above, which find prefs.js's tag by its plain name: a reload takes it from the cache (issue 51).
      hashedPrefs(),
      dropMockWorker(apiMode, outDir),
      printDemoAccounts(apiMode),
      precompress(),
    ],
    // antd's stylesheet without the components the app never renders (scripts/antdCss.mjs).
    css: { postcss: { plugins: [dropUnusedAntd()] } },
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
      // The floor (issue 50): Chromium 86 parses every chunk (class static blocks and `#x in` are lowered; nothing
      // else of ES2022 needs it). Its stylesheets are made apart (legacyCss), so today's browsers' stay as they were.
      target: 'chrome86',
      cssTarget: 'es2022',
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          // No group for bpmn-io: a group also captures its members' dependencies (clsx, which antd shares), which put a
          // 575 kB bpmn chunk on the entrance. The designer and viewer routes split bpmn-js off by themselves.
          codeSplitting: {
            groups: [
              {
                // With the syntax helpers Chromium 86's target adds to classes (oxc's defineProperty …, issue 50):
                // every chunk uses them, and a group below would take them along (antdBase did: onto the entrance).
                name: 'react',
                priority: 11,
                test: (id: string) =>
                  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(id) ||
                  id.startsWith('\0@oxc-project+runtime'),
              },
              ...app.groups,
            ],
          },
        },
      },
    },
  }
})
