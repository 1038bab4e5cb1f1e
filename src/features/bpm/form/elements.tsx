/**
 * The display kinds of form-create (issue 43): dividers, text, HTML (through the app's sanitiser), alerts, tags,
 * buttons, titles and images. None of them holds a value; their `on` / `emit` handlers are kept in the rule and never run.
 */
import { Alert, Button, Divider, Tag } from 'antd'
import { PresetColors } from 'antd/es/theme/interface'
import { SafeHtml } from '../../../components/SafeHtml'
import type { ControlProps, FcRule } from './types'

/** The text children of a rule (form-create writes a text element's content as `children: ['…']`). */
export const childText = (rule: FcRule) =>
  (rule.children ?? []).filter((c): c is string => typeof c === 'string').join('')
const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** Links and images only to http(s) addresses or this site's own paths. */
export const safeUrl = (url: unknown): string | undefined =>
  typeof url === 'string' && (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//')))
    ? url
    : undefined

export function DividerElement({ rule }: ControlProps) {
  const label = childText(rule)
  return <Divider>{label || undefined}</Divider>
}

export function TextElement({ rule }: ControlProps) {
  return <div style={{ whiteSpace: 'pre-line', width: '100%' }}>{childText(rule)}</div>
}

export function HtmlElement({ rule }: ControlProps) {
  const attrs = (rule.attrs ?? {}) as Record<string, unknown>
  return <SafeHtml html={childText(rule) || str(attrs.innerHTML)} />
}

const ALERT_TYPES = new Set(['success', 'info', 'warning', 'error'])
export function AlertElement({ rule }: ControlProps) {
  const p = rule.props ?? {}
  const type = ALERT_TYPES.has(str(p.type)) ? (p.type as 'success' | 'info' | 'warning' | 'error') : 'info'
  return (
    <Alert
      type={type}
      title={str(p.title) || childText(rule)}
      description={str(p.description) || undefined}
      showIcon={p.showIcon === true}
    />
  )
}

// element-plus's tag types as antd's status tags, whose colours the theme keeps readable (themeContrast.ts); antd's
// preset colour names as they are (the theme's tag palette reads at AA too)
const TAG_STATUS: Record<string, string> = { primary: 'processing', success: 'success', warning: 'warning', danger: 'error' }
const PRESETS = new Set<string>(PresetColors)
const tagColor = (type: string) => TAG_STATUS[type] ?? (PRESETS.has(type) ? type : undefined)
export function TagElement({ rule }: ControlProps) {
  return <Tag color={tagColor(str(rule.props?.type))}>{childText(rule)}</Tag>
}

export function ButtonElement({ rule }: ControlProps) {
  const p = rule.props ?? {}
  const type = str(p.type)
  return (
    <Button
      htmlType="button"
      type={type === 'primary' ? 'primary' : 'default'}
      danger={type === 'danger'}
      disabled={p.disabled === true}
    >
      {childText(rule)}
    </Button>
  )
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
export function TitleElement({ rule }: ControlProps) {
  const p = rule.props ?? {}
  const size = str(p.size).toLowerCase()
  const Heading = HEADINGS.find((h) => h === size) ?? 'h2'
  const align = ['left', 'center', 'right'].includes(str(p.align))
    ? (p.align as 'left' | 'center' | 'right')
    : undefined
  return <Heading style={{ textAlign: align, margin: '8px 0' }}>{str(p.title) || childText(rule)}</Heading>
}

const cssLength = (v: unknown) =>
  typeof v === 'string' && /^\d+(\.\d+)?(px|%|em|rem)?$/.test(v) ? v : typeof v === 'number' ? v : undefined
export function ImageElement({ rule }: ControlProps) {
  const src = safeUrl(rule.props?.src)
  const style = (rule.style ?? {}) as Record<string, unknown>
  if (!src) return null
  return (
    <img
      src={src}
      alt={rule.title || ''}
      style={{ width: cssLength(style.width), height: cssLength(style.height), objectFit: 'contain' }}
    />
  )
}
