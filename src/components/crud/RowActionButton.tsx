import type { ReactNode } from 'react'

/**
 * A button in a list row's 操作 column, drawn as antd's small link button (listTable.css) without being one (issue
 * 51): 40 antd Buttons in a page of rows were ≈ 5 % of a reload's first render in a profile (their hooks and wave),
 * and each of their elements carries ≈ 60 custom properties that every style pass recomputes.
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
