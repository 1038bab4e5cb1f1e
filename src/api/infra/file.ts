import { http } from '../http/client'
import { v } from '../http/schema'

/** What yudao's file upload answers: the stored file's URL. Only http(s) (an image's src, a link) is taken. */
export const UploadedUrl = v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/\S+$/i))

/** The largest image / other file the demo API and the editor accept (yudao-ui-admin-vue3's UploadImg default: 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_FILE_BYTES = 20 * 1024 * 1024

/**
 * POST /infra/file/upload (yudao FileController#uploadFile): multipart field `file`; answers the file's URL, which
 * yudao serves at `…/admin-api/infra/file/{configId}/get/{path}` without a token (an `<img>` sends none).
 */
export function uploadFile(file: File): Promise<string> {
  const body = new FormData()
  body.append('file', file, file.name)
  // Not the instance's JSON default: axios would turn the FormData into JSON. The browser sets the boundary itself.
  return http.post('/infra/file/upload', UploadedUrl, body, { headers: { 'Content-Type': 'multipart/form-data' } })
}
