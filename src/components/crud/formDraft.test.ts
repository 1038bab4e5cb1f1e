// Kept input (issues 10, 51): per user and place; an explicit sign-out clears every user's, and only those.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearFormDraft, clearUserFormDrafts, draftKey, readFormDraft, writeFormDraft } from './formDraft'

/** A Storage in memory: node has no localStorage. */
function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  }
}

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()))

const start = (userId: number) =>
  draftKey({ userId, path: '/bpm/process-instance/create', title: 'start', id: 'countersign:1:7' })

describe('form drafts', () => {
  it('keeps what was typed per user and place, with when it was kept', () => {
    writeFormDraft(start(1), { title: '项目申报' })
    expect(readFormDraft(start(1))).toEqual({ values: { title: '项目申报' }, savedAt: expect.any(Number) })
    expect(readFormDraft(start(2))).toBeUndefined()
    clearFormDraft(start(1))
    expect(readFormDraft(start(1))).toBeUndefined()
  })

  it('clears every user’s drafts on sign-out, and leaves the designers’ drafts and other keys alone', () => {
    writeFormDraft(start(1), { title: 'a' })
    writeFormDraft(start(2), { title: 'b' })
    writeFormDraft(draftKey({ userId: 1, path: '/infra/config', title: '添加参数', id: undefined }), { name: 'c' })
    localStorage.setItem('form-draft:new', '{"xml":"{}","savedAt":1}') // the form designer's, not a user's input
    localStorage.setItem('ACCESS_TOKEN', 't')
    clearUserFormDrafts()
    const left = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i))
    expect(left).toEqual(['form-draft:new', 'ACCESS_TOKEN'])
  })
})
