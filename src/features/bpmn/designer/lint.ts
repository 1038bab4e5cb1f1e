// Loaded with import() only when the user turns linting on: bpmnlint stays out of the designer's first load.
// bpmnlint's Linter is used directly (not bpmn-js-bpmnlint) because that module must be wired in when the modeler is
// created, which would load the linter with every designer.
import { Linter } from 'bpmnlint'
import StaticResolver from 'bpmnlint/lib/resolver/static-resolver'
import labelRequired from 'bpmnlint/rules/label-required'
import noDisconnected from 'bpmnlint/rules/no-disconnected'
import startEventRequired from 'bpmnlint/rules/start-event-required'
import endEventRequired from 'bpmnlint/rules/end-event-required'
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split'
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows'
import fakeJoin from 'bpmnlint/rules/fake-join'
import noGatewayJoinFork from 'bpmnlint/rules/no-gateway-join-fork'
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event'
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway'
import conditionalFlows from 'bpmnlint/rules/conditional-flows'
import type Modeler from 'bpmn-js/lib/Modeler'
import { translate, type MessageKey } from '../../../i18n'

const RULES: Record<string, unknown> = {
  'label-required': labelRequired,
  'no-disconnected': noDisconnected,
  'start-event-required': startEventRequired,
  'end-event-required': endEventRequired,
  'no-implicit-split': noImplicitSplit,
  'no-duplicate-sequence-flows': noDuplicateSequenceFlows,
  'fake-join': fakeJoin,
  'no-gateway-join-fork': noGatewayJoinFork,
  'single-blank-start-event': singleBlankStartEvent,
  'superfluous-gateway': superfluousGateway,
  'conditional-flows': conditionalFlows,
}

// Our texts for the rules' reports (bpmn namespace); unknown ones keep bpmnlint's English message.
const MESSAGES: Record<string, MessageKey<'bpmn'>> = {
  'label-required': 'lintLabelRequired',
  'no-disconnected': 'lintNoDisconnected',
  'start-event-required': 'lintStartEventRequired',
  'end-event-required': 'lintEndEventRequired',
  'no-implicit-split': 'lintNoImplicitSplit',
  'no-duplicate-sequence-flows': 'lintNoDuplicateSequenceFlows',
  'fake-join': 'lintFakeJoin',
  'no-gateway-join-fork': 'lintNoGatewayJoinFork',
  'single-blank-start-event': 'lintSingleBlankStartEvent',
  'superfluous-gateway': 'lintSuperfluousGateway',
  'conditional-flows': 'lintConditionalFlows',
}

const linter = new Linter({
  config: { rules: Object.fromEntries(Object.keys(RULES).map((r) => [r, r.includes('label') ? 'warn' : 'error'])) },
  resolver: new StaticResolver(
    Object.fromEntries(Object.entries(RULES).map(([name, rule]) => [`rule:bpmnlint/${name}`, rule])),
  ),
})

export interface LintIssue {
  id: string
  rule: string
  message: string
  category: 'error' | 'warn' | string
}

interface Overlays {
  add(id: string, type: string, o: object): string
  remove(filter: { type: string }): void
}

/** Lints the diagram and draws one badge per problem element; returns the problems. */
export async function lintDiagram(modeler: Modeler): Promise<LintIssue[]> {
  const definitions = (modeler as unknown as { getDefinitions(): unknown }).getDefinitions()
  const results = (await linter.lint(definitions)) as Record<
    string,
    { id: string; message: string; category: string }[]
  >
  const issues = Object.entries(results).flatMap(([rule, reports]) =>
    reports.map((r) => ({
      id: r.id,
      rule,
      message: MESSAGES[rule] ? translate('bpmn', MESSAGES[rule]) : r.message,
      category: r.category,
    })),
  )
  showIssues(modeler, issues)
  return issues
}

export function clearIssues(modeler: Modeler) {
  modeler.get<Overlays>('overlays').remove({ type: 'sme-lint' })
}

function showIssues(modeler: Modeler, issues: LintIssue[]) {
  clearIssues(modeler)
  const overlays = modeler.get<Overlays>('overlays')
  const registry = modeler.get<{ get(id: string): unknown }>('elementRegistry')
  const byId = new Map<string, LintIssue[]>()
  for (const i of issues) if (registry.get(i.id)) byId.set(i.id, [...(byId.get(i.id) ?? []), i])
  for (const [id, list] of byId) {
    const badge = document.createElement('div')
    badge.className = `sme-lint-badge ${list.some((i) => i.category === 'error') ? 'is-error' : 'is-warn'}`
    badge.textContent = String(list.length)
    badge.title = list.map((i) => i.message).join('\n')
    overlays.add(id, 'sme-lint', { position: { top: -8, right: 8 }, html: badge })
  }
}
