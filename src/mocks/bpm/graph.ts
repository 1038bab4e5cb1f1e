/**
 * The BPMN graph the demo engine walks: the flow nodes and sequence flows of a process, read with a few regular
 * expressions (enough for the diagrams the demo runs), and the `${name op value}` conditions on its flows.
 */
export interface GraphNode {
  id: string
  type: string
  name: string
  default?: string
}
export interface GraphFlow {
  id: string
  from: string
  to: string
  condition?: string
}
export interface Graph {
  nodes: Map<string, GraphNode>
  flows: GraphFlow[]
}

const attrsOf = (s: string) => Object.fromEntries(Array.from(s.matchAll(/([\w:.-]+)="([^"]*)"/g), (m) => [m[1], m[2]]))
const unescape = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')

export function parseGraph(xml: string): Graph {
  const nodes = new Map<string, GraphNode>()
  const tags =
    /<(?:[\w-]+:)?(startEvent|endEvent|userTask|task|serviceTask|scriptTask|manualTask|exclusiveGateway|parallelGateway|inclusiveGateway)\b([^>]*?)\/?>/g
  for (const m of xml.matchAll(tags)) {
    const a = attrsOf(m[2])
    if (a.id)
      nodes.set(a.id, {
        id: a.id,
        type: `bpmn:${m[1][0].toUpperCase()}${m[1].slice(1)}`,
        name: unescape(a.name ?? ''),
        default: a.default,
      })
  }
  const flows: GraphFlow[] = []
  for (const m of xml.matchAll(/<(?:[\w-]+:)?sequenceFlow\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:[\w-]+:)?sequenceFlow>)/g)) {
    const a = attrsOf(m[1])
    const cond = /<(?:[\w-]+:)?conditionExpression\b[^>]*>([\s\S]*?)<\//.exec(m[2] ?? '')?.[1]
    flows.push({
      id: a.id,
      from: a.sourceRef,
      to: a.targetRef,
      condition: cond ? unescape(cond.replace(/<!\[CDATA\[|\]\]>/g, '')).trim() : undefined,
    })
  }
  return { nodes, flows }
}

/** `${name op value}` conditions over the form variables; anything else is false (the demo has no EL engine). */
export function evaluate(condition: string, vars: Record<string, unknown>): boolean {
  const m = /^\$\{\s*(\w+)\s*(==|!=|>=|<=|>|<)\s*['"]?([^'"}]*?)['"]?\s*\}$/.exec(condition)
  if (!m) return false
  const [, name, op, raw] = m
  const left = vars[name]
  const numeric = raw !== '' && !Number.isNaN(Number(raw)) && left !== '' && !Number.isNaN(Number(left))
  const [l, r] = numeric ? [Number(left), Number(raw)] : [String(left ?? ''), raw]
  switch (op) {
    case '==':
      return l === r
    case '!=':
      return l !== r
    case '>=':
      return l >= r
    case '<=':
      return l <= r
    case '>':
      return l > r
    default:
      return l < r
  }
}

/** The nodes before `key` on its own path: walking back along the flows, never through a parallel gateway. */
export function sequentialPredecessors(graph: Graph, key: string): GraphNode[] {
  const found: GraphNode[] = []
  const seen = new Set([key])
  const queue = [key]
  while (queue.length) {
    const at = queue.shift()!
    for (const flow of graph.flows.filter((f) => f.to === at)) {
      const node = graph.nodes.get(flow.from)
      if (!node || seen.has(node.id) || node.type === 'bpmn:ParallelGateway') continue
      seen.add(node.id)
      found.push(node)
      queue.push(node.id)
    }
  }
  return found
}

/** Every node reachable from `key` (itself included), following the flows. */
export function downstream(graph: Graph, key: string): Set<string> {
  const seen = new Set([key])
  const queue = [key]
  while (queue.length) {
    const at = queue.shift()!
    for (const flow of graph.flows.filter((f) => f.from === at))
      if (!seen.has(flow.to)) {
        seen.add(flow.to)
        queue.push(flow.to)
      }
  }
  return seen
}
