/** Which engine or tool wrote a file, read from the namespaces it declares and uses and its `exporter` attribute. */
export interface FileOrigin {
  /** Engine/tool dialects whose extension attributes or elements the file uses, e.g. ["Camunda 7"]. */
  dialects: string[]
  /** The designer's own dialect among them ('camunda' | 'flowable' | 'activiti'), if any. */
  engines: string[]
  /** `exporter exporterVersion` of bpmn:definitions, e.g. "Camunda Modeler 5.20.0". */
  exporter?: string
}

const KNOWN: { uri: RegExp; label: string; engine?: string }[] = [
  { uri: /^http:\/\/camunda\.org\/schema\/1\.0\/bpmn$/, label: 'Camunda 7', engine: 'camunda' },
  { uri: /^http:\/\/camunda\.org\/schema\/zeebe\/1\.0$/, label: 'Camunda 8 (Zeebe)' },
  { uri: /^http:\/\/flowable\.org\/bpmn$/, label: 'Flowable', engine: 'flowable' },
  { uri: /^http:\/\/activiti\.org\/bpmn$/, label: 'Activiti', engine: 'activiti' },
  { uri: /^http:\/\/www\.jboss\.org\/drools$/, label: 'jBPM' },
  { uri: /signavio\.com/, label: 'Signavio' },
  { uri: /bizagi\.com/, label: 'Bizagi' },
  { uri: /bonitasoft\.org/, label: 'Bonita' },
  { uri: /bpmn\.sourceforge\.net/, label: 'Yaoqiang' },
  { uri: /trisotech\.com/, label: 'Trisotech' },
  { uri: /visual-paradigm\.com/, label: 'Visual Paradigm' },
  { uri: /ibm\.com/, label: 'IBM' },
  { uri: /sap\.com/, label: 'SAP' },
]

const DECLARED = /\sxmlns:([\w.-]+)\s*=\s*["']([^"']+)["']/g

/** Reads the origin from the text (namespace declarations sit on the root element, so only its start tag is read). */
export function detectOrigin(text: string): FileOrigin {
  const root = /<([\w.-]+:)?definitions\b[^>]*>/.exec(text)
  const rootStart = root?.[0] ?? ''
  const afterRoot = (root?.index ?? 0) + rootStart.length
  const dialects: string[] = []
  const engines: string[] = []
  for (const [, prefix, uri] of rootStart.matchAll(DECLARED)) {
    const known = KNOWN.find((k) => k.uri.test(uri))
    if (!known || dialects.includes(known.label)) continue
    // declared is not used: some tools declare every namespace they know
    const use = new RegExp(`[\\s<]${prefix.replace(/[.-]/g, '\\$&')}:`, 'g')
    use.lastIndex = afterRoot
    if (!use.test(text)) continue
    dialects.push(known.label)
    if (known.engine) engines.push(known.engine)
  }
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(rootStart)?.[1]
  const exporter = [attr('exporter'), attr('exporterVersion')].filter(Boolean).join(' ') || undefined
  return { dialects, engines, exporter }
}
