// Loaded with import() only for a model without diagram interchange: bpmn-auto-layout stays out of the first load.
import { BpmnModdle } from 'bpmn-moddle'
import { layoutProcess } from 'bpmn-auto-layout'
import { ImportError, NOTHING_TO_DRAW } from './errors'

interface Node {
  $type: string
  flowElements?: Node[]
  incoming?: Node[]
  outgoing?: Node[]
  sourceRef?: Node
  targetRef?: Node
  get(name: string): Node[]
}

/** Fills each node's incoming/outgoing lists from the flows (bpmn-auto-layout follows those lists only). */
function linkFlows(container: Node) {
  for (const el of container.flowElements ?? []) {
    if (el.$type === 'bpmn:SequenceFlow' && el.sourceRef && el.targetRef) {
      const out = el.sourceRef.get('outgoing')
      if (!out.includes(el)) out.push(el)
      const inc = el.targetRef.get('incoming')
      if (!inc.includes(el)) inc.push(el)
    }
    if (el.flowElements) linkFlows(el)
  }
}

/** Lays out the first process of a model that has no BPMNDiagram; returns the model with the generated DI. */
export async function layoutWithoutDi(xml: string): Promise<string> {
  const moddle = new BpmnModdle()
  const { rootElement } = await moddle.fromXML(xml, 'bpmn:Definitions')
  const roots = (rootElement as unknown as { rootElements?: Node[] }).rootElements ?? []
  const processes = roots.filter((r) => r.$type === 'bpmn:Process')
  if (!processes.some((p) => p.flowElements?.length)) throw new ImportError(NOTHING_TO_DRAW)
  processes.forEach(linkFlows)
  const { xml: linked } = await moddle.toXML(rootElement)
  return layoutProcess(linked)
}
