// Loaded with import() only for a model without diagram interchange: bpmn-auto-layout stays out of the first load.
import { BpmnModdle } from 'bpmn-moddle'
import { layoutProcess } from 'bpmn-auto-layout'
import { ImportError, NOTHING_TO_DRAW } from './errors'
import { vendorContentExtension } from '../moddle/vendorContent'
import { extentOf } from '../diagram/fitBeforeRender'
import { translate, type MessageKey } from '../../../i18n'

interface Node {
  $type: string
  id: string
  name?: string
  flowElements?: Node[]
  artifacts?: Node[]
  laneSets?: { lanes?: Node[] }[]
  participants?: Node[]
  messageFlows?: Node[]
  processRef?: Node
  incoming?: Node[]
  outgoing?: Node[]
  sourceRef?: Node
  targetRef?: Node
  dataInputAssociations?: unknown[]
  dataOutputAssociations?: unknown[]
  get(name: string): Node[]
  [key: string]: unknown
}

interface Bounds {
  x: number
  y: number
  width: number
  height: number
}
interface Di {
  $type: string
  id: string
  bpmnElement: Node
  bounds?: Bounds
  waypoint?: { x: number; y: number }[]
  isExpanded?: boolean
  label?: { bounds?: Bounds }
}
interface Diagram {
  $type: string
  id: string
  name?: string
  plane: { id: string; bpmnElement: Node; planeElement: Di[] }
}
interface Definitions {
  rootElements: Node[]
  diagrams: Diagram[]
}

/** What the layout drew and what it left undrawn (kept in the file, just without a position). */
export interface LayoutResult {
  xml: string
  /** Notes for the notice in the interface's language, e.g. "泳道 2 个、文本注释 1 个未自动布局：不绘制，保存时原样保留". */
  notes: string[]
}

const POOL_HEADER = 30
const POOL_PADDING = 40
const POOL_GAP = 40
const EMPTY_POOL_HEIGHT = 100
const MIN_POOL_WIDTH = 600

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

const hasContent = (p: Node | undefined) => !!p?.flowElements?.length

/**
 * bpmn-auto-layout lays out the first process of a file and only that: each process is handed to it on its own and
 * the diagram interchange it made is copied back onto our model, shifted where it belongs.
 */
async function layoutOne(moddle: BpmnModdle, definitions: Definitions, process: Node) {
  const all = definitions.rootElements
  definitions.rootElements = [process]
  let text: string
  try {
    ;({ xml: text } = await moddle.toXML(definitions as never))
  } finally {
    definitions.rootElements = all
  }
  const { rootElement } = await new BpmnModdle().fromXML(await layoutProcess(text), 'bpmn:Definitions')
  return (rootElement as unknown as Definitions).diagrams
}

type Shift = { dx: number; dy: number }

/** Copies laid-out DI onto our model's elements (found by id), shifted. */
function copyDi(moddle: BpmnModdle, byId: Map<string, Node>, from: Di[], shift: Shift): Di[] {
  const create = (type: string, props: object) => moddle.create(type, props) as unknown as Di
  const bounds = (b: Bounds) =>
    create('dc:Bounds', { x: b.x + shift.dx, y: b.y + shift.dy, width: b.width, height: b.height })
  const out: Di[] = []
  for (const di of from) {
    const element = byId.get(di.bpmnElement?.id)
    // a data object is drawn through its references; bpmn-auto-layout gives it a shape nobody draws
    if (!element || element.$type === 'bpmn:DataObject') continue
    if (di.$type === 'bpmndi:BPMNEdge') {
      out.push(
        create('bpmndi:BPMNEdge', {
          id: di.id,
          bpmnElement: element,
          waypoint: (di.waypoint ?? []).map((p) => create('dc:Point', { x: p.x + shift.dx, y: p.y + shift.dy })),
        }),
      )
    } else if (di.bounds) {
      out.push(
        create('bpmndi:BPMNShape', {
          id: di.id,
          bpmnElement: element,
          bounds: bounds(di.bounds),
          ...(di.isExpanded !== undefined && { isExpanded: di.isExpanded }),
          ...(di.label?.bounds && { label: create('bpmndi:BPMNLabel', { bounds: bounds(di.label.bounds) }) }),
        }),
      )
    }
  }
  return out
}

const NO_EXTENT = { minX: 0, minY: 0, maxX: 0, maxY: 0 }
const boxOf = (dis: Di[]) => extentOf(dis) ?? NO_EXTENT

/** What bpmn-auto-layout does not place, counted for the notice. */
function unplaced(processes: Node[], collaboration: Node | undefined, messageFlowsSkipped: number): string[] {
  const counts = new Map<MessageKey<'bpmn'>, number>()
  const add = (label: MessageKey<'bpmn'>, n = 1) => n && counts.set(label, (counts.get(label) ?? 0) + n)
  const artifact = (a: Node) =>
    a.$type === 'bpmn:TextAnnotation'
      ? 'unplacedTextAnnotations'
      : a.$type === 'bpmn:Group'
        ? 'unplacedGroups'
        : 'unplacedAssociations'
  const visit = (container: Node) => {
    for (const set of container.laneSets ?? []) add('unplacedLanes', set.lanes?.length ?? 0)
    for (const a of container.artifacts ?? []) {
      add(artifact(a))
    }
    for (const el of container.flowElements ?? []) {
      add(
        'unplacedDataAssociations',
        (el.dataInputAssociations?.length ?? 0) + (el.dataOutputAssociations?.length ?? 0),
      )
      if (el.flowElements) visit(el)
    }
  }
  processes.forEach(visit)
  for (const a of collaboration?.artifacts ?? []) {
    add(artifact(a))
  }
  add('unplacedMessageFlows', messageFlowsSkipped)
  if (!counts.size) return []
  const list = [...counts]
    .map(([label, count]) => translate('bpmn', label, { count }))
    .join(translate('bpmn', 'listSeparator'))
  return [translate('bpmn', 'unplacedNote', { list })]
}

/**
 * Lays out a model that has no BPMNDiagram and returns it with the generated DI (vendor content kept): every pool of
 * a collaboration one below the other with its process inside and the message flows between them; processes outside
 * a collaboration each get a diagram of their own (the designer offers them like any file with several diagrams).
 */
export async function layoutWithoutDi(xml: string): Promise<LayoutResult> {
  const moddle = new BpmnModdle(vendorContentExtension)
  const { rootElement, elementsById } = (await moddle.fromXML(xml, 'bpmn:Definitions')) as unknown as {
    rootElement: Definitions
    elementsById: Record<string, Node>
  }
  const definitions = rootElement
  const byId = new Map(Object.entries(elementsById))
  const roots = definitions.rootElements ?? []
  const processes = roots.filter((r) => r.$type === 'bpmn:Process')
  const collaboration = roots.find((r) => r.$type === 'bpmn:Collaboration' && r.participants?.length)
  if (!processes.some(hasContent) && !collaboration) throw new ImportError(NOTHING_TO_DRAW())
  processes.forEach(linkFlows)

  const laid = new Map<Node, Diagram[]>()
  for (const p of processes) if (hasContent(p)) laid.set(p, await layoutOne(moddle, definitions, p))

  const diagrams: Diagram[] = []
  const create = <T>(type: string, props: object) => moddle.create(type, props) as unknown as T
  const diagramFor = (element: Node, planeElement: Di[]) =>
    create<Diagram>('bpmndi:BPMNDiagram', {
      id: `BPMNDiagram_${element.id}`,
      plane: create('bpmndi:BPMNPlane', { id: `BPMNPlane_${element.id}`, bpmnElement: element, planeElement }),
    })
  /** A subprocess's own plane (bpmn-auto-layout draws subprocesses collapsed), copied as it is. */
  const drillDowns = (ds: Diagram[]) =>
    ds.slice(1).flatMap((d) => {
      const element = byId.get(d.plane.bpmnElement?.id)
      return element ? [diagramFor(element, copyDi(moddle, byId, d.plane.planeElement, { dx: 0, dy: 0 }))] : []
    })

  let skippedMessageFlows = 0
  const inPools = new Set<Node>()
  if (collaboration) {
    const participants = collaboration.participants ?? []
    const contents = participants.map((pt) => {
      const ds = pt.processRef && laid.get(pt.processRef)
      if (pt.processRef) inPools.add(pt.processRef)
      const inner = ds ? ds[0].plane.planeElement : []
      return { pt, ds, inner, box: boxOf(inner) }
    })
    const width = Math.max(
      MIN_POOL_WIDTH,
      ...contents.map((c) => (c.inner.length ? c.box.maxX - c.box.minX + POOL_HEADER + 2 * POOL_PADDING : 0)),
    )
    const planeElement: Di[] = []
    let y = 0
    for (const c of contents) {
      const height = c.inner.length ? c.box.maxY - c.box.minY + 2 * POOL_PADDING : EMPTY_POOL_HEIGHT
      planeElement.push(
        create<Di>('bpmndi:BPMNShape', {
          id: `${c.pt.id}_di`,
          bpmnElement: c.pt,
          isHorizontal: true,
          bounds: create('dc:Bounds', { x: 0, y, width, height }),
        }),
      )
      if (c.ds) {
        const shift = { dx: POOL_HEADER + POOL_PADDING - c.box.minX, dy: y + POOL_PADDING - c.box.minY }
        planeElement.push(...copyDi(moddle, byId, c.ds[0].plane.planeElement, shift))
        diagrams.push(...drillDowns(c.ds))
      }
      y += height + POOL_GAP
    }
    // message flows: straight down (or up) from one pool into the other, bending once between them
    const shapeOf = new Map(planeElement.filter((d) => d.bounds).map((d) => [d.bpmnElement.id, d.bounds!]))
    for (const flow of collaboration.messageFlows ?? []) {
      const s = flow.sourceRef && shapeOf.get(flow.sourceRef.id)
      const t = flow.targetRef && shapeOf.get(flow.targetRef.id)
      if (!s || !t) {
        skippedMessageFlows++
        continue
      }
      const cx = (b: Bounds) => b.x + b.width / 2
      const isPool = (n?: Node) => n?.$type === 'bpmn:Participant'
      const sx = isPool(flow.sourceRef) ? cx(t) : cx(s)
      const tx = isPool(flow.targetRef) ? sx : cx(t)
      const down = s.y < t.y
      const sy = down ? s.y + s.height : s.y
      const ty = down ? t.y : t.y + t.height
      const mid = (sy + ty) / 2
      const points =
        sx === tx
          ? [
              [sx, sy],
              [tx, ty],
            ]
          : [
              [sx, sy],
              [sx, mid],
              [tx, mid],
              [tx, ty],
            ]
      planeElement.push(
        create<Di>('bpmndi:BPMNEdge', {
          id: `${flow.id}_di`,
          bpmnElement: flow,
          waypoint: points.map(([x, py]) => create('dc:Point', { x, y: py })),
        }),
      )
    }
    diagrams.unshift(diagramFor(collaboration, planeElement))
  }
  for (const [p, ds] of laid) {
    if (inPools.has(p)) continue
    diagrams.push(diagramFor(p, copyDi(moddle, byId, ds[0].plane.planeElement, { dx: 0, dy: 0 })), ...drillDowns(ds))
  }
  definitions.diagrams = diagrams
  const { xml: out } = await moddle.toXML(definitions as never, { format: true })
  return { xml: out, notes: unplaced(processes, collaboration, skippedMessageFlows) }
}
