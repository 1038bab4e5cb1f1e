import { http } from './http/client'
import { repeatParam } from './http/params'
import type { PageParam, PageResult } from './types'

/** Notification message (spec §3). */
export interface NotifyMessage {
  id: number
  userId?: number
  templateNickname: string
  templateCode?: string
  templateType: number
  templateContent: string
  readStatus: boolean
  readTime?: number | null
  createTime: number
}
export type NotifyQuery = Partial<PageParam & { readStatus: boolean; createTime: [string, string] }> & Record<string, unknown>

/** GET /system/notify-message/page */
export const getNotifyMessagePage = (params: NotifyQuery) =>
  http.get<PageResult<NotifyMessage>>('/system/notify-message/page', { params })
/** GET /system/notify-message/my-page */
export const getMyNotifyMessagePage = (params: NotifyQuery) =>
  http.get<PageResult<NotifyMessage>>('/system/notify-message/my-page', { params })
/** PUT /system/notify-message/update-read?ids=1&ids=2 (repeated, no indices) */
export const updateNotifyMessageRead = (ids: number[]) =>
  http.put<boolean>(`/system/notify-message/update-read?${repeatParam('ids', ids)}`)
/** PUT /system/notify-message/update-all-read */
export const updateAllNotifyMessageRead = () => http.put<boolean>('/system/notify-message/update-all-read')
/** GET /system/notify-message/get-unread-list */
export const getUnreadNotifyMessageList = () => http.get<NotifyMessage[]>('/system/notify-message/get-unread-list')
/** GET /system/notify-message/get-unread-count */
export const getUnreadNotifyMessageCount = () => http.get<number>('/system/notify-message/get-unread-count')
