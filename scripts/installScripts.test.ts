// A newcomer's `npm install` ends without a warning (issue 46): every dependency's install script is allowed or denied
// in package.json's allowScripts (npm 11.16+). msw's postinstall is denied — it only copies its service worker into
// public/, and that file is committed — so the committed worker must be the installed msw's own.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const constant = (source: string, name: string) => new RegExp(`const ${name} = '([^']*)'`).exec(source)?.[1]

describe('install scripts', () => {
  it('npm install has no install script left unreviewed (it would warn "not yet covered by allowScripts")', () => {
    const out = execFileSync('npm', ['install-scripts', 'ls', '--json'], { encoding: 'utf8' })
    const pending = (JSON.parse(out) as { allowScripts: { name: string }[] }).allowScripts.map((p) => p.name)
    expect(pending).toEqual([])
  })

  it('public/mockServiceWorker.js is the worker of the installed msw (else run `npx msw init public`)', () => {
    const committed = readFileSync('public/mockServiceWorker.js', 'utf8')
    const installed = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8')
    const { version } = JSON.parse(readFileSync(require.resolve('msw/package.json'), 'utf8')) as { version: string }
    expect(constant(committed, 'PACKAGE_VERSION')).toBe(version)
    expect(constant(committed, 'INTEGRITY_CHECKSUM')).toBe(constant(installed, 'INTEGRITY_CHECKSUM'))
    expect(committed).toBe(installed)
  })
})
