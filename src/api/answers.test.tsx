// @vitest-environment jsdom
// Answers of another shape through the real request layer (issue 22): the API function rejects with an ApiError whose
// message names the call, the user is told so, and nothing of that shape reaches a page.
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../mocks/node'
import { api } from '../mocks/util'
import { getFormPage } from './bpm/form'
import { getLeavePage } from './bpm/leave'
import { getModelPage } from './bpm/model'
import { getMyProcessInstancePage, getTodoTaskPage } from './bpm/processInstance'
import { getConfigPage } from './config'
import { getDictDataPage, listAllSimpleDictData } from './dict'
import { getDictTypePage } from './dictType'
import { ApiError, BAD_ANSWER } from './http/errors'
import { bindFeedback, type Feedback } from './http/feedback'
import { getNoticePage } from './notice'
import { getMyNotifyMessagePage, getUnreadNotifyMessageList } from './notify'
import { getPlanPage } from './survey'

let feedback: { [K in keyof Feedback]: ReturnType<typeof vi.fn> }
let unbind: () => void
beforeEach(() => {
  feedback = { error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) }
  unbind = bindFeedback(feedback as unknown as Feedback)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  unbind()
  vi.restoreAllMocks()
})

/** The demo API answers `path` with this envelope data. */
const answer = (path: string, data: unknown) =>
  server.use(mswHttp.get(api(path), () => HttpResponse.json({ code: 0, msg: '', data })))

const PAGE = { pageNo: 1, pageSize: 10 }

describe('a page answer whose list is an object', () => {
  it('rejects with ApiError 服务器返回的数据格式不正确（GET /system/notice/page）, and the user is told', async () => {
    answer('/system/notice/page', { list: { 0: { id: 1, title: '通知' } }, total: 1 })
    const error = await getNoticePage(PAGE).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: '服务器返回的数据格式不正确（GET /system/notice/page）',
      code: BAD_ANSWER,
      request: { call: 'GET /system/notice/page' },
    })
    expect(feedback.error).toHaveBeenCalledWith(
      '服务器返回的数据格式不正确（GET /system/notice/page）',
      expect.any(Number),
    )
  })

  it.each([
    ['/infra/config/page', () => getConfigPage(PAGE)],
    ['/system/dict-type/page', () => getDictTypePage(PAGE)],
    ['/system/dict-data/page', () => getDictDataPage(PAGE)],
    ['/bpm/form/page', () => getFormPage(PAGE)],
    ['/bpm/model/page', () => getModelPage(PAGE)],
    ['/bpm/process-instance/my-page', () => getMyProcessInstancePage(PAGE)],
    ['/bpm/task/todo-page', () => getTodoTaskPage(PAGE)],
    ['/bpm/oa/leave/page', () => getLeavePage(PAGE)],
    ['/system/notify-message/my-page', () => getMyNotifyMessagePage(PAGE)],
    ['/portal/survey/plan/page', () => getPlanPage(PAGE)],
  ])('%s: the same, naming its call', async (path, call) => {
    answer(path, { list: {}, total: 1 })
    await expect(call()).rejects.toMatchObject({
      message: `服务器返回的数据格式不正确（GET ${path}）`,
      code: BAD_ANSWER,
    })
  })
})

describe('other bad answers of a page', () => {
  it.each([
    ['data: null', null],
    ['data: {}', {}],
    ['rows whose fields are all null', { list: [{ id: null, title: null, type: null, status: null }], total: 1 }],
    ['strings for numbers', { list: [{ id: 'one', title: '通知', type: 1, status: 0 }], total: 1 }],
  ])('%s is refused with the readable message', async (_, data) => {
    answer('/system/notice/page', data)
    await expect(getNoticePage(PAGE)).rejects.toMatchObject({
      message: '服务器返回的数据格式不正确（GET /system/notice/page）',
    })
  })

  it('numeric strings, null texts and 20,000-character texts are read, normalised and kept whole', async () => {
    const long = '长'.repeat(20_000)
    answer('/system/notice/page', { list: [{ id: '7', title: long, type: '1', status: 0, content: null }], total: '1' })
    const page = await getNoticePage(PAGE)
    expect(page).toEqual({ list: [{ id: 7, title: long, type: 1, status: 0, content: '' }], total: 1 })
    expect(feedback.error).not.toHaveBeenCalled()
  })
})

describe('lists', () => {
  it('data: null is an empty list; an object where the list belongs is refused', async () => {
    answer('/system/notify-message/get-unread-list', null)
    expect(await getUnreadNotifyMessageList()).toEqual([])
    answer('/system/dict-data/list-all-simple', { list: [] })
    await expect(listAllSimpleDictData()).rejects.toMatchObject({
      message: '服务器返回的数据格式不正确（GET /system/dict-data/list-all-simple）',
    })
  })
})
