/**
 * The rich-text editor, loaded with the first form that shows one (Tiptap/ProseMirror: ≈ 110 KiB gzip, never in the
 * start-up chunks). `<Form.Item name="content"><LazyRichTextEditor /></Form.Item>` — value/onChange like an input.
 */
import { createElement, lazy, Suspense } from 'react'
import { EditorPlaceholder } from './EditorPlaceholder'
import type { RichTextEditorProps } from './types'

export type { RichTextEditorProps } from './types'
export { CHANGE_DEBOUNCE_MS, EDITOR_HEIGHT } from './types'

const RichTextEditor = lazy(() => import('./RichTextEditor'))

/** Starts loading the editor's code ahead (e.g. when a dialog that holds one is about to open). */
export const preloadRichTextEditor = () => void import('./RichTextEditor')

/** The editor (React.lazy) inside its own Suspense: a box of the same size shows while its code loads. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return createElement(
    Suspense,
    { fallback: createElement(EditorPlaceholder, props) },
    createElement(RichTextEditor, props),
  )
}
