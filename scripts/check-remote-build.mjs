// A remote-mode build must ship no mock code (issue 2): no msw in any asset, no service worker file.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.argv[2] ?? 'dist'
const files = []
const walk = (d) => readdirSync(d).forEach((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : files.push(join(d, f))))
walk(dir)
const offenders = files.filter(
  (f) => f.endsWith('mockServiceWorker.js') || (/\.(js|html)$/.test(f) && /\bmsw\b|setupWorker|mockServiceWorker|__demoApi/.test(readFileSync(f, 'utf8'))),
)
if (offenders.length) {
  console.error(`Mock code found in the remote build:\n${offenders.join('\n')}`)
  process.exit(1)
}
console.log(`Remote build is clean: ${files.length} files, no mock code.`)
