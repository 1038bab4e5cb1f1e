/**
 * form-create's upload and yudao's UploadFile / UploadImg / UploadImgs (issue 43): files sent as they are picked,
 * checked against the rule's types and size first, the value their URLs. Part of the rarer controls' chunk.
 */
import { useRef, useState } from 'react'
import { Button, Upload } from 'antd'
import type { UploadFile } from 'antd'
import { UploadOutlined, PlusOutlined } from '@ant-design/icons'
import { MAX_FILE_BYTES, uploadFile } from '../../../api/infra/file'
import { feedback } from '../../../api/http/feedback'
import { useT } from '../../../i18n/react'
import { uploadedUrls } from './display'
import { safeUrl } from './elements'
import { num, off, str } from './shapes'
import type { ControlProps } from './types'

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
