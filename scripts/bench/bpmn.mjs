#!/usr/bin/env node
// BPMN performance (issue 4): runs src/features/bpmn/bench in Chromium (vitest browser mode) and checks the budgets
// (scripts/bench/lib/budgets.mjs; exits 1 on a miss):
//   designer import of a 1,500-element diagram vs a bare bpmn-js Modeler (same file, same run),
//   selection → panel rendered and laid out (median and p90, issue 13), viewer highlighting 500 activities vs a bare
//   NavigatedViewer import.
//   issue 15: a 2 MB windows-1252 file from another tool (vendor extensions, warnings) opens in the designer vs bare
//   bpmn-js (src/features/bpmn/bench/foreign.browser.bench.tsx).
// The diagram comes from largeDiagram() in src/features/bpmn/diagram/buildDiagram.ts; a copy lands in .bench/.
// `node scripts/bench/bpmn.mjs foreign` runs only the foreign-file bench.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { BUDGETS, report } from './lib/budgets.mjs'

const B = BUDGETS.bpmn

mkdirSync('.bench', { recursive: true })
const onlyForeign = process.argv.includes('foreign')
const target = onlyForeign ? 'src/features/bpmn/bench/foreign' : 'src/features/bpmn/bench'
const res = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.browser.config.ts', target], {
  env: { ...process.env, VITE_BPMN_BENCH: '1' },
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
const output = `${res.stdout}\n${res.stderr}`.split('\n')
/** The JSON a bench printed after its tag, or exit when it printed none. */
function result(tag) {
  const line = output.find((l) => l.includes(`${tag} `))
  if (!line) {
    console.error(res.stdout, res.stderr)
    console.error(`bench: no ${tag} (see the output above)`)
    process.exit(1)
  }
  return JSON.parse(line.slice(line.indexOf(`${tag} `) + tag.length + 1))
}

const f = result('BPMN_FOREIGN_BENCH_RESULT')
writeFileSync('.bench/bpmn-foreign.json', JSON.stringify({ ...f, at: new Date().toISOString() }, null, 2))
const foreignCheck = [
  `foreign 2 MB file (${(f.fileBytes / 1024 / 1024).toFixed(2)} MB, ${f.elements} elements, ${f.notice}): designer ${f.designerMs} ms vs bare Modeler ${f.bareModelerMs} ms`,
  f.ratio,
  B.foreignRatio,
  '×',
]
const r = onlyForeign ? undefined : result('BPMN_BENCH_RESULT')
if (r) writeFileSync('.bench/bpmn.json', JSON.stringify({ ...r, at: new Date().toISOString() }, null, 2))

const checks = !r
  ? [foreignCheck]
  : [
      foreignCheck,
      [
        `designer import ${r.importDesignerMs} ms vs bare Modeler ${r.importBareModelerMs} ms (${r.elements} elements)`,
        r.importRatio,
        B.importRatio,
        '×',
      ],
      ['selection → panel rendered, median', r.selectionToPanelMedianMs, B.selectionToPanelMs, ' ms'],
      ['selection → panel rendered, p90', r.selectionToPanelP90Ms, B.selectionToPanelP90Ms, ' ms'],
      [
        `viewer highlighting ${r.highlightedElements} elements ${r.viewerHighlightedMs} ms vs bare NavigatedViewer ${r.viewerBareImportMs} ms`,
        r.viewerRatio,
        B.viewerRatio,
        '×',
      ],
    ]
process.exit(report(checks) ? 0 : 1)
