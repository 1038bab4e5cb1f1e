import { decodeXmlBytes } from './decode'
import { ImportError } from './errors'
import type { DiagramSource } from './importDiagram'

export const MAX_FILE_MB = 10
export const ACCEPTED = /\.(xml|bpmn)$/i // spec §5: import accepts .xml and .bpmn

/** A chosen file as text, read by its BOM or XML declaration (see decode.ts); refuses other types and huge files. */
export async function readDiagramFile(file: File): Promise<DiagramSource> {
  if (!ACCEPTED.test(file.name)) throw new ImportError('仅支持导入 .xml 或 .bpmn 文件')
  if (file.size > MAX_FILE_MB * 1024 * 1024) {
    throw new ImportError(`文件过大（${(file.size / 1024 / 1024).toFixed(1)} MB），最大支持 ${MAX_FILE_MB} MB`)
  }
  const { text, notes } = decodeXmlBytes(await file.arrayBuffer())
  return { text, notes }
}
