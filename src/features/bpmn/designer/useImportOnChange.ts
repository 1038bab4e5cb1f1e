import { App } from 'antd'
import { useLayoutEffect, useRef } from 'react'
import type { DiagramSource, ImportOutcome } from '../import/importDiagram'
import type { Prefix } from '../moddle/dialects'
import { blankDiagram } from './blankDiagram'
import { readDraft, type Draft } from './draft'

/**
 * Imports the designer's input (the host's XML, else a blank diagram of its id and name) whenever it changes, then offers a draft kept
 * for it that differs from it; a failed import is said.
 */
export function useImportOnChange(
  { xml, prefix, processId, processName }: { xml?: string; prefix: Prefix; processId?: string; processName?: string },
  importXML: (source: DiagramSource) => Promise<ImportOutcome>,
  draftKey: string,
  setDraft: (draft: Draft | undefined) => void,
) {
  const { message } = App.useApp()
  // Import when the input changes; results of a superseded import are ignored (StrictMode runs effects twice).
  // A layout effect starts it right after the commit, not after the next paint as a passive effect would.
  // Only when the input changes: keep-alive re-runs a page's effects each time its tab is shown again (as does a new
  // `message` or `importXML`) — importing the same input again would throw away the user's unsaved edits.
  const imported = useRef<string | undefined>(undefined)
  useLayoutEffect(() => {
    const source = xml || blankDiagram(prefix, processId, processName)
    if (imported.current === source) return
    imported.current = source
    let cancelled = false
    let done = false
    importXML({ text: source }).then(
      () => {
        done = true
        if (cancelled) return
        const saved = readDraft(draftKey)
        setDraft(saved && saved.xml !== source ? saved : undefined)
      },
      (e: Error) => {
        done = true
        if (!cancelled) message.error(e.message)
      },
    )
    return () => {
      cancelled = true
      if (!done) imported.current = undefined // left before it was in: the next run imports it again
    }
  }, [xml, prefix, processId, processName, importXML, draftKey, message, setDraft])
}
