import { useEffect, useState } from 'react'
import type Modeler from 'bpmn-js/lib/Modeler'
import type EventBus from 'diagram-js/lib/core/EventBus'
import { onLanguageChange } from '../../../i18n'

/** Lint runs this long after the last edit. */
const LINT_DELAY = 300

/** The designer's lint: on demand, re-run after edits; bpmnlint is loaded only when first turned on. */
export function useDiagramLint(modeler: Modeler) {
  const [lint, setLint] = useState<{ on: boolean; count: number }>({ on: false, count: 0 })
  useEffect(() => {
    if (!lint.on) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let alive = true
    const run = () =>
      import('./lint').then(async ({ lintDiagram }) => {
        const issues = await lintDiagram(modeler)
        if (alive) setLint((l) => ({ ...l, count: issues.length }))
      })
    const onChange = () => {
      clearTimeout(timer)
      timer = setTimeout(run, LINT_DELAY)
    }
    const eventBus = modeler.get<EventBus>('eventBus')
    eventBus.on(['commandStack.changed', 'import.done'], onChange)
    const offLanguage = onLanguageChange(onChange) // the badges' texts in the new language
    run()
    return () => {
      alive = false
      offLanguage()
      clearTimeout(timer)
      eventBus.off(['commandStack.changed', 'import.done'], onChange)
      import('./lint').then(({ clearIssues }) => clearIssues(modeler))
    }
  }, [lint.on, modeler])
  return [lint, setLint] as const
}
