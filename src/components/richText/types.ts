/** The rich-text editor's props: antd Form.Item's value/onChange/id, so it sits in a form like an input. */
export interface RichTextEditorProps {
  /** HTML; shown through the sanitiser's allow-list (what SafeHtml keeps), never as it came. */
  value?: string
  /** The HTML (what SafeHtml keeps; '' when empty), 250 ms after the last change (spec §9), at once on leaving. */
  onChange?: (html: string) => void
  /** Of the writing area, in px (spec §9: 300). */
  height?: number
  placeholder?: string
  disabled?: boolean
  'aria-label'?: string
  id?: string
}

/** Spec §9: the rich-text editor's height and how long it waits before telling the form. */
export const EDITOR_HEIGHT = 300
export const CHANGE_DEBOUNCE_MS = 250
