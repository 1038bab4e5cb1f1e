// prefs.js under a content-hashed name (issue 51): a reload takes it from the cache instead of revalidating it.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hashedPrefs, namePrefs } from './hashedPrefs.mjs'

const HEAD = `<template id="session-hints"></template>
    <script data-legacy="/portal/assets/legacy-x.js" src="/portal/prefs.js"></script>
    <script defer fetchpriority="high" src="/portal/config.js"></script>`

/** The plugin run as Vite runs it on a build: config, index.html, bundle. */
function build(source: string) {
  const root = mkdtempSync(join(tmpdir(), 'prefs-'))
  writeFileSync(join(root, 'prefs.js'), source)
  const plugin = hashedPrefs({ file: 'prefs.js' })
  plugin.configResolved({ root, base: '/portal/' })
  const emitted: { fileName: string; source: string }[] = []
  plugin.generateBundle.call({ emitFile: (f: { fileName: string; source: string }) => emitted.push(f) })
  return { html: plugin.transformIndexHtml.handler(HEAD), emitted }
}

describe('prefs.js under a hashed name', () => {
  it('is emitted under assets/ with its content, and index.html names that file, its other attributes kept', () => {
    const { html, emitted } = build('var a = 1')
    expect(emitted).toHaveLength(1)
    expect(emitted[0].fileName).toMatch(/^assets\/prefs-[\w-]{8}\.js$/)
    expect(emitted[0].source).toBe('var a = 1')
    expect(html).toContain(
      `<script data-legacy="/portal/assets/legacy-x.js" src="/portal/${emitted[0].fileName}"></script>`,
    )
    expect(html).not.toContain('/portal/prefs.js')
    expect(html).toContain('src="/portal/config.js"') // only prefs.js
  })

  it('another content, another name (a release is never served from the cache)', () => {
    expect(build('var a = 1').emitted[0].fileName).not.toBe(build('var a = 2').emitted[0].fileName)
    expect(build('var a = 1').emitted[0].fileName).toBe(build('var a = 1').emitted[0].fileName)
  })

  it('a page without the tag is left as it is', () => {
    expect(namePrefs('<script src="/portal/other.js"></script>', '/portal/', 'assets/prefs-x.js')).toBe(
      '<script src="/portal/other.js"></script>',
    )
  })
})
