import type { ReactNode } from 'react'

/**
 * A button in a list row's 操作 column, drawn as antd's small link button (listTable.css) without being one: a row's
 * antd Buttons (their hooks, wave, and ≈ 60 custom properties each element recomputes in every style pass) were ≈ a
 * tenth of a reload's first render and style (issue 51: reload → first row 238 → 217 ms in turns, cache on again).
 */
export function RowActionButton({
  label,
  icon,
  danger,
  onClick,
}: {
  label: ReactNode
  icon?: ReactNode
  danger?: boolean
  onClick(): void
}) {
  return (
    <button
      type="button"
      className={danger ? 'list-row-action list-row-action--danger' : 'list-row-action'}
      onClick={onClick}
    >
      {icon && <span className="list-row-action__icon">{icon}</span>}
      <span>{label}</span>
    </button>
  )
}
