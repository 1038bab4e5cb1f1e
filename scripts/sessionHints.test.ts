// The session hints (issue 23): which chunks and stylesheets a reload with a session asks for from <head>, and in what
// order; and index.html as the plugin writes it.
import type { OutputBundle } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { sessionHintLinks, sessionHints } from './sessionHints.mjs'

/** A bundle as Rolldown hands it over, reduced to what the plugin reads. */
function bundle(chunks: { file: string; modules: string[]; imports?: string[]; css?: string[]; entry?: boolean }[]): OutputBundle {
  return Object.fromEntries(
    chunks.map((c) => [
      c.file,
      {
        type: 'chunk',
        fileName: c.file,
        isEntry: !!c.entry,
        moduleIds: c.modules.map((m) => `/repo/${m}`),
        imports: c.imports ?? [],
        viteMetadata: { importedCss: new Set(c.css ?? []), importedAssets: new Set() },
      },
    ]),
  ) as unknown as OutputBundle
}

const APP = bundle([
  { file: 'index.js', modules: ['src/main.tsx'], imports: ['react.js', 'boot.js'], css: ['boot.css'], entry: true },
  { file: 'react.js', modules: ['node_modules/react/index.js'] },
  { file: 'boot.js', modules: ['src/App.tsx'], imports: ['react.js'] },
  { file: 'request.js', modules: ['src/api/http/instance.ts'], imports: ['boot.js'] },
  { file: 'prefetch.js', modules: ['src/views/infra/config/prefetch.ts', 'src/views/system/user/prefetch.ts'], imports: ['request.js'] },
  { file: 'layout.js', modules: ['src/layout/Shell.tsx'], imports: ['antd.js', 'react.js'], css: ['layout.css'] },
  { file: 'antd.js', modules: ['node_modules/antd/es/index.js'], imports: ['antdBase.js'] },
  { file: 'antdBase.js', modules: ['node_modules/@rc-component/util/index.js'] },
  { file: 'app.zh-CN.js', modules: ['src/messages/app.zh-CN.ts'] },
  { file: 'app.en.js', modules: ['src/messages/app.en.ts'] },
  { file: 'page.js', modules: ['src/views/infra/config/index.tsx'], imports: ['layout.js'] },
])
const ROOTS = ['src/api/http/instance.ts', /\/src\/views\/.+\/prefetch\.ts$/, 'src/layout/Shell.tsx', /\/app\.(?<lang>[^.]+)\.ts$/]

describe('sessionHintLinks', () => {
  it('lists each root’s chunk and what it imports, in the roots’ order, less what index.html loads already', () => {
    expect(sessionHintLinks(APP, { roots: ROOTS, base: '/portal/' })).toEqual([
      { href: '/portal/request.js', as: 'script' },
      { href: '/portal/prefetch.js', as: 'script' },
      { href: '/portal/layout.css', as: 'style' },
      { href: '/portal/layout.js', as: 'script' },
      { href: '/portal/antd.js', as: 'script' },
      { href: '/portal/antdBase.js', as: 'script' },
      { href: '/portal/app.zh-CN.js', as: 'script', lang: 'zh-CN' },
      { href: '/portal/app.en.js', as: 'script', lang: 'en' },
    ])
  })

  it('names no page a root does not lead to', () => {
    const hrefs = sessionHintLinks(APP, { roots: ROOTS, base: '/' }).map((l) => l.href)
    expect(hrefs).not.toContain('/page.js')
    expect(hrefs).not.toContain('/boot.js')
  })

  it('fails the build when a root is in no chunk (a moved module must not silently drop its hint)', () => {
    expect(() => sessionHintLinks(APP, { roots: ['src/layout/Gone.tsx'], base: '/' })).toThrow(/Gone\.tsx/)
  })
})

describe('sessionHints in index.html', () => {
  const html = `<head>\n    <script src="/portal/prefs.js"></script>\n    <script type="module" src="/portal/assets/index.js"></script>\n</head>`
  const transform = (page: string) => {
    const plugin = sessionHints({ roots: ROOTS })
    ;(plugin.configResolved as (c: { base: string }) => void)({ base: '/portal/' })
    const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: { bundle?: OutputBundle }) => string | undefined }
    return hook.handler(page, { bundle: APP })
  }

  it('writes them inert (a <template>) just before prefs.js, which reads them', () => {
    const out = transform(html)!
    expect(out.indexOf('<template id="session-hints">')).toBeLessThan(out.indexOf('prefs.js'))
    expect(out).toContain('<link rel="preload" as="style" crossorigin href="/portal/layout.css">')
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/portal/app.en.js" data-lang="en">')
  })

  it('fails the build when index.html no longer loads prefs.js', () => {
    expect(() => transform('<head></head>')).toThrow(/prefs\.js/)
  })
})
