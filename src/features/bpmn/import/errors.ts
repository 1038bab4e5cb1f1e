import { msg } from '../../../i18n'

/** Bad input gets a clear message and the current diagram stays: every refusal of an import is one of these. */
export class ImportError extends Error {}

// The refusals' texts, in the interface's language when the error is made (`new ImportError(NOT_XML())`).
export const EMPTY_FILE = msg('bpmn', 'emptyFile')
export const NOT_XML = msg('bpmn', 'notXml')
export const NOT_BPMN = msg('bpmn', 'notBpmn')
export const NOTHING_TO_DRAW = msg('bpmn', 'nothingToDraw')
