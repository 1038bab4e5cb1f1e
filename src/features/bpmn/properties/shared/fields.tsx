import { useState, type ReactNode } from 'react'
import { Input, Typography } from 'antd'

interface CommitProps {
  value: string | undefined
  /** Called once per edit (blur or Enter), only when the text changed: one edit, one undo step. */
  onCommit: (value: string) => void
  placeholder?: string
  disabled?: boolean
  multiline?: boolean
  'aria-label'?: string
  status?: 'error' | 'warning'
}

/**
 * A text field that writes to the diagram when the user leaves it, not per keystroke, so each edit is ONE undo step.
 * It re-reads `value` when the diagram changes underneath (undo/redo).
 */
export function CommitInput({ value, onCommit, multiline, ...rest }: CommitProps) {
  const [text, setText] = useState(value ?? '')
  // A new value (another element, undo) replaces the text while rendering, not in an effect that would commit every
  // field twice on each selection (React's "adjusting state when a prop changes").
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    setText(value ?? '')
  }
  const commit = () => {
    if (text !== (value ?? '')) onCommit(text)
  }
  if (multiline) {
    return (
      <Input.TextArea
        {...rest}
        autoSize={{ minRows: 2, maxRows: 8 }}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
      />
    )
  }
  return (
    <Input {...rest} value={text} onChange={(e) => setText(e.target.value)} onBlur={commit} onPressEnter={commit} />
  )
}

/** One labelled row of the panel, with an optional error or hint below. */
export function Row({
  label,
  children,
  error,
  hint,
}: {
  label: string
  children: ReactNode
  error?: string
  hint?: ReactNode
}) {
  return (
    <div className="bpmn-panel-row">
      <label className="bpmn-panel-label">{label}</label>
      <div className="bpmn-panel-control">
        {children}
        {error && (
          <Typography.Text type="danger" className="bpmn-panel-error">
            {error}
          </Typography.Text>
        )}
        {hint && !error && (
          <Typography.Text type="secondary" className="bpmn-panel-hint">
            {hint}
          </Typography.Text>
        )}
      </div>
    </div>
  )
}

/** "Empty" in a text field means "remove the attribute", so the XML stays clean. */
export const orUndefined = (v: string) => (v.trim() === '' ? undefined : v)
