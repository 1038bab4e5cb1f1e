/** Transfer, tree and tree select (issue 43): the keys of a rule's own data as the value. Part of the rarer controls' chunk. */
import { useMemo } from 'react'
import { Transfer, Tree, TreeSelect } from 'antd'
import '../../../styles/antdFormControls.css' // these components' styles come with them, not with every page
import { isKey, isMultiple, keysOf, list, off, str } from './shapes'
import type { ControlProps, FcRule } from './types'

interface TransferItem {
  key: string
  label?: string
  disabled?: boolean
}
export function TransferControl({ rule, value, onChange, disabled }: ControlProps) {
  const p = rule.props ?? {}
  const names = (p.props ?? {}) as { key?: string; label?: string; disabled?: string }
  const data = useMemo(
    () =>
      (Array.isArray(p.data) ? p.data : []).map((d: Record<string, unknown>): TransferItem => ({
        key: String(d[names.key ?? 'key']),
        label: String(d[names.label ?? 'label'] ?? d[names.key ?? 'key']),
        disabled: d[names.disabled ?? 'disabled'] === true,
      })),
    [p.data, names.key, names.label, names.disabled],
  )
  // keys may be numbers in the rule's data: what is sent is the data's own key
  const original = new Map(
    (Array.isArray(p.data) ? p.data : []).map((d: Record<string, unknown>) => [
      String(d[names.key ?? 'key']),
      d[names.key ?? 'key'],
    ]),
  )
  const titles = Array.isArray(p.titles) ? (p.titles as string[]) : undefined
  return (
    <Transfer<TransferItem>
      dataSource={data}
      titles={titles}
      targetKeys={list(value).map(String)}
      render={(item) => item.label ?? item.key}
      disabled={off(rule, disabled)}
      onChange={(keys) => onChange(keys.map((k) => original.get(String(k)) ?? k))}
    />
  )
}

const treeNames = (rule: FcRule, keyDefault: string) => {
  const names = (rule.props?.props ?? {}) as { label?: string; children?: string; value?: string }
  return {
    title: names.label ?? 'label',
    key: str(rule.props?.nodeKey) ?? names.value ?? keyDefault,
    children: names.children ?? 'children',
  }
}

export function TreeControl({ rule, value, onChange, disabled }: ControlProps) {
  const p = rule.props ?? {}
  const names = treeNames(rule, 'id')
  const data = (Array.isArray(p.data) ? p.data : []) as never[]
  const keys = keysOf(value)
  if (p.showCheckbox === false)
    return (
      <Tree
        treeData={data}
        fieldNames={names}
        selectedKeys={keys}
        multiple={isMultiple(rule)}
        disabled={off(rule, disabled)}
        defaultExpandAll={p.defaultExpandAll === true}
        onSelect={(k) => onChange(k)}
      />
    )
  return (
    <Tree
      checkable
      treeData={data}
      fieldNames={names}
      checkedKeys={keys}
      disabled={off(rule, disabled)}
      defaultExpandAll={p.defaultExpandAll === true}
      onCheck={(k) => onChange(Array.isArray(k) ? k : k.checked)}
    />
  )
}

export function TreeSelectControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const p = rule.props ?? {}
  const names = treeNames(rule, 'value')
  const multiple = isMultiple(rule)
  return (
    <TreeSelect
      id={id}
      style={{ width: '100%' }}
      aria-label={rule.title || undefined}
      treeData={(Array.isArray(p.data) ? p.data : []) as never[]}
      fieldNames={{ label: names.title, value: names.key, children: names.children }}
      multiple={multiple}
      treeCheckable={multiple && p.showCheckbox === true}
      placeholder={str(p.placeholder)}
      allowClear={p.clearable === true}
      disabled={off(rule, disabled)}
      value={multiple ? keysOf(value) : isKey(value) ? value : undefined}
      onChange={(v) => onChange(v)}
    />
  )
}
