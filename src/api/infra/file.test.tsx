// @vitest-environment jsdom
// uploadFile through the real request layer against the demo API: multipart field `file`, the URL back; an answer of
// another shape is our error naming the call, never a URL the page would use.
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '../../features/system/testing'
import { server } from '../../mocks/node'
import { api } from '../../mocks/util'
import { ApiError, BAD_ANSWER } from '../http/errors'
import { bindFeedback, type Feedback } from '../http/feedback'
import { uploadFile } from './file'

let unbind: () => void
beforeEach(() => {
  const feedback = { error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) }
  unbind = bindFeedback(feedback as unknown as Feedback)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  unbind()
  vi.restoreAllMocks()
})

describe('uploadFile', () => {
  it('sends the file as multipart field `file` and resolves with the URL the server answers', async () => {
    await signIn('admin')
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => void seen.push(request.headers.get('Content-Type') ?? ''))
    const url = await uploadFile(new File(['hello'], '说明.txt', { type: 'text/plain' }))
    server.events.removeAllListeners()
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/admin-api\/infra\/file\/4\/get\/\d{8}\/\w+(\.txt)?$/)
    expect(seen.some((type) => type.startsWith('multipart/form-data; boundary='))).toBe(true)
    // The bytes' round trip is the demo API's test (src/mocks/file.test.ts): jsdom's XHR does not carry a File's bytes.
    expect((await fetch(url)).status).toBe(200)
  })

  it.each([
    ['an object', { url: 'http://x/a.png' }],
    ['a relative path', '/admin-api/infra/file/4/get/a.png'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('refuses %s as the answer with our error', async (_, data) => {
    await signIn('admin')
    server.use(mswHttp.post(api('/infra/file/upload'), () => HttpResponse.json({ code: 0, msg: '', data })))
    const error = await uploadFile(new File(['x'], 'x.png', { type: 'image/png' })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: BAD_ANSWER, message: '服务器返回的数据格式不正确（POST /infra/file/upload）' })
  })
})
