#!/usr/bin/env node
// BPMN performance (issue 4): runs src/features/bpmn/bench in Chromium (vitest browser mode) and checks the budget:
//   designer import of a 1,500-element diagram ≤ 1.15 × a bare bpmn-js Modeler (same file, same run),
//   selection → panel rendered ≤ 16 ms median, viewer highlighting 500 activities ≤ 1.1 × a bare NavigatedViewer import.
// The diagram comes from largeDiagram() in src/features/bpmn/diagram/buildDiagram.ts; a copy lands in .bench/.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'

mkdirSync('.bench', { recursive: true })
const res = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.browser.config.ts', 'src/features/bpmn/bench'], {
  env: { ...process.env, VITE_BPMN_BENCH: '1' },
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
const line = `${res.stdout}\n${res.stderr}`.split('\n').find((l) => l.includes('BPMN_BENCH_RESULT '))
if (!line) {
  console.error(res.stdout, res.stderr)
  console.error('bench: no result (see the output above)')
  process.exit(1)
}
const r = JSON.parse(line.slice(line.indexOf('BPMN_BENCH_RESULT ') + 'BPMN_BENCH_RESULT '.length))
writeFileSync('.bench/bpmn.json', JSON.stringify({ ...r, at: new Date().toISOString() }, null, 2))

const checks = [
  [
    `designer import ${r.importDesignerMs} ms vs bare Modeler ${r.importBareModelerMs} ms (${r.elements} elements)`,
    r.importRatio,
    1.15,
    '×',
  ],
  [`selection → panel median (p90 ${r.selectionToPanelP90Ms} ms)`, r.selectionToPanelMedianMs, 16, 'ms'],
  [
    `viewer highlighting ${r.highlightedElements} elements ${r.viewerHighlightedMs} ms vs bare NavigatedViewer ${r.viewerBareImportMs} ms`,
    r.viewerRatio,
    1.1,
    '×',
  ],
]
let ok = true
for (const [label, value, limit, unit] of checks) {
  const pass = value <= limit
  ok &&= pass
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}: ${value}${unit} (budget ≤ ${limit}${unit})`)
}
process.exit(ok ? 0 : 1)
