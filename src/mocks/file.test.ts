// The demo API's file upload (yudao FileController): stored, answered with its URL, served back at that URL.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BROWSER_STORAGE_FULL, TOO_LARGE } from './handlers/file'
import { BASE, login, type Envelope } from './testClient'

// Megabytes through multipart parsing and base64: seconds on a loaded machine.
vi.setConfig({ testTimeout: 60_000 })

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 255])

async function upload(file: File | null, token?: string) {
  const form = new FormData()
  if (file) form.append('file', file)
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  const res = await fetch(`${BASE}/infra/file/upload`, { method: 'POST', headers, body: form })
  return (await res.json()) as Envelope<string | null>
}

afterEach(() => vi.unstubAllGlobals())

describe('POST /infra/file/upload', () => {
  it('stores an image and serves the same bytes back at the answered URL, with its type and no token', async () => {
    const { accessToken } = await login('admin', 'admin123')
    const answer = await upload(new File([PNG], '公告配图.png', { type: 'image/png' }), accessToken)
    expect(answer.code).toBe(0)
    expect(answer.data).toMatch(/^http:\/\/localhost\/admin-api\/infra\/file\/4\/get\/\d{8}\/\w+\.png$/)

    const served = await fetch(answer.data!)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
  })

  it('serves anything but a plain image as a download (an uploaded page or SVG never runs on our origin)', async () => {
    const { accessToken } = await login('admin', 'admin123')
    for (const [name, type] of [
      ['x.html', 'text/html'],
      ['x.svg', 'image/svg+xml'],
    ]) {
      const { data } = await upload(new File(['<script>alert(1)</script>'], name, { type }), accessToken)
      const served = await fetch(data!)
      expect(served.headers.get('Content-Type')).toBe('application/octet-stream')
      expect(served.headers.get('Content-Disposition')).toMatch(/^attachment/)
    }
  })

  it('refuses without a session, without a file, and past 5 MB for an image / 20 MB for another file', async () => {
    expect((await upload(new File(['a'], 'a.txt'))).code).toBe(401)
    const { accessToken } = await login('admin', 'admin123')
    expect(await upload(null, accessToken)).toMatchObject({ code: 400, msg: '请求参数不正确：file不能为空' })
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    expect(await upload(new File([big], 'big.png', { type: 'image/png' }), accessToken)).toMatchObject({
      code: 400,
      msg: TOO_LARGE,
    })
    // The same size is fine for a document.
    expect((await upload(new File([big], 'big.pdf', { type: 'application/pdf' }), accessToken)).code).toBe(0)
    const huge = new Uint8Array(20 * 1024 * 1024 + 1)
    expect((await upload(new File([huge], 'huge.zip', { type: 'application/zip' }), accessToken)).msg).toBe(TOO_LARGE)
  })

  it('in the browser demo, refuses what would crowd local storage out (≈ 1.8 MB of files in all)', async () => {
    const { accessToken } = await login('admin', 'admin123')
    vi.stubGlobal('navigator', { serviceWorker: {} })
    const mb = (n: number) => new Uint8Array(n * 1024 * 1024)
    expect((await upload(new File([mb(1)], 'a.png', { type: 'image/png' }), accessToken)).code).toBe(0)
    expect(await upload(new File([mb(1)], 'b.png', { type: 'image/png' }), accessToken)).toMatchObject({
      code: 400,
      msg: BROWSER_STORAGE_FULL,
    })
    vi.unstubAllGlobals() // npm run demo-backend (node) has no such limit
    expect((await upload(new File([mb(1)], 'b.png', { type: 'image/png' }), accessToken)).code).toBe(0)
  })

  it('answers 404 for a file it does not hold', async () => {
    expect((await fetch(`${BASE}/infra/file/4/get/20240101/nothing.png`)).status).toBe(404)
  })
})
