import { useEffect, useState } from 'react'
import type Modeler from 'bpmn-js/lib/Modeler'
import type CommandStack from 'diagram-js/lib/command/CommandStack'
import type EventBus from 'diagram-js/lib/core/EventBus'
import { writeDraft } from './draft'

/** The draft is written this long after the last edit. */
const DRAFT_DELAY = 1000

/**
 * The designer's state that follows the modeler's events: whether undo / redo can run, whether the token simulation
 * is on; and the draft, written a moment after each edit (an import is no edit).
 */
export function useEditState(modeler: Modeler, saveXML: () => Promise<string>, draftKey: string) {
  const [history, setHistory] = useState({ canUndo: false, canRedo: false })
  const [simulating, setSimulating] = useState(false)
  useEffect(() => {
    const eventBus = modeler.get<EventBus>('eventBus')
    const commandStack = modeler.get<CommandStack>('commandStack')
    let draftTimer: ReturnType<typeof setTimeout> | undefined
    const onStack = (e: { trigger?: string }) => {
      const canUndo = commandStack.canUndo()
      const canRedo = commandStack.canRedo()
      // unchanged availability (every import clears the stack) must not re-render the designer
      setHistory((h) => (h.canUndo === canUndo && h.canRedo === canRedo ? h : { canUndo, canRedo }))
      if (e.trigger === 'clear') return // an import, not an edit
      clearTimeout(draftTimer)
      draftTimer = setTimeout(
        () =>
          saveXML().then(
            (x) => writeDraft(draftKey, x),
            () => undefined,
          ),
        DRAFT_DELAY,
      )
    }
    const onSimulation = (e: { active: boolean }) => setSimulating(e.active)
    eventBus.on<{ trigger?: string }>('commandStack.changed', onStack)
    eventBus.on<{ active: boolean }>('tokenSimulation.toggleMode', onSimulation)
    return () => {
      clearTimeout(draftTimer)
      eventBus.off('commandStack.changed', onStack as never)
      eventBus.off('tokenSimulation.toggleMode', onSimulation as never)
    }
  }, [modeler, saveXML, draftKey])
  return { history, simulating }
}
