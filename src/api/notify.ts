import { http, type CallOptions } from './http/client'
import { repeatParam } from './http/params'
import { bool, entity, id, ignored, listOf, num, numOr, optNum, page, text, time, v, type Out } from './http/schema'
import type { PageParam } from './types'

/** Notification message (spec §3). */
export const NotifyMessage = entity({
  id,
  userId: optNum,
  templateNickname: text,
  templateCode: text,
  /** system_notify_template_type */
  templateType: num,
  /** Server HTML: shown only through SafeHtml. */
  templateContent: text,
  /** Only drives 已读 / 详情: a message the server says nothing about counts as unread. */
  readStatus: v.nullish(bool, false),
  readTime: time,
  createTime: time,
})
export type NotifyMessage = Out<typeof NotifyMessage>
export type NotifyQuery = Partial<PageParam & { readStatus: boolean; createTime: [string, string] }> &
  Record<string, unknown>

/** GET /system/notify-message/page */
export const getNotifyMessagePage = (params: NotifyQuery, call?: CallOptions) =>
  http.get('/system/notify-message/page', page(NotifyMessage), { params, ...call })
/** GET /system/notify-message/my-page */
export const getMyNotifyMessagePage = (params: NotifyQuery, call?: CallOptions) =>
  http.get('/system/notify-message/my-page', page(NotifyMessage), { params, ...call })
/** PUT /system/notify-message/update-read?ids=1&ids=2 (repeated, no indices) */
export const updateNotifyMessageRead = (ids: number[]) =>
  http.put(`/system/notify-message/update-read?${repeatParam('ids', ids)}`, ignored)
/** PUT /system/notify-message/update-all-read */
export const updateAllNotifyMessageRead = () => http.put('/system/notify-message/update-all-read', ignored)
/** GET /system/notify-message/get-unread-list */
export const getUnreadNotifyMessageList = () =>
  http.get('/system/notify-message/get-unread-list', listOf(NotifyMessage))
/** GET /system/notify-message/get-unread-count — polled: a missing count is none. */
export const getUnreadNotifyMessageCount = () => http.get('/system/notify-message/get-unread-count', numOr(0))
