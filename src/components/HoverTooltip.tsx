import { Tooltip } from 'antd'
import { useState, type ReactNode } from 'react'

/**
 * antd's Tooltip, mounted when the pointer first comes over its element, and open then. For a tip repeated in every
 * row of a list (issue 23): an antd Tooltip is a trigger, its hooks and a portal per row, rendered with each list answer
 * for a tip most rows never show. Only around an element that takes no keyboard focus (a disabled button), whose own
 * accessible name says what the tip says.
 */
export function HoverTooltip({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [hovered, setHovered] = useState(false)
  const anchor = <span onPointerEnter={() => setHovered(true)}>{children}</span>
  return hovered ? (
    <Tooltip title={title} defaultOpen>
      {anchor}
    </Tooltip>
  ) : (
    anchor
  )
}
