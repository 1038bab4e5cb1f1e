// axe-core 4 in a journey's page (issue 12): WCAG 2.0/2.1 A and AA, serious and critical findings only.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { snap } from './harness'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

interface AxeNode {
  target: unknown[]
  html: string
  failureSummary?: string
}
interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: AxeNode[]
}

/**
 * Waits until the page has stopped moving (antd fades/slides in), then runs axe on the whole document in the colour
 * scheme `scheme` (checked on <html data-theme>); returns one line per serious or critical finding and prints them.
 */
export async function seriousFindings(page: Page, name: string, scheme: 'light' | 'dark'): Promise<string[]> {
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme)
  const label = `${scheme}-${name}`
  const asked = Date.now()
  // Finite animations and transitions only: a spinner that loops forever never "finishes", and one that follows a
  // scroller (a list table's shadow, listTable.css) runs as long as the scroller is there but moves only with it.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity || a.timeline instanceof ScrollTimeline,
      ),
  )
  const started = Date.now()
  // Evaluated by the test driver, not added as a <script>: the page's CSP (script-src 'self') refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (
          window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: AxeViolation[] }> } }
        ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      ).violations,
    TAGS,
  )
  const lines = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}) ${JSON.stringify(n.target)} ${n.html.slice(0, 160)} — ${(n.failureSummary ?? v.help).split('\n').slice(1).join(' ').trim()}`,
      ),
    )
  console.log(`[axe] ${label}: ${lines.length} serious/critical (still after ${started - asked} ms, axe ${Date.now() - started} ms)${lines.length ? `\n  ${lines.join('\n  ')}` : ''}`)
  if (lines.length) await snap(page, `a11y-${label.replace(/\W+/g, '-')}`).catch(() => undefined)
  return lines
}
