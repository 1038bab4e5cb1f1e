/**
 * A form read-only with an instance's values (issue 43), as the process detail shows what was submitted: one row per
 * field in the form's order through its layouts, option labels not codes, files as links, groups as their rows.
 * Unknown kinds say so; variables the form does not name (set by the process) follow at the end.
 */
import type { ReactNode } from 'react'
import { Descriptions } from 'antd'
import { useT } from '../../../i18n/react'
import { nestedRules, allRules, UNREADABLE } from './parse'
import { kindOf } from './registry'
import { fromVariables } from './values'
import type { FcRule } from './types'

type Values = Record<string, unknown>
interface Item {
  key: string
  label: ReactNode
  children: ReactNode
}

const plain = (v: unknown) =>
  v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)

function useItems(rules: readonly FcRule[], values: Values, keyPrefix = ''): Item[] {
  const t = useT('form')
  const filled = fromVariables(rules, values)
  const items: Item[] = []
  for (const rule of allRules(rules)) {
    if (rule.type === UNREADABLE) continue
    const kind = kindOf(rule.type)
    const field = typeof rule.field === 'string' ? rule.field : undefined
    if (!kind) {
      if (!field && !rule.title) continue
      const value = field ? values[field] : undefined
      items.push({
        key: keyPrefix + (field ?? `#${items.length}`),
        label: rule.title || field,
        children: (
          <span data-unsupported={rule.type}>
            {value !== undefined ? `${plain(value)} ` : ''}({t('unsupported', { type: rule.type })})
          </span>
        ),
      })
      continue
    }
    if (!kind.holdsValue || !field) continue
    const value = filled[field]
    let shown: ReactNode
    if (kind.type === 'group')
      shown = (Array.isArray(value) ? value : []).map((row, i) => (
        <NestedView key={i} rules={nestedRules(rule)} values={(row ?? {}) as Values} />
      ))
    else if (kind.type === 'subForm') shown = <NestedView rules={nestedRules(rule)} values={(value ?? {}) as Values} />
    else shown = kind.display ? kind.display(rule, value) : plain(value)
    items.push({ key: keyPrefix + field, label: rule.title || field, children: shown })
  }
  return items
}

function NestedView({ rules, values }: { rules: readonly FcRule[]; values: Values }) {
  const items = useItems(rules, values)
  return <Descriptions size="small" column={1} items={items} style={{ marginBottom: 4 }} />
}

export function FormView({ rules, values }: { rules: readonly FcRule[]; values: Values | null | undefined }) {
  const all = values ?? {}
  const items = useItems(rules, all)
  const named = new Set([...allRules(rules)].map((r) => r.field).filter(Boolean))
  for (const [key, value] of Object.entries(all))
    if (!named.has(key)) items.push({ key: `+${key}`, label: key, children: plain(value) })
  return <Descriptions size="small" column={1} bordered items={items} />
}
