/**
 * The rarer kinds' controls (issue 43), in a chunk of their own that a form loads when it first shows one of them:
 * rate, slider, time, colour, cascader, uploads, rich text, transfer, tree and tree select.
 */
import { cloneElement, useMemo, useRef, useState, type ReactElement } from 'react'
import { Button, Cascader, ColorPicker, Rate, Slider, TimePicker, Transfer, Tree, TreeSelect, Upload } from 'antd'
import type { UploadFile } from 'antd'
import { UploadOutlined, PlusOutlined } from '@ant-design/icons'
import type { Dayjs } from 'dayjs'
import '../../../styles/antdFormControls.css' // these components' styles come with them, not with every page
import { MAX_FILE_BYTES, uploadFile } from '../../../api/infra/file'
import { LazyRichTextEditor } from '../../../components/richText'
import { feedback } from '../../../api/http/feedback'
import { useT } from '../../../i18n/react'
import { displayFormat, fromDay, toDay } from './formats'
import { cascaderPath, uploadedUrls } from './display'
import { safeUrl } from './elements'
import { isMultiple, num, str } from './shapes'
import type { ControlProps, FcRule } from './types'

const off = (rule: FcRule, disabled: boolean) => disabled || rule.props?.disabled === true
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v])
/** Node keys only (an instance's value of another shape, e.g. an object, is no key antd can show). */
const isKey = (k: unknown): k is string | number => typeof k === 'string' || typeof k === 'number'
const keysOf = (v: unknown) => list(v).filter(isKey)

type Star = ReactElement<{ children: ReactElement<{ 'aria-label'?: string }> }>
/** rc-rate's star: an <li> around the radio a screen reader reaches, which gets a name (how many stars it gives). */
const namedStar = (star: ReactElement, name: string) =>
  cloneElement(star as Star, undefined, cloneElement((star as Star).props.children, { 'aria-label': name }))

export function RateControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const t = useT('form')
  return (
    <Rate
      id={id}
      aria-label={rule.title || undefined}
      characterRender={(star, { index }) => namedStar(star, t('rateStar', { n: (index ?? 0) + 1 }))}
      count={num(rule.props?.max) ?? 5}
      allowHalf={rule.props?.allowHalf === true}
      value={num(value) ?? 0}
      disabled={off(rule, disabled)}
      onChange={(n) => onChange(n)}
    />
  )
}

export function SliderControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const t = useT('form')
  const p = rule.props ?? {}
  const title = rule.title || ''
  const common = {
    id,
    min: num(p.min) ?? 0,
    max: num(p.max) ?? 100,
    step: num(p.step) ?? 1,
    disabled: off(rule, disabled),
  }
  if (p.range === true) {
    const [a, b] = list(value).map(num)
    return (
      <Slider
        {...common}
        range
        aria-label={rule.title || undefined}
        ariaLabelForHandle={[t('rangeFrom', { title }), t('rangeTo', { title })]}
        value={[a ?? common.min, b ?? common.min]}
        onChange={(v: number[]) => onChange(v)}
      />
    )
  }
  return (
    <Slider
      {...common}
      aria-label={rule.title || undefined}
      ariaLabelForHandle={title || undefined}
      value={num(value) ?? common.min}
      onChange={(v: number) => onChange(v)}
    />
  )
}

export function TimeControl({ rule, value, onChange, disabled, id }: ControlProps) {
  if (rule.props?.isRange === true)
    return <TimeRangeControl rule={rule} value={value} onChange={onChange} disabled={disabled} id={id} />
  return (
    <TimePicker
      id={id}
      style={{ width: '100%' }}
      aria-label={rule.title || undefined}
      format={displayFormat(rule)}
      placeholder={str(rule.props?.placeholder)}
      disabled={off(rule, disabled)}
      value={toDay(rule, value) ?? null}
      onChange={(d: Dayjs | null) => onChange(fromDay(rule, d))}
    />
  )
}

export function TimeRangeControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const [a, b] = list(value)
  return (
    <TimePicker.RangePicker
      id={id}
      style={{ width: '100%' }}
      aria-label={rule.title || undefined}
      format={displayFormat(rule)}
      disabled={off(rule, disabled)}
      value={a || b ? [toDay(rule, a) ?? null, toDay(rule, b) ?? null] : null}
      onChange={(days) => onChange(days ? days.map((d) => fromDay(rule, d)) : [])}
    />
  )
}

export function ColorControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const alpha = rule.props?.showAlpha === true
  return (
    <span id={id} role="group" aria-label={rule.title || undefined}>
      <ColorPicker
        showText
        allowClear
        disabledAlpha={!alpha}
        disabled={off(rule, disabled)}
        value={str(value) ?? null}
        onChange={(color) => onChange(alpha ? color.toRgbString() : color.toHexString())}
        onClear={() => onChange(undefined)}
      />
    </span>
  )
}

interface CascaderProps {
  multiple?: boolean
  emitPath?: boolean
  value?: string
  label?: string
  children?: string
}
export function CascaderControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const p = rule.props ?? {}
  const names = (p.props ?? {}) as CascaderProps
  const options = (Array.isArray(p.options) ? p.options : Array.isArray(rule.options) ? rule.options : []) as never[]
  const fieldNames = {
    label: names.label ?? 'label',
    value: names.value ?? 'value',
    children: names.children ?? 'children',
  }
  const common = {
    id,
    style: { width: '100%' },
    'aria-label': rule.title || undefined,
    options,
    fieldNames,
    placeholder: str(p.placeholder),
    disabled: off(rule, disabled),
    allowClear: p.clearable !== false,
    showSearch: p.filterable === true,
  }
  // emitPath false (element-plus): the value is the chosen leaf (or leaves), not its path
  const leafOnly = names.emitPath === false
  const toPath = (v: unknown) => (leafOnly ? (cascaderPath(options, v, fieldNames) ?? [v]) : list(v))
  const fromPath = (path: unknown) => (leafOnly ? (Array.isArray(path) ? path[path.length - 1] : undefined) : path)
  if (names.multiple)
    return (
      <Cascader
        {...common}
        multiple
        value={list(value).map(toPath) as never}
        onChange={(v) => onChange((v ?? []).map(fromPath))}
      />
    )
  return (
    <Cascader
      {...common}
      value={(value === undefined || value === null ? undefined : toPath(value)) as never}
      onChange={(v) => onChange(v === undefined ? (leafOnly ? undefined : []) : fromPath(v))}
    />
  )
}

/**
 * The file types an upload takes, as an `accept` list: form-create's `accept` text, or yudao's `fileType` list, whose
 * entries are bare extensions (`pdf`; yudao matches `doc` to .docx too) or MIME types (`image/png`).
 */
const OFFICE_X = new Set(['doc', 'xls', 'ppt'])
function acceptedTypes(p: Record<string, unknown>, defaults: string[] = []): string[] {
  const raw = Array.isArray(p.fileType) ? p.fileType : (str(p.accept)?.split(',') ?? defaults)
  return raw
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean)
    .flatMap((x) => (x.includes('/') || x.startsWith('.') ? [x] : OFFICE_X.has(x) ? [`.${x}`, `.${x}x`] : [`.${x}`]))
}
/** Whether a file is one of those types (antd checks `accept` only for dropped files, a picked one is checked here). */
function isAccepted(file: File, types: string[]): boolean {
  const name = file.name.toLowerCase()
  const mime = (file.type || '').toLowerCase()
  return (
    !types.length ||
    types.some((t) =>
      t.startsWith('.') ? name.endsWith(t) : t.endsWith('/*') ? mime.startsWith(t.slice(0, -1)) : mime === t,
    )
  )
}

/** What yudao's upload components take when the rule leaves it out (UploadFile.vue, UploadImg(s).vue: 5 MB). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif']
const YUDAO_DEFAULTS: Record<string, { fileType: string[]; fileSize: number } | undefined> = {
  uploadfile: { fileType: ['doc', 'xls', 'ppt', 'txt', 'pdf'], fileSize: 5 },
  uploadimg: { fileType: IMAGE_TYPES, fileSize: 5 },
  uploadimgs: { fileType: IMAGE_TYPES, fileSize: 5 },
}

/**
 * An upload's value as URLs, and back: one URL as text (limit 1 or yudao's UploadImg), else the list. A value that
 * came as text stays text; yudao's UploadFile joins several URLs with commas in it.
 */
export function UploadControl({ rule, value, onChange, disabled, id }: ControlProps) {
  const t = useT('form')
  const p = rule.props ?? {}
  const type = rule.type.toLowerCase()
  const image = type === 'uploadimg' || type === 'uploadimgs' || p.listType === 'picture-card'
  const limit = type === 'uploadimg' ? 1 : (num(p.limit) ?? (type === 'upload' ? undefined : 5))
  const asText = limit === 1 || typeof value === 'string'
  const defaults = YUDAO_DEFAULTS[type]
  const maxBytes = (num(p.fileSize) || defaults?.fileSize || MAX_FILE_BYTES / 1024 / 1024) * 1024 * 1024
  const urls = uploadedUrls(value)
  // Several files finish one after the other, each before the form has rendered the last one's URL: each adds to
  // the latest list, not to the one of the render that started it.
  const latest = useRef(urls)
  latest.current = urls
  const [busy, setBusy] = useState<UploadFile[]>([])
  // files the user removed while they were uploading: their answer is dropped
  const dropped = useRef(new Set<string>())
  const fileList: UploadFile[] = [
    ...urls.map((url, i) => ({
      uid: `${i}:${url}`,
      name: decodeURIComponent(url.split('/').pop() || url),
      status: 'done' as const,
      url: safeUrl(url),
    })),
    ...busy,
  ]
  const types = acceptedTypes(p, defaults?.fileType)
  const emit = (next: string[]) => {
    latest.current = next
    onChange(asText ? next.join(',') : next)
  }
  const off_ = off(rule, disabled)
  return (
    <Upload
      id={id}
      listType={image ? 'picture-card' : 'text'}
      accept={types.join(',') || undefined}
      maxCount={limit}
      multiple={limit !== 1}
      disabled={off_}
      fileList={fileList}
      beforeUpload={(file, batch) => {
        const refuse = (message: string) => {
          feedback.error(message)
          return Upload.LIST_IGNORE
        }
        if (!isAccepted(file, types)) return refuse(t('uploadWrongType', { name: file.name, types: types.join(' ') }))
        if (file.size > maxBytes)
          return refuse(t('uploadTooLarge', { name: file.name, size: Math.round(maxBytes / 1024 / 1024) }))
        // past the limit with what is there, on its way, and picked before it in this batch (one file replaces one)
        if (limit !== undefined && limit > 1 && urls.length + busy.length + batch.indexOf(file) >= limit)
          return refuse(t('uploadTooMany', { name: file.name, limit }))
        return true
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const f = file as File & { uid: string }
        setBusy((b) => [...b, { uid: f.uid, name: f.name, status: 'uploading' }])
        uploadFile(f).then(
          (url) => {
            setBusy((b) => b.filter((x) => x.uid !== f.uid))
            if (dropped.current.delete(f.uid)) return
            onSuccess?.(url)
            emit(limit === 1 ? [url] : [...latest.current, url])
          },
          (error: unknown) => {
            // the request layer has said why (the server's message); the other files stay
            setBusy((b) => b.filter((x) => x.uid !== f.uid))
            dropped.current.delete(f.uid)
            onError?.(error as Error)
          },
        )
      }}
      onRemove={(file) => {
        if (file.status === 'uploading') {
          dropped.current.add(file.uid)
          setBusy((b) => b.filter((x) => x.uid !== file.uid))
          return true
        }
        emit(urls.filter((_, i) => `${i}:${urls[i]}` !== file.uid))
        return true
      }}
    >
      {limit !== undefined && urls.length >= limit ? null : image ? (
        <button
          type="button"
          style={{ border: 0, background: 'none' }}
          aria-label={rule.title ? `${rule.title} ${t('upload')}` : t('upload')}
        >
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('upload')}</div>
        </button>
      ) : (
        <Button icon={<UploadOutlined />} disabled={off_}>
          {t('upload')}
        </Button>
      )}
    </Upload>
  )
}

/** form-create's fcEditor and yudao's Editor: the app's rich-text editor (HTML, sanitised on paste and when shown). */
export function EditorControl({ rule, value, onChange, disabled }: ControlProps) {
  const height = num(String(rule.props?.height ?? '').replace(/px$/, ''))
  return (
    <LazyRichTextEditor
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      height={height ?? 300}
      placeholder={str(rule.props?.placeholder)}
      disabled={off(rule, disabled)}
      aria-label={rule.title || undefined}
    />
  )
}

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
