import { useEffect, type RefObject } from 'react'

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y while the designer (`root`) is shown and no dialog is open; a text field keeps its own undo. */
export function useUndoKeys(rootRef: RefObject<HTMLElement | null>, doUndo: () => void, doRedo: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isEditable(e.target)) return
      const root = rootRef.current
      if (!root || !root.isConnected || root.closest('[hidden]') || document.querySelector('.ant-modal-wrap')) return
      const key = e.key.toLowerCase()
      if (key === 'z' && !e.shiftKey) doUndo()
      else if ((key === 'z' && e.shiftKey) || key === 'y') doRedo()
      else return
      e.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [rootRef, doUndo, doRedo])
}
