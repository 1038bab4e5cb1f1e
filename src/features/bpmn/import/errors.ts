/** Bad input gets a clear message and the current diagram stays: every refusal of an import is one of these. */
export class ImportError extends Error {}

export const EMPTY_FILE = '文件是空的，无法导入'
export const NOT_XML = '文件不是有效的 XML，无法导入'
export const NOT_BPMN = '文件不是 BPMN 2.0 流程定义（根元素不是 bpmn:definitions），无法导入'
export const NOTHING_TO_DRAW = '文件中没有任何流程内容，无法导入'
