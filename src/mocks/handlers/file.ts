/**
 * 文件上传 (yudao infra FileController): `POST /infra/file/upload` stores the file and answers its URL; the URL
 * (`…/admin-api/infra/file/{configId}/get/{path}`, yudao's FileConfig "domain" + path) serves it back without a token,
 * as yudao's `@PermitAll` getFileContent does, so an `<img>` shows it. The bytes live in the demo table as base64 (the
 * browser's local storage, or `npm run demo-backend --data`'s JSON file); past the local storage quota the browser's
 * demo keeps them in memory only (db.ts), so keep images small there.
 */
import { http, HttpResponse } from 'msw'
import { MAX_FILE_BYTES, MAX_IMAGE_BYTES } from '../../api/infra/file'
import { table } from '../db'
import { api, fail, ok, withUser } from '../util'

export interface StoredFile {
  id: number
  configId: number
  /** Where it is served: `yyyyMMdd/<unique>.<ext>` (ASCII; the user's name stays in `name`). */
  path: string
  name: string
  /** The Content-Type it is served with. */
  type: string
  size: number
  /** The bytes, base64. */
  content: string
  createTime: number
}

/** The demo's one storage, like yudao's master FileConfig (id 4 is the "S3/MinIO" master of yudao's demo data). */
export const FILE_CONFIG_ID = 4

export const files = table<StoredFile>('infra_file', () => [])

/** Images a browser shows inline. Not SVG: opened by itself, an SVG runs its scripts on our origin. */
const INLINE_IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/avif']

/** yudao GlobalExceptionHandler's answer to MaxUploadSizeExceededException, naming our limits. */
export const TOO_LARGE = '上传文件过大，请调整后重试（图片不超过 5 MB，其他文件不超过 20 MB）'

/**
 * The browser's demo keeps its tables in local storage, ≈ 5 M characters for the whole origin: files past this share
 * (base64 characters) would crowd out the sessions' and the other tables' writes, so a further upload is refused
 * instead. `npm run demo-backend` keeps them in memory or its data file, without this limit.
 */
export const BROWSER_FILES_BUDGET = 2_500_000
export const BROWSER_STORAGE_FULL = '演示环境的浏览器存储已满，无法再保存上传的文件（在线演示共约 1.8 MB）'
/** The handlers run in a page beside msw's service worker (the demo build), not in node. */
const inBrowserDemo = () => typeof navigator !== 'undefined' && navigator.serviceWorker !== undefined

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * The origin the browser used: behind nginx the backend's own URL carries nginx's `$host` without its port, while the
 * browser's Origin (sent with every POST) or Referer is what the page can load the file from.
 */
function publicOrigin(request: Request): string {
  const origin = request.headers.get('Origin')
  if (origin && origin !== 'null') return origin
  const referer = request.headers.get('Referer')
  return referer ? new URL(referer).origin : new URL(request.url).origin
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10).replace(/-/g, '')
const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase()

export const handlers = [
  http.post(
    api('/infra/file/upload'),
    withUser(async ({ request }) => {
      let form: FormData
      try {
        form = await request.formData()
      } catch {
        return fail(400, '请求参数不正确：file不能为空')
      }
      // Not `instanceof File`: under jsdom the test's File and the parsed body's are different classes.
      const file = form.get('file')
      if (file === null || typeof file === 'string' || file.size === 0) return fail(400, '请求参数不正确：file不能为空')
      const isImage = file.type.startsWith('image/')
      if (file.size > (isImage ? MAX_IMAGE_BYTES : MAX_FILE_BYTES)) return fail(400, TOO_LARGE)
      const content = toBase64(new Uint8Array(await file.arrayBuffer()))
      if (
        inBrowserDemo() &&
        files.list().reduce((sum, f) => sum + f.content.length, content.length) > BROWSER_FILES_BUDGET
      ) {
        return fail(400, BROWSER_STORAGE_FULL)
      }
      const now = Date.now()
      const ext = extensionOf(file.name)
      const unique = `${now.toString(36)}${Math.random().toString(36).slice(2, 8)}`
      const stored = files.insert({
        configId: FILE_CONFIG_ID,
        path: `${day(now)}/${unique}${ext ? `.${ext}` : ''}`,
        name: file.name,
        type: file.type || 'application/octet-stream',
        size: file.size,
        content,
        createTime: now,
      })
      return ok(`${publicOrigin(request)}/admin-api/infra/file/${stored.configId}/get/${stored.path}`)
    }),
  ),
  // yudao answers an unknown file with an empty 404 body (HttpServletResponse.setStatus(404)).
  http.get(api('/infra/file/:configId/get/*'), ({ params, request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname.replace(/^.*?\/infra\/file\/[^/]+\/get\//, ''))
    const file = files.find((f) => String(f.configId) === params.configId && f.path === path)
    if (!file) return new HttpResponse(null, { status: 404 })
    const inline = INLINE_IMAGES.includes(file.type)
    const encoded = encodeURIComponent(file.name)
    return new HttpResponse(fromBase64(file.content), {
      headers: {
        'Content-Type': inline ? file.type : 'application/octet-stream',
        // Anything but an image is a download, never a page of our origin.
        'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encoded}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  }),
]
