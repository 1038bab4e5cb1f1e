// @vitest-environment jsdom
// Every call of every page the resilience journey visits (issue 22), answered with every bad kind of answer through
// the real request layer and the page's real API function: the boundary where each kind is decided. The demo API's own
// answer (msw/node, tests/setup.ts) is changed the kind's way, as the journey's `context.route()` changes the remote
// backend's. The journey itself checks, per page, that the page lives through one of these, says so and recovers.
import { getResponse, http as mswHttp, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { handlers } from '../mocks/handlers'
import { server } from '../mocks/node'
import { login } from '../mocks/testClient'
import { api } from '../mocks/util'
import {
  corrupt,
  expectedText,
  isDataKind,
  KINDS,
  LONG,
  NGINX_502,
  truncate,
  type Envelope,
  type Kind,
} from './badAnswers'
import { getDefinitionPage, getDefinitionXml } from './bpm/definition'
import { getFormPage, getSimpleForms } from './bpm/form'
import { getLeave, getLeavePage } from './bpm/leave'
import { getModel, getModelPage } from './bpm/model'
import {
  getActivityList,
  getDoneTaskPage,
  getMyProcessInstancePage,
  getProcessInstance,
  getTasksByInstance,
  getTodoTaskPage,
} from './bpm/processInstance'
import { getConfigPage } from './config'
import { getDictDataPage } from './dict'
import { getDictType, getDictTypePage, listAllSimpleDictTypes } from './dictType'
import { ApiError } from './http/errors'
import { bindFeedback, type Feedback } from './http/feedback'
import { tokens } from './http/tokens'
import { getNoticePage } from './notice'
import { getMyNotifyMessagePage } from './notify'
import { getFeaturedProviders, getNewsList, getPortalStats, getServicePage } from './portal/content'
import {
  getMyRecordPage,
  getOverview,
  getPlanPage,
  getRecommendPage,
  getRecordPage,
  getRecordSummary,
  getStaffList,
} from './survey'

const PAGE = { pageNo: 1, pageSize: 10 }
/** Ids of the demo data the detail calls ask for, found in beforeAll as the pages find them. */
const ids = { model: '', definition: '', leave: 0, dictType: '' }
const INSTANCE = '1'

/** Each call (its path under /admin-api) and how its page makes it. */
const CALLS: Record<string, () => Promise<unknown>> = {
  '/portal/stats': () => getPortalStats(),
  '/portal/news/list': () => getNewsList('policy'),
  '/portal/provider/featured': () => getFeaturedProviders(),
  '/portal/service/page': () => getServicePage({ category: 'technology', ...PAGE }),
  '/system/dict-type/page': () => getDictTypePage(PAGE),
  '/system/dict-type/get': () => getDictType(1),
  '/system/dict-type/list-all-simple': () => listAllSimpleDictTypes(),
  '/system/dict-data/page': () => getDictDataPage({ ...PAGE, dictType: ids.dictType }),
  '/system/notice/page': () => getNoticePage(PAGE),
  '/infra/config/page': () => getConfigPage(PAGE),
  '/bpm/form/page': () => getFormPage(PAGE),
  '/bpm/model/page': () => getModelPage(PAGE),
  '/bpm/form/list-all-simple': () => getSimpleForms(),
  '/bpm/process-definition/page': () => getDefinitionPage(PAGE),
  '/bpm/process-instance/my-page': () => getMyProcessInstancePage(PAGE),
  '/bpm/task/todo-page': () => getTodoTaskPage(PAGE),
  '/bpm/task/done-page': () => getDoneTaskPage(PAGE),
  '/bpm/oa/leave/page': () => getLeavePage(PAGE),
  '/portal/survey/overview': () => getOverview(),
  '/portal/survey/recommend/page': () => getRecommendPage(PAGE),
  '/portal/survey/record/page': () => getRecordPage(PAGE),
  '/portal/survey/record/summary': () => getRecordSummary({}),
  '/portal/survey/staff/list': () => getStaffList(),
  '/portal/survey/record/my-page': () => getMyRecordPage(PAGE),
  '/portal/survey/plan/page': () => getPlanPage(PAGE),
  '/system/notify-message/my-page': () => getMyNotifyMessagePage(PAGE),
  '/bpm/model/get': () => getModel(ids.model),
  '/bpm/process-instance/get': () => getProcessInstance(INSTANCE),
  '/bpm/task/list-by-process-instance-id': () => getTasksByInstance(INSTANCE),
  '/bpm/activity/list': () => getActivityList(INSTANCE),
  '/bpm/process-definition/get-bpmn-xml': () => getDefinitionXml(ids.definition),
  '/bpm/oa/leave/get': () => getLeave(ids.leave),
}

/** Answers `path` the `kind`'s way: the wire's kinds without the backend, the data kinds from its real answer. */
function answerBadly(path: string, kind: Kind) {
  server.use(
    mswHttp.get(api(path), async ({ request }) => {
      if (kind === '502 HTML')
        return new HttpResponse(NGINX_502, { status: 502, headers: { 'Content-Type': 'text/html' } })
      if (kind === 'abort') return HttpResponse.error()
      if (kind === 'empty body') return new HttpResponse('', { headers: { 'Content-Type': 'application/json' } })
      const real = await (await getResponse(handlers, request))!.text()
      const body = isDataKind(kind) ? JSON.stringify(corrupt(JSON.parse(real) as Envelope, kind)) : truncate(real)
      longTextsSent[path] = countLong(body)
      return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })
    }),
  )
}

/** How many 20,000-character texts a JSON text holds. */
const countLong = (json: string) => json.split(LONG).length - 1
/** Per call, how many long texts its last answer carried. */
const longTextsSent: Record<string, number> = {}

/** What the call gave: its error's message, or what it resolved with. */
const outcome = (call: () => Promise<unknown>) =>
  call().then(
    (value) => ({ value }),
    (e: unknown) => ({ error: e instanceof ApiError ? e.message : `not an ApiError: ${String(e)}` }),
  )

let feedback: { [K in keyof Feedback]: ReturnType<typeof vi.fn> }
let unbind: () => void
beforeEach(async () => {
  tokens.set(await login('admin', 'admin123'))
  feedback = { error: vi.fn(), notifyError: vi.fn(), confirm: vi.fn(async () => false) }
  unbind = bindFeedback(feedback as unknown as Feedback)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => unbind())

beforeAll(async () => {
  tokens.set(await login('admin', 'admin123'))
  ids.model = (await getModelPage(PAGE)).list[0].id
  ids.dictType = (await getDictType(1))!.type
  const instance = (await getProcessInstance(INSTANCE))!
  ids.definition = instance.processDefinitionId
  ids.leave = Number(instance.businessKey)
})

describe('the demo answers every call well (what the bad kinds are made from)', () => {
  it.each(Object.keys(CALLS))('%s', async (path) => {
    expect(await outcome(CALLS[path])).toHaveProperty('value')
    expect(feedback.error).not.toHaveBeenCalled()
  })
})

/** yudao's null for an empty list: none. */
const NO_ROWS = [
  '/bpm/activity/list',
  '/bpm/form/list-all-simple',
  '/bpm/task/list-by-process-instance-id',
  '/portal/survey/staff/list',
  '/system/dict-type/list-all-simple',
]
/** yudao's null for an unknown id: the page says 不存在 (the journey's designer and viewer show it). */
const NOT_FOUND = ['/bpm/model/get', '/bpm/oa/leave/get', '/bpm/process-instance/get', '/system/dict-type/get']
const XML = '/bpm/process-definition/get-bpmn-xml'

/**
 * The calls whose answer of a kind is read, not refused, and what they give: where the difference is harmless or
 * the page says what it got. Every other call of every page is refused with the kind's words.
 */
const READ: Partial<Record<Kind, Record<string, unknown>>> = {
  'data null': {
    ...Object.fromEntries(NO_ROWS.map((path) => [path, []])),
    ...Object.fromEntries(NOT_FOUND.map((path) => [path, null])),
    // No diagram: the viewer says it cannot show one.
    [XML]: '',
  },
  'data {}': {
    // Missing figures are shown as —, missing lists as none.
    '/portal/stats': {},
    '/portal/survey/record/summary': { byIndustry: [], byRegion: [], byStatus: [] },
  },
  'wrong types': {
    // A number where the XML belongs is read as its text: the viewer fails to import it and says so.
    [XML]: '12345',
  },
  'null rows': {
    '/portal/stats': { demandCount: null, enterpriseCount: null, providerCount: null, serviceCount: null },
    // Activities without a key highlight nothing in the viewer.
    '/bpm/activity/list': expect.arrayContaining([expect.objectContaining({ key: '', type: '' })]),
    [XML]: '',
  },
}

describe.each(KINDS.filter((k) => k !== '20k strings'))('%s', (kind) => {
  it('every call is refused with the kind’s words, said once to the user, or read where READ says', async () => {
    const paths = Object.keys(CALLS)
    for (const path of paths) answerBadly(path, kind)
    // All at once: the wire's kinds wait between retries (the request layer tries a GET three times).
    const outcomes = await Promise.all(paths.map((path) => outcome(CALLS[path])))
    const text = expectedText(kind)!
    const read = READ[kind] ?? {}
    const want = paths.map((path) =>
      path in read ? { value: read[path] } : { error: isDataKind(kind) ? `${text}（GET ${path}）` : text },
    )
    expect(Object.fromEntries(paths.map((path, i) => [path, outcomes[i]]))).toEqual(
      Object.fromEntries(paths.map((path, i) => [path, want[i]])),
    )
    // Each refusal said once, in the kind's words (a retried GET says nothing until its last try).
    const refused = want.filter((w) => 'error' in w).map((w) => [(w as { error: string }).error, 5])
    expect(feedback.error.mock.calls.toSorted()).toEqual(refused.toSorted())
  }, 30_000)
})

describe('20k strings', () => {
  it('every call reads its 20,000-character texts whole', async () => {
    const paths = Object.keys(CALLS)
    for (const path of paths) answerBadly(path, '20k strings')
    const outcomes = await Promise.all(paths.map((path) => outcome(CALLS[path])))
    const kept = (o: object) => ('value' in o ? countLong(JSON.stringify(o.value)) : -1)
    // As many long texts come out as went in: none refused, cut or lost (the stats and the activities carry none).
    expect(Object.fromEntries(paths.map((path, i) => [path, kept(outcomes[i])]))).toEqual(longTextsSent)
    expect(feedback.error).not.toHaveBeenCalled()
  }, 30_000)
})
