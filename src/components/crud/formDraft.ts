/**
 * What the user typed in a create/edit dialog, kept in the browser until it is saved or discarded, so a session that
 * ends mid-work loses nothing (issue 10): signing in again brings the user back to the page, and opening the same
 * dialog offers the input again. Keys are per user, page, dialog and record, so they are derived here from one prefix
 * (like the designer's drafts), not fixed keys of utils/storage.ts. The process forms keep theirs the same way
 * (issue 51: 发起流程 per process definition, the approval card per task). An explicit sign-out clears them all.
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

/** Keys of draftKey's shape (the user's id, then a path). The form designer's drafts share the prefix, not the shape. */
const USER_DRAFT = /^form-draft:[^:]*:\//

/**
 * Clears every user's kept input (issue 51): called on an explicit 退出登录, so a shared desktop keeps nobody's data.
 * A session that merely expires does not come here, and its user finds the input again after signing in.
 */
export function clearUserFormDrafts() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i))
    for (const key of keys) if (key && USER_DRAFT.test(key)) localStorage.removeItem(key)
  } catch {
    // storage disabled: nothing was kept
  }
}
