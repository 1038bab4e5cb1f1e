/** 通知公告 (yudao system NoticeController): page, get, create, update, delete over one table, and push (issue 24). */
import { http } from 'msw'
import { crud } from '../crud'
import { table } from '../db'
import { pushToAll } from '../live'
import { api, eq, fail, like, missingField, ok, query, withUser, type Query } from '../util'

export interface Notice {
  id: number
  title: string
  /** system_notice_type: 1 通知, 2 公告 */
  type: number
  content: string
  /** common_status: 0 开启, 1 关闭 */
  status: number
  createTime: number
}

const SEEDED_AT = new Date('2024-03-01T09:00:00+08:00').getTime()

// prettier-ignore
const SEED: [title: string, type: number, content: string][] = [
  ['平台系统升级维护通知', 1, '<p>本周六 22:00 至 24:00 平台升级，期间暂停服务。</p>'],
  ['2024 年度中小企业发展专项资金申报公告', 2, '<p>申报时间：即日起至 6 月 30 日，详见<b>申报指南</b>。</p>'],
  ['关于开展“专精特新”企业培育工作的通知', 1, '<p>请各企业对照条件自评，按时提交材料。</p>'],
]

export const notices = table<Notice>('system_notice', () =>
  SEED.map(([title, type, content], i) => ({
    title,
    type,
    content,
    status: 0,
    createTime: SEEDED_AT + i * 86_400_000,
  })),
)

const notFound = () => fail(1_002_008_001, '当前公告不存在')

function valid(b: Partial<Notice>): Omit<Notice, 'id' | 'createTime'> | Response {
  const missing = missingField(b, { title: '公告标题', type: '公告类型', status: '状态' })
  if (missing) return missing
  return { title: String(b.title), type: Number(b.type), content: String(b.content ?? ''), status: Number(b.status) }
}

const filter = (q: Query) =>
  notices
    .list()
    .filter((n) => like(n.title, q.get('title')) && eq(n.status, q.get('status')))
    .sort((a, b) => b.createTime - a.createTime)

export const handlers = [
  ...crud<Notice>({
    table: notices,
    path: '/system/notice',
    permission: 'system:notice',
    filter,
    notFound,
    get: {},
    create: (b) => {
      const notice = valid(b)
      return notice instanceof Response ? notice : { ...notice, createTime: Date.now() }
    },
    update: (b) => valid(b),
    remove: {},
  }),
  // yudao: webSocketSenderApi.sendObject(ADMIN, "notice-push", notice) to every connected admin-side user.
  http.post(
    api('/system/notice/push'),
    withUser(({ request }) => {
      const id = query(request).num('id')
      const notice = id === undefined ? undefined : notices.get(id)
      if (!notice) return notFound()
      pushToAll('notice-push', notice)
      return ok(true)
    }, 'system:notice:update'),
  ),
]
