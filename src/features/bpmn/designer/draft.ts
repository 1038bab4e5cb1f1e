/**
 * Unsaved designer work kept in the browser, offered back after a reload or crash.
 * Keys are per process, so they are derived here from one prefix (not a fixed key of utils/storage.ts).
 * The form designer keeps its drafts the same way under its own prefix (FORM_DRAFT_PREFIX, issue 43).
 */
const DRAFT_PREFIX = 'bpmn-draft:'
export const FORM_DRAFT_PREFIX = 'form-draft:'

export interface Draft {
  /** The designer's document as text: a diagram's XML (a form designer's JSON under FORM_DRAFT_PREFIX). */
  xml: string
  savedAt: number
}

const keyFor = (processKey: string, prefix: string) => prefix + processKey

export function readDraft(processKey: string, prefix = DRAFT_PREFIX): Draft | undefined {
  try {
    const raw = localStorage.getItem(keyFor(processKey, prefix))
    const draft = raw ? (JSON.parse(raw) as Draft) : undefined
    return draft && typeof draft.xml === 'string' ? draft : undefined
  } catch {
    return undefined
  }
}

export function writeDraft(processKey: string, xml: string, prefix = DRAFT_PREFIX) {
  try {
    localStorage.setItem(keyFor(processKey, prefix), JSON.stringify({ xml, savedAt: Date.now() } satisfies Draft))
  } catch {
    // storage full or disabled: the draft is a convenience, the diagram itself is untouched
  }
}

export function clearDraft(processKey: string, prefix = DRAFT_PREFIX) {
  localStorage.removeItem(keyFor(processKey, prefix))
}
