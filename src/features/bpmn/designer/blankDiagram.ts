import { namespaceUri, type Prefix } from '../moddle/dialects'
import { buildDiagram } from '../../../domain/buildDiagram'
import { translate } from '../../../i18n'

/** spec §9: default process id and name of a new diagram. */
export const defaultProcessId = () => `Process_${Date.now()}`
/** In the interface's language when the diagram is drawn (then it is the diagram's own text). */
export const defaultProcessName = () => translate('bpmn', 'defaultProcessName')

/** A diagram with one start event, in the dialect's namespace. */
export function blankDiagram(prefix: Prefix, processId?: string, processName?: string): string {
  return buildDiagram(
    {
      id: processId || defaultProcessId(),
      name: processName || defaultProcessName(),
      nodes: [{ id: 'StartEvent_1', type: 'startEvent', name: translate('bpmn', 'startEventName'), x: 198, y: 178 }],
      flows: [],
    },
    { prefix, uri: namespaceUri(prefix) },
  )
}
