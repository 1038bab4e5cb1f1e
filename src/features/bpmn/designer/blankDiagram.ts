import { namespaceUri, type Prefix } from '../moddle/dialects'
import { buildDiagram } from '../diagram/buildDiagram'

/** spec §9: default process id and name of a new diagram. */
export const defaultProcessId = () => `Process_${Date.now()}`
export const DEFAULT_PROCESS_NAME = '业务流程'

/** A diagram with one start event, in the dialect's namespace. */
export function blankDiagram(prefix: Prefix, processId?: string, processName?: string): string {
  return buildDiagram(
    {
      id: processId || defaultProcessId(),
      name: processName || DEFAULT_PROCESS_NAME,
      nodes: [{ id: 'StartEvent_1', type: 'startEvent', name: '开始', x: 198, y: 178 }],
      flows: [],
    },
    { prefix, uri: namespaceUri(prefix) },
  )
}
