/** Bad input gets a clear message and loses nothing: these checks run before the canvas is touched. */
export class ImportError extends Error {}

export const MAX_FILE_MB = 10
export const ACCEPTED = /\.(xml|bpmn)$/i // spec §5: import accepts .xml and .bpmn

export async function readDiagramFile(file: File): Promise<string> {
  if (!ACCEPTED.test(file.name)) throw new ImportError('仅支持导入 .xml 或 .bpmn 文件')
  if (file.size > MAX_FILE_MB * 1024 * 1024) {
    throw new ImportError(`文件过大（${(file.size / 1024 / 1024).toFixed(1)} MB），最大支持 ${MAX_FILE_MB} MB`)
  }
  return file.text()
}

interface Moddle {
  fromXML(
    xml: string,
    type?: string,
  ): Promise<{
    rootElement: { $type: string; diagrams?: unknown[]; rootElements?: unknown[] }
    warnings: { message: string }[]
  }>
}

/** Parses without importing: rejects what isn't XML, isn't BPMN, has dangling references or nothing to draw. */
export async function validateBpmn(moddle: Moddle, xml: string): Promise<void> {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  if (doc.getElementsByTagName('parsererror').length) throw new ImportError('文件不是有效的 XML，无法导入')
  let parsed: Awaited<ReturnType<Moddle['fromXML']>>
  try {
    parsed = await moddle.fromXML(xml, 'bpmn:Definitions')
  } catch {
    throw new ImportError('文件不是 BPMN 2.0 流程定义，无法导入')
  }
  const unresolved = parsed.warnings.find((w) => /unresolved reference/.test(w.message))
  if (unresolved) {
    const ref = /<([^>]+)>/.exec(unresolved.message)?.[1] ?? ''
    throw new ImportError(`流程文件引用了不存在的元素 ${ref}，无法导入`)
  }
  if (parsed.warnings.length) throw new ImportError(`流程文件有误：${parsed.warnings[0].message}`)
  const root = parsed.rootElement
  if (root.$type !== 'bpmn:Definitions' || !root.rootElements?.length)
    throw new ImportError('文件中没有流程定义，无法导入')
  if (!root.diagrams?.length) throw new ImportError('文件中没有流程图（缺少 BPMNDiagram），无法导入')
}
