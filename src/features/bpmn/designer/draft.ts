/**
 * Unsaved designer work kept in the browser, offered back after a reload or crash.
 * Keys are per process, so they are derived here from one prefix (not a fixed key of utils/storage.ts).
 */
const DRAFT_PREFIX = 'bpmn-draft:'

export interface Draft {
  xml: string
  savedAt: number
}

const keyFor = (processKey: string) => DRAFT_PREFIX + processKey

export function readDraft(processKey: string): Draft | undefined {
  try {
    const raw = localStorage.getItem(keyFor(processKey))
    const draft = raw ? (JSON.parse(raw) as Draft) : undefined
    return draft && typeof draft.xml === 'string' ? draft : undefined
  } catch {
    return undefined
  }
}

export function writeDraft(processKey: string, xml: string) {
  try {
    localStorage.setItem(keyFor(processKey), JSON.stringify({ xml, savedAt: Date.now() } satisfies Draft))
  } catch {
    // storage full or disabled: the draft is a convenience, the diagram itself is untouched
  }
}

export function clearDraft(processKey: string) {
  localStorage.removeItem(keyFor(processKey))
}
