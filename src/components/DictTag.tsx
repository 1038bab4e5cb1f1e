import { Tag } from 'antd'
import { useDict } from '../stores/dict'

/** yudao colour types → antd tag colours. */
const COLORS: Record<string, string> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
}

/** Shows a dictionary entry's label in its colour; values are compared as strings (spec §3). The label is data. */
export function DictTag({ type, value }: { type: string; value: unknown }) {
  const entry = useDict((s) => s.byType[type]?.find((d) => d.value === String(value)))
  if (value === undefined || value === null || value === '') return null
  if (!entry) return <span translate="no">{String(value)}</span>
  const color = entry.colorType ? (COLORS[entry.colorType] ?? entry.colorType) : undefined
  return (
    <Tag color={color} className={entry.cssClass || undefined} translate="no">
      {entry.label}
    </Tag>
  )
}
