/**
 * What the user typed in a create/edit dialog, kept in the browser until it is saved or discarded, so a session that
 * ends mid-work loses nothing (issue 10): signing in again brings the user back to the page, and opening the same
 * dialog offers the input again. Keys are per user, page, dialog and record, so they are derived here from one prefix
 * (like the designer's drafts), not fixed keys of utils/storage.ts.
 */
const DRAFT_PREFIX = 'form-draft:'

export interface FormDraft<T = Record<string, unknown>> {
  values: Partial<T>
  savedAt: number
}

export interface DraftPlace {
  userId: number | undefined
  /** The page's path, e.g. /infra/config */
  path: string
  /** The dialog's title: 添加参数, 修改参数 … */
  title: string
  /** The record being edited; undefined for a new one. */
  id: unknown
}

export const draftKey = ({ userId, path, title, id }: DraftPlace) =>
  `${DRAFT_PREFIX}${userId ?? '-'}:${path}:${title}:${id === undefined || id === null ? 'new' : String(id)}`

export function readFormDraft<T>(key: string): FormDraft<T> | undefined {
  try {
    const raw = localStorage.getItem(key)
    const draft = raw ? (JSON.parse(raw) as FormDraft<T>) : undefined
    return draft && typeof draft.values === 'object' && draft.values !== null ? draft : undefined
  } catch {
    return undefined
  }
}

export function writeFormDraft<T>(key: string, values: Partial<T>) {
  try {
    localStorage.setItem(key, JSON.stringify({ values, savedAt: Date.now() } satisfies FormDraft<T>))
  } catch {
    // storage full or disabled: the draft is a convenience, the dialog itself is untouched
  }
}

export function clearFormDraft(key: string) {
  try {
    localStorage.removeItem(key)
  } catch {
    // nothing kept, nothing to clear
  }
}
