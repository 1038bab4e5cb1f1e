import { withUtf8Declaration } from './decode'
import { detectOrigin, type FileOrigin } from './dialect'
import { EMPTY_FILE, ImportError, NOTHING_TO_DRAW, NOT_BPMN, NOT_XML } from './errors'
import { describeWarning, encodingNote, type ImportWarning, type RawWarning } from './warnings'
import { translate } from '../../../i18n'
import { collectPrefixedAttributes, type PrefixedAttributes } from './vendorAttributes'

export { ImportError } from './errors'

/** What the designer or viewer opens: text, and for a file how its bytes were read. */
export interface DiagramSource {
  text: string
  /** Notes from decoding the file's bytes (decodeXmlBytes), shown first in the warning list. */
  notes?: string[]
}

export interface ImportOutcome {
  warnings: ImportWarning[]
  /** The model had no BPMNDiagram: it was laid out automatically (and is saved with that layout). */
  laidOut: boolean
  /** What that layout left undrawn (lanes, annotations, …), in Chinese. */
  layoutNotes?: string[]
  origin: FileOrigin
  /** The file's diagrams other than drill-down planes of subprocesses (bpmn-js shows the first; more can be opened). */
  diagrams: { id: string; name: string }[]
  /** Vendor attributes whose prefix bpmn-moddle drops when saving: pass to restorePrefixes() with the saved XML. */
  prefixedAttributes: PrefixedAttributes
}

/** The bpmn-js Viewer/Modeler API this needs. */
export interface DiagramHost {
  importXML(xml: string): Promise<{ warnings: RawWarning[] }>
  importDefinitions(definitions: unknown): Promise<unknown>
  getDefinitions(): unknown
  get<T>(name: string): T
}

// Text before the root element: the XML declaration, comments, processing instructions, a doctype.
const ROOT = /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<([\w.-]+:)?([\w.-]+)/
const HAS_DIAGRAM = /<([\w.-]+:)?BPMNDiagram[\s>/]/

const isWellFormed = (xml: string) =>
  !new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagName('parsererror').length

/** Refuses only what can't be a BPMN model; runs before the canvas is touched. */
export function refuseNonModel(text: string) {
  if (!text.trim()) throw new ImportError(EMPTY_FILE())
  const root = ROOT.exec(text)
  if (!root) throw new ImportError(NOT_XML())
  if (root[2] !== 'definitions') throw new ImportError(isWellFormed(text) ? NOT_BPMN() : NOT_XML())
}

/** bpmn-js's reason for a failed import, in the user's words. */
export function refusal(e: Error, xml: string): ImportError {
  if (/no process or collaboration to display|no diagram to display/.test(e.message))
    return new ImportError(NOTHING_TO_DRAW())
  if (/failed to parse document as/.test(e.message)) return new ImportError(NOT_BPMN())
  if (!isWellFormed(xml)) return new ImportError(NOT_XML())
  return new ImportError(translate('bpmn', 'importFailed', { message: e.message }))
}

/**
 * bpmn-moddle drops a reference to an id defined nowhere (`itemRef="caseagile:model"`); the file is kept as written by
 * putting the value back as a plain attribute, which is saved as it came.
 */
function keepDanglingReferences(warnings: RawWarning[] | undefined) {
  for (const w of warnings ?? []) {
    const id = /^unresolved reference <(.+)>$/.exec(w.message)?.[1]
    const element = w.element as
      | {
          $descriptor?: {
            propertiesByName: Record<string, { isAttr?: boolean; isMany?: boolean; ns: { localName: string } }>
          }
          $attrs?: Record<string, string>
        }
      | undefined
    const prop = w.property && element?.$descriptor?.propertiesByName[w.property]
    if (id && prop && prop.isAttr && !prop.isMany && element.$attrs) element.$attrs[prop.ns.localName] = id
  }
}

/**
 * The steps before parsing, shared by every import (designer, viewer, model import on the list page): refuse what
 * can't be a model, declare UTF-8, read the origin, lay out a model without diagram interchange.
 */
export async function prepareText(
  source: DiagramSource,
): Promise<{ xml: string; laidOut: boolean; layoutNotes: string[]; origin: FileOrigin }> {
  refuseNonModel(source.text)
  let xml = withUtf8Declaration(source.text)
  const origin = detectOrigin(xml)
  const laidOut = !HAS_DIAGRAM.test(xml)
  let layoutNotes: string[] = []
  if (laidOut) {
    const { layoutWithoutDi } = await import('./autoLayout')
    try {
      ;({ xml, notes: layoutNotes } = await layoutWithoutDi(xml))
    } catch (e) {
      throw e instanceof ImportError ? e : refusal(e as Error, xml)
    }
  }
  return { xml, laidOut, layoutNotes, origin }
}

/**
 * Opens a model from another tool the way bpmn-js would, plus: a model without diagram interchange is laid out first,
 * warnings come back in Chinese instead of failing, dangling references survive a save. Only what can't be a BPMN
 * model is refused (ImportError), and then the diagram shown before stays.
 */
export async function importDiagram(host: DiagramHost, source: DiagramSource): Promise<ImportOutcome> {
  const { xml, laidOut, layoutNotes, origin } = await prepareText(source)
  const eventBus = host.get<{
    once(e: string, p: number, f: (e: { warnings?: RawWarning[]; definitions?: unknown }) => void): void
    off(e: string, f: unknown): void
  }>('eventBus')
  let prefixedAttributes: PrefixedAttributes = new Map()
  const onParsed = (e: { warnings?: RawWarning[]; definitions?: unknown }) => {
    keepDanglingReferences(e.warnings)
    if (e.definitions) prefixedAttributes = collectPrefixedAttributes(e.definitions)
  }
  // before anyone else reads the parsed model (bpmn-js's Modeler registers its ids at the default priority)
  eventBus.once('import.parse.complete', 2000, onParsed)
  const previous = host.getDefinitions()
  let warnings: RawWarning[]
  try {
    ;({ warnings } = await host.importXML(xml))
  } catch (e) {
    // a parse error leaves the old diagram in place; a failure while drawing has cleared it
    if (previous && host.getDefinitions() !== previous) await host.importDefinitions(previous)
    throw refusal(e as Error, xml)
  } finally {
    eventBus.off('import.parse.complete', onParsed)
  }
  const definitions = host.getDefinitions() as {
    diagrams?: { id: string; name?: string; plane?: { bpmnElement?: { $type: string; id: string; name?: string } } }[]
  }
  const diagrams = (definitions.diagrams ?? [])
    .filter((d) => d.plane?.bpmnElement?.$type !== 'bpmn:SubProcess')
    .map((d) => ({ id: d.id, name: d.name || d.plane?.bpmnElement?.name || d.id }))
  return {
    diagrams,
    prefixedAttributes,
    warnings: [...(source.notes ?? []).map(encodingNote), ...warnings.map(describeWarning)],
    laidOut,
    layoutNotes,
    origin,
  }
}
