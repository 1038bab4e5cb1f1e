/** In-site messages (yudao NotifyMessageController): the 6 calls of spec §7. Messages belong to one user each. */
import { http } from 'msw'
import { crud } from '../crud'
import { table } from '../db'
import { users } from '../session'
import { api, eq, inRange, like, ok, page, query, withUser } from '../util'

export interface NotifyMessage {
  id: number
  userId: number
  /** user_type: 2 = admin-side user */
  userType: number
  templateId: number
  templateCode: string
  templateNickname: string
  /** Server HTML: the client must sanitise it (one seeded message carries an onerror payload to prove that). */
  templateContent: string
  /** system_notify_template_type: 1 通知公告, 2 系统消息 */
  templateType: number
  templateParams: Record<string, unknown>
  readStatus: boolean
  readTime: number | null
  createTime: number
}

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]
const POLICIES = [
  '《苏州市促进中小企业高质量发展的若干措施》',
  '《关于进一步支持专精特新中小企业发展的通知》',
  '《科技型中小企业评价工作指引（2024 年版）》',
  '《苏州市稳岗扩岗专项补贴申领办法》',
]
const COMPANIES = [
  '苏州恒锐精密机械有限公司',
  '昆山启明光电科技有限公司',
  '苏州绿源环保材料有限公司',
  '张家港海纳新能源有限公司',
  '常熟锦程纺织科技有限公司',
]
const PROCESSES = ['OA 请假申请（3 天）', '专精特新企业认定申报', '技术改造项目补贴申请', '知识产权质押融资申请']
const EVENTS = ['中小企业股权融资路演（第 3 期）', '科技金融“早鸟”对接会', '知识产权质押融资专场']
const SERVICES: [string, string][] = [
  ['检验检测', '苏州市计量测试院'],
  ['商标注册', '苏州知联知识产权代理有限公司'],
  ['法律咨询', '江苏天衡律师事务所'],
  ['人才招聘', '苏州市人才服务中心'],
]

/** [templateCode, templateNickname, templateType, content(i)] */
const TEMPLATES: [string, string, number, (i: number) => string][] = [
  [
    'system-notice',
    '系统管理员',
    1,
    (i) => `平台将于 <b>${10 + (i % 18)} 日 22:00</b> 进行系统维护，预计持续 2 小时，期间暂停在线申报服务。`,
  ],
  ['policy-push', '政策服务中心', 1, (i) => `【政策速递】${pick(POLICIES, i)}已发布，符合条件的企业可在线申报。`],
  [
    'survey-assign',
    '调研办公室',
    2,
    (i) => `您有一项新的企业调研任务：<b>${pick(COMPANIES, i)}</b>，请于 7 日内完成走访。`,
  ],
  [
    'bpm-result',
    '流程引擎',
    2,
    (i) =>
      `您提交的「${pick(PROCESSES, i)}」已审批${i % 4 === 1 ? '<span style="color:#f56c6c">驳回</span>' : '通过'}。`,
  ],
  [
    'finance-event',
    '融资服务部',
    1,
    (i) => `融资对接会报名成功：<b>${pick(EVENTS, i)}</b>，地点：苏州国际博览中心 B 馆。`,
  ],
  [
    'service-order',
    '服务大厅',
    2,
    (i) =>
      `您预约的「${pick(SERVICES, i)[0]}」服务已由 <i>${pick(SERVICES, i)[1]}</i> 受理，服务专员将在 1 个工作日内联系您。`,
  ],
]
const XSS_PROBE = '安全测试消息：<img src=x onerror=alert(1)>（此处不应弹出任何窗口）'
const PER_USER = 25
const HOUR = 3_600_000

/** ~25 messages per demo user, newest first in time; the 8 newest-ish are unread. */
function seedMessages(): Omit<NotifyMessage, 'id'>[] {
  const now = Date.now()
  return users.list().flatMap((user) =>
    Array.from({ length: PER_USER }, (_, n) => {
      const i = PER_USER - 1 - n // oldest first, so ids grow with time
      const t = i % TEMPLATES.length
      const [templateCode, templateNickname, templateType, content] = TEMPLATES[t]
      const createTime = now - i * 7 * HOUR - user.id * 13 * 60_000
      const readStatus = !(i < 4 || i % 5 === 0)
      return {
        userId: user.id,
        userType: 2,
        templateId: t + 1,
        templateCode,
        templateNickname,
        templateContent: i === 6 ? XSS_PROBE : content(i + user.id),
        templateType,
        templateParams: {},
        readStatus,
        readTime: readStatus ? createTime + 2 * HOUR : null,
        createTime,
      }
    }),
  )
}

export const messages = table<NotifyMessage>('system_notify_message', seedMessages)

const newestFirst = (a: NotifyMessage, b: NotifyMessage) => b.createTime - a.createTime || b.id - a.id
const mine = (userId: number) => messages.list().filter((m) => m.userId === userId)
const markRead = (list: NotifyMessage[]) => {
  const now = Date.now()
  list.filter((m) => !m.readStatus).forEach((m) => messages.update(m.id, { readStatus: true, readTime: now }))
}

export const handlers = [
  // Everyone's messages, for the admin's message list.
  ...crud<NotifyMessage>({
    table: messages,
    path: '/system/notify-message',
    permission: 'system:notify-message',
    filter: (q) =>
      messages
        .list()
        .filter(
          (m) =>
            eq(m.userType, q.get('userType')) &&
            eq(m.userId, q.get('userId')) &&
            like(m.templateCode, q.get('templateCode')) &&
            eq(m.templateType, q.get('templateType')) &&
            eq(m.readStatus, q.get('readStatus')) &&
            inRange(m.createTime, q.all('createTime')),
        )
        .sort(newestFirst),
  }),

  http.get(
    api('/system/notify-message/my-page'),
    withUser(({ request, user }) => {
      const q = query(request)
      const list = mine(user.id)
        .filter((m) => eq(m.readStatus, q.get('readStatus')) && inRange(m.createTime, q.all('createTime')))
        .sort(newestFirst)
      return ok(page(list, q.paging()))
    }),
  ),

  // spec §7: ids=1&ids=2 (repeated, no indices); a comma list is read too. Only the user's own messages change.
  http.put(
    api('/system/notify-message/update-read'),
    withUser(({ request, user }) => {
      const ids = new Set(
        query(request)
          .all('ids')
          .flatMap((v) => v.split(','))
          .map(Number),
      )
      markRead(mine(user.id).filter((m) => ids.has(m.id)))
      return ok(true)
    }),
  ),

  http.put(
    api('/system/notify-message/update-all-read'),
    withUser(({ user }) => {
      markRead(mine(user.id))
      return ok(true)
    }),
  ),

  http.get(
    api('/system/notify-message/get-unread-list'),
    withUser(({ request, user }) => {
      const size = query(request).num('size') ?? 10
      return ok(
        mine(user.id)
          .filter((m) => !m.readStatus)
          .sort(newestFirst)
          .slice(0, size),
      )
    }),
  ),

  http.get(
    api('/system/notify-message/get-unread-count'),
    withUser(({ user }) => ok(mine(user.id).filter((m) => !m.readStatus).length)),
  ),
]
