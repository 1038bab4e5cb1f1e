import { translate, type MessageKey } from '../../../i18n'

/** One import warning for the user: what happened and where (in the current language when a warning is described). */
export interface ImportWarning {
  what: string
  where: string
}

/** A warning as bpmn-moddle (parse) or bpmn-js (drawing) reports it. */
export interface RawWarning {
  message: string
  element?: ModdleLike
  property?: string
  context?: { element?: ModdleLike }
}

interface ModdleLike {
  $type?: string
  id?: string
  name?: string
}

/** The element types a warning names (bpmn:<type>), with a message of their own; others show their type as written. */
const TYPE_LABELS = new Set([
  'Definitions',
  'Process',
  'Collaboration',
  'Participant',
  'Lane',
  'LaneSet',
  'Task',
  'UserTask',
  'ServiceTask',
  'ScriptTask',
  'SendTask',
  'ReceiveTask',
  'ManualTask',
  'BusinessRuleTask',
  'CallActivity',
  'SubProcess',
  'StartEvent',
  'EndEvent',
  'BoundaryEvent',
  'IntermediateCatchEvent',
  'IntermediateThrowEvent',
  'ExclusiveGateway',
  'ParallelGateway',
  'InclusiveGateway',
  'EventBasedGateway',
  'ComplexGateway',
  'SequenceFlow',
  'MessageFlow',
  'Association',
  'DataObject',
  'DataObjectReference',
  'DataStoreReference',
  'TextAnnotation',
  'Group',
  'Message',
  'Signal',
  'ItemDefinition',
  'BPMNShape',
  'BPMNEdge',
  'BPMNPlane',
  'BPMNDiagram',
])
const typeLabel = (type: string) =>
  TYPE_LABELS.has(type) ? translate('bpmn', `type${type}` as MessageKey<'bpmn'>) : type

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1)

/** "用户任务 Task_1「审批」" for a moddle element. */
export function describeElement(e: ModdleLike | undefined): string {
  if (!e) return ''
  const type = e.$type ? typeLabel(localName(e.$type)) : translate('bpmn', 'element')
  const described = [type, e.id].filter(Boolean).join(' ')
  return e.name ? translate('bpmn', 'namedElement', { element: described, name: e.name }) : described
}

/** bpmn-js writes elements as `<bpmn:Task id="Task_1" />`: "任务 Task_1". */
function describeElementString(s: string): string {
  const m = /<([\w:]+)(?: id="([^"]*)")?/.exec(s)
  return m ? describeElement({ $type: m[1], id: m[2] }) : s
}

const NESTED: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^unrecognized element <(.+)>$/, (m) => translate('bpmn', 'unknownElement', { name: m[1] })],
  [/^unknown type <(.+)>$/, (m) => translate('bpmn', 'unknownType', { name: m[1] })],
  [/^missing namespace for prefix <(.+)>$/, (m) => translate('bpmn', 'undeclaredPrefix', { prefix: m[1] })],
  [/^duplicate ID <(.+)>$/, (m) => translate('bpmn', 'duplicateId', { id: m[1] })],
  [/^illegal ID <(.+)>$/, (m) => translate('bpmn', 'illegalId', { id: m[1] })],
  [/^unexpected body text <(.*)>$/s, () => translate('bpmn', 'unexpectedText')],
]

const nestedText = (nested: string) => {
  for (const [re, text] of NESTED) {
    const m = re.exec(nested)
    if (m) return text(m)
  }
  return nested
}

const where = (w: RawWarning) => describeElement(w.element ?? w.context?.element) || translate('bpmn', 'whereFile')

/** Our text for one warning of bpmn-moddle or bpmn-js; unknown ones keep their English text. */
export function describeWarning(w: RawWarning): ImportWarning {
  // read when shown: a notice on the screen follows a language switch
  return {
    get what() {
      return describeNow(w).what
    },
    get where() {
      return describeNow(w).where
    },
  }
}

/** The warning in the current language. */
function describeNow(w: RawWarning): { what: string; where: string } {
  const msg = w.message
  let m: RegExpExecArray | null
  if ((m = /^unparsable content (.*?)\s*detected\n\tline: (\d+)\n\tcolumn: (\d+)\n\tnested error: (.*)$/s.exec(msg))) {
    return {
      what: translate('bpmn', 'unparsable', { content: m[1], detail: nestedText(m[4]) }),
      where: translate('bpmn', 'lineColumn', { line: Number(m[2]) + 1, column: Number(m[3]) + 1 }),
    }
  }
  if ((m = /^unresolved reference <(.+)>$/.exec(msg))) {
    const at = w.property
      ? translate('bpmn', 'whereProperty', { where: where(w), property: localName(w.property) })
      : where(w)
    return { what: translate('bpmn', 'unresolvedReference', { id: m[1] }), where: at }
  }
  if ((m = /^unknown attribute <(.+)>$/.exec(msg))) {
    return { what: translate('bpmn', 'unknownAttribute', { name: m[1] }), where: where(w) }
  }
  if ((m = /^multiple DI elements defined for (.+)$/.exec(msg))) {
    return { what: translate('bpmn', 'multipleDi'), where: describeElementString(m[1]) }
  }
  if ((m = /^no bpmnElement referenced in (.+)$/.exec(msg))) {
    return { what: translate('bpmn', 'noBpmnElement'), where: describeElementString(m[1]) }
  }
  if ((m = /^unrecognized flowElement (.+?) in context/.exec(msg))) {
    return { what: translate('bpmn', 'unrecognizedFlowElement'), where: describeElementString(m[1]) }
  }
  if ((m = /^element (.+) referenced by (.+)#(\w+) not yet drawn$/.exec(msg))) {
    const side = m[3].startsWith('source')
      ? translate('bpmn', 'sideSource')
      : m[3].startsWith('target')
        ? translate('bpmn', 'sideTarget')
        : m[3]
    return {
      what: translate('bpmn', 'referenceNotDrawn', { side, element: describeElementString(m[1]) }),
      where: describeElementString(m[2]),
    }
  }
  if ((m = /^(.+)#(source|target) ?Ref not specified$/.exec(msg))) {
    const side = translate('bpmn', m[2] === 'source' ? 'sideSource' : 'sideTarget')
    return { what: translate('bpmn', 'connectionMissingEnd', { side }), where: describeElementString(m[1]) }
  }
  if ((m = /^missing (.+)#attachedToRef$/.exec(msg))) {
    return { what: translate('bpmn', 'noAttachedTo'), where: describeElementString(m[1]) }
  }
  if ((m = /^unknown di (.+) for element (.+)$/.exec(msg))) {
    return {
      what: translate('bpmn', 'diMismatch', { di: describeElementString(m[1]) }),
      where: describeElementString(m[2]),
    }
  }
  if ((m = /^correcting missing bpmnElement on (.+) to (.+)$/.exec(msg))) {
    return {
      what: translate('bpmn', 'planeCorrected', { element: describeElementString(m[2]) }),
      where: describeElementString(m[1]),
    }
  }
  if ((m = /^already rendered (.+)$/.exec(msg))) {
    return { what: translate('bpmn', 'alreadyRendered'), where: describeElementString(m[1]) }
  }
  return { what: translate('bpmn', 'importNote', { message: msg }), where: where(w) }
}

/** The list as plain text, one numbered line each (what the copy button puts on the clipboard). */
export function warningsText(list: ImportWarning[]): string {
  return list.map((w, i) => translate('bpmn', 'warningLine', { index: i + 1, what: w.what, where: w.where })).join('\n')
}

/** A note of the decoder (in the language of the file's reading) with its place, named in the current language. */
export const encodingNote = (what: string): ImportWarning => ({
  what,
  get where() {
    return translate('bpmn', 'fileEncoding')
  },
})
