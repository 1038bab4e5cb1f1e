#!/usr/bin/env node
// `npm run bench`: runs every benchmark in scripts/bench/ (each is a script of its own: add a file, it is picked up).
// Only the .mjs files directly in scripts/bench/ are benches; what they share (budgets.mjs) lives in scripts/bench/lib/.
//   npm run bench                 all of them, one after the other
//   npm run bench -- --list       list them
//   npm run bench -- entrance     only the named ones (other arguments are passed on, e.g. -- entrance --runs 3)
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = dirname(fileURLToPath(import.meta.url))
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && f !== basename(fileURLToPath(import.meta.url)))
  .map((f) => f.replace(/\.mjs$/, ''))
  .sort()

const args = process.argv.slice(2)
if (args.includes('--list')) {
  console.log(all.join('\n'))
  process.exit(0)
}
// Names of benchmarks choose them; everything else (`--runs 3`, `--no-build`) is passed to each.
const names = args.filter((a) => all.includes(a))
const chosen = names.length ? names : all
const passThrough = args.filter((a) => !all.includes(a))

const results = []
for (const name of chosen) {
  console.log(`\n=== bench: ${name}`)
  const started = Date.now()
  const res = spawnSync(process.execPath, [join(dir, `${name}.mjs`), ...passThrough], { stdio: 'inherit' })
  results.push({ name, ok: res.status === 0, s: ((Date.now() - started) / 1000).toFixed(1) })
}
console.log('\n=== bench summary')
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.s} s)`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
