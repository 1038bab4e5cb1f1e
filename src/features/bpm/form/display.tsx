/**
 * Values read-only, as the process detail shows them (issue 43): option labels not codes (loaded the way the control
 * loads them), switches as their texts or 是/否, files as links, colours with a swatch, rich text sanitised.
 */
import type { ReactNode } from 'react'
import { SafeHtml } from '../../../components/SafeHtml'
import { translate } from '../../../i18n'
import { displayFormat, toDay } from './formats'
import { optionLabel, useRuleOptions } from './options'
import { safeUrl } from './elements'
import { switchValue } from './shapes'
import type { FcOption, FcRule } from './types'

const SEP = '、'
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v])
const plain = (v: unknown): string =>
  v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)

/** Labels of the chosen options (the rule's own or loaded ones); a value no option has is shown as it is. */
function OptionLabels({ rule, value }: { rule: FcRule; value: unknown }) {
  const { options } = useRuleOptions(rule)
  return (
    <>
      {list(value)
        .map((v) => optionLabel(options, v) ?? plain(v))
        .join(SEP)}
    </>
  )
}

interface CascaderNames {
  label?: string
  value?: string
  children?: string
  multiple?: boolean
  emitPath?: boolean
}

function pathLabels(
  options: FcOption[],
  path: unknown[],
  names: { label: string; value: string; children: string },
): string {
  const out: string[] = []
  let level: Record<string, unknown>[] = options as never
  for (const step of path) {
    const found = level.find((o) => o[names.value] === step || String(o[names.value]) === String(step))
    out.push(found ? String(found[names.label] ?? step) : plain(step))
    level = (found?.[names.children] as Record<string, unknown>[] | undefined) ?? []
  }
  return out.join(' / ')
}

/** The path of values down to a cascader's leaf value (for emitPath: false, which holds the leaf alone). */
export function cascaderPath(
  options: readonly Record<string, unknown>[],
  leaf: unknown,
  names: { value: string; children: string },
): unknown[] | undefined {
  for (const o of options) {
    if (o[names.value] === leaf) return [o[names.value]]
    const kids = o[names.children]
    const inner = Array.isArray(kids) ? cascaderPath(kids as Record<string, unknown>[], leaf, names) : undefined
    if (inner) return [o[names.value], ...inner]
  }
  return undefined
}

/** An upload's URLs: a list, or a text of one URL or several joined by commas (yudao's UploadFile writes both). */
export const uploadedUrls = (value: unknown): string[] =>
  (typeof value === 'string' ? value.split(/,(?=\s*(?:https?:\/\/|\/))/) : list(value))
    .filter((u): u is string => typeof u === 'string')
    .map((u) => u.trim())
    .filter(Boolean)

function treeLabel(nodes: unknown, key: string, label: string, children: string, value: unknown): string | undefined {
  for (const n of Array.isArray(nodes) ? (nodes as Record<string, unknown>[]) : []) {
    if (n[key] === value || String(n[key]) === String(value)) return String(n[label] ?? value)
    const inner = treeLabel(n[children], key, label, children, value)
    if (inner !== undefined) return inner
  }
  return undefined
}

function Links({ urls }: { urls: unknown[] }) {
  return (
    <>
      {urls.map((u, i) => {
        const href = safeUrl(u)
        const name = decodeURIComponent(String(u).split('/').pop() || String(u))
        return (
          <div key={i}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            ) : (
              plain(u)
            )}
          </div>
        )
      })}
    </>
  )
}

function dates(rule: FcRule, value: unknown): string {
  const format = displayFormat(rule)
  return list(value)
    .map((v) => toDay(rule, v)?.format(format) ?? plain(v))
    .join(' ~ ')
}

/** One value as text or elements, by its kind (group / subForm rows are shown by FormView, which knows the layout). */
export function displayValue(rule: FcRule, value: unknown): ReactNode {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) return ''
  const p = rule.props ?? {}
  switch (rule.type.toLowerCase()) {
    case 'radio':
    case 'checkbox':
    case 'select':
    case 'userselect':
    case 'deptselect':
    case 'dictselect':
    case 'apiselect':
      return <OptionLabels rule={rule} value={value} />
    case 'switch': {
      const on = switchValue(rule, value) === (p.activeValue ?? true)
      const own = on ? p.activeText : p.inactiveText
      return typeof own === 'string' && own ? own : translate('form', on ? 'yes' : 'no')
    }
    case 'datepicker':
    case 'timepicker':
      return dates(rule, value)
    case 'cascader': {
      const names = (p.props ?? {}) as CascaderNames
      const options = (Array.isArray(p.options) ? p.options : (rule.options ?? [])) as FcOption[]
      const n = { label: names.label ?? 'label', value: names.value ?? 'value', children: names.children ?? 'children' }
      // emitPath false holds leaves: their paths are looked up
      const path = (v: unknown) =>
        names.emitPath === false && !Array.isArray(v)
          ? (cascaderPath(options as Record<string, unknown>[], v, n) ?? [v])
          : list(v)
      const paths = names.multiple ? list(value).map(path) : [path(value)]
      return paths.map((path) => pathLabels(options, path, n)).join(SEP)
    }
    case 'eltransfer': {
      const data = Array.isArray(p.data) ? (p.data as Record<string, unknown>[]) : []
      // element-plus's props name the data's key and label fields, as the control reads them
      const names = (p.props ?? {}) as { key?: string; label?: string }
      const [key, label] = [names.key ?? 'key', names.label ?? 'label']
      return list(value)
        .map((k) => String(data.find((d) => String(d[key]) === String(k))?.[label] ?? k))
        .join(SEP)
    }
    case 'tree':
    case 'eltreeselect':
    case 'treeselect': {
      const names = (p.props ?? {}) as { label?: string; children?: string; value?: string }
      const key =
        (typeof p.nodeKey === 'string' && p.nodeKey) ||
        names.value ||
        (rule.type.toLowerCase() === 'tree' ? 'id' : 'value')
      return list(value)
        .map((v) => treeLabel(p.data, key, names.label ?? 'label', names.children ?? 'children', v) ?? plain(v))
        .join(SEP)
    }
    case 'upload':
    case 'uploadfile':
    case 'uploadimg':
    case 'uploadimgs':
      return <Links urls={typeof value === 'string' ? uploadedUrls(value) : list(value)} />
    case 'fceditor':
    case 'editor':
      return <SafeHtml html={String(value)} />
    case 'colorpicker':
      return (
        <span>
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 12,
              height: 12,
              marginRight: 6,
              background: String(value),
              border: '1px solid #ccc',
              verticalAlign: 'middle',
            }}
          />
          {String(value)}
        </span>
      )
    case 'slider':
      return list(value).map(plain).join(' ~ ')
    case 'input':
      return p.type === 'password' ? '••••••' : plain(value)
    default:
      return Array.isArray(value) ? value.map(plain).join(SEP) : plain(value)
  }
}

/** The read-only display of every value kind (layouts and display kinds show nothing of their own). */
export const DISPLAYS: Record<string, ((rule: FcRule, value: unknown) => ReactNode) | undefined> = Object.fromEntries(
  [
    'input',
    'textarea',
    'password',
    'inputNumber',
    'radio',
    'checkbox',
    'select',
    'switch',
    'rate',
    'slider',
    'timePicker',
    'timeRange',
    'datePicker',
    'dateRange',
    'colorPicker',
    'cascader',
    'upload',
    'fcEditor',
    'elTransfer',
    'tree',
    'elTreeSelect',
    'Editor',
    'UploadFile',
    'UploadImg',
    'UploadImgs',
    'UserSelect',
    'DeptSelect',
    'DictSelect',
    'ApiSelect',
  ].map((type) => [type, displayValue]),
)
