import { decodeXmlBytes } from './decode'
import type { DiagramSource } from './importDiagram'
import { translate } from '../../../i18n'

/**
 * The file picker's filter: spec §5's .xml and .bpmn, plus .bpmn2 (Eclipse BPMN2 Modeler and jBPM write that). The
 * name decides nothing else: issue 15 refuses only what can't be a BPMN model, and that is read from the content.
 */
export const ACCEPT = '.xml,.bpmn,.bpmn2'

/** Above this the designer asks before opening (a 2 MB file takes ≈ 1.6 s here: 10 MB is several seconds). */
export const LARGE_FILE_MB = 10
export const isLargeFile = (file: File) => file.size > LARGE_FILE_MB * 1024 * 1024
export const largeFileQuestion = (file: File) =>
  translate('bpmn', 'largeFile', { size: (file.size / 1024 / 1024).toFixed(1) })

/** A chosen file as text, read by its BOM or XML declaration (see decode.ts). */
export async function readDiagramFile(file: File): Promise<DiagramSource> {
  const { text, notes } = decodeXmlBytes(await file.arrayBuffer())
  return { text, notes }
}
