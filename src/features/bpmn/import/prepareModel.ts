// Loaded with import() by the model list's import dialog: checks and prepares a file for storing as a model's XML
// under the designer's rules, without drawing it.
import { BpmnModdle } from 'bpmn-moddle'
import { ImportError, NOTHING_TO_DRAW } from './errors'
import { prepareText, refusal, type DiagramSource, type ImportOutcome } from './importDiagram'
import { readDiagramFile } from './readFile'
import { describeWarning, encodingNote } from './warnings'
import { vendorContentExtension } from '../moddle/vendorContent'
import { namespaceLoad } from '../../../i18n'

export interface PreparedModel {
  /** UTF-8 text to store (the file as written, or with its generated layout). */
  xml: string
  outcome: ImportOutcome
  /** The first process's id and name: the suggested model key and name. */
  processId?: string
  processName?: string
}

interface Root {
  $type: string
  id?: string
  name?: string
  flowElements?: unknown[]
}

export async function prepareModel(source: DiagramSource): Promise<PreparedModel> {
  const { xml, laidOut, layoutNotes, origin } = await prepareText(source)
  let parsed: { rootElement: object; warnings: { message: string }[] }
  try {
    parsed = await new BpmnModdle(vendorContentExtension).fromXML(xml, 'bpmn:Definitions')
  } catch (e) {
    throw refusal(e as Error, xml)
  }
  const roots = (parsed.rootElement as { rootElements?: Root[] }).rootElements ?? []
  if (!roots.some((r) => r.$type === 'bpmn:Process' || r.$type === 'bpmn:Collaboration'))
    throw new ImportError(NOTHING_TO_DRAW())
  const processes = roots.filter((r) => r.$type === 'bpmn:Process')
  const main = processes.find((p) => p.flowElements?.length) ?? processes[0]
  return {
    xml,
    outcome: {
      warnings: [...(source.notes ?? []).map(encodingNote), ...parsed.warnings.map(describeWarning)],
      laidOut,
      layoutNotes,
      origin,
      diagrams: [],
      prefixedAttributes: new Map(),
    },
    processId: main?.id,
    processName: main?.name,
  }
}

/** The model list's import: the bpmn group (its messages) may not be loaded on that page yet. */
export const prepareModelFile = async (file: File) => {
  await namespaceLoad('bpmn')
  return prepareModel(await readDiagramFile(file))
}
