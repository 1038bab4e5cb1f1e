import { http, type CallOptions } from './http/client'
import { createdId, entity, id, ignored, num, page, text, time, v, type Out } from './http/schema'
import type { PageParam } from './types'

/** 通知公告 (yudao system NoticeDO): type from dictionary system_notice_type, status from common_status. */
export const NoticeRow = entity({
  id,
  title: text,
  type: num,
  /** Rich text from the server: shown only through SafeHtml. */
  content: text,
  status: num,
  createTime: time,
})
export type NoticeRow = Out<typeof NoticeRow>
export type NoticeQuery = Partial<PageParam & { title: string; status: number }>

/** GET /system/notice/page */
export const getNoticePage = (params: NoticeQuery, call?: CallOptions) => http.get('/system/notice/page', page(NoticeRow), { params, ...call })
/** GET /system/notice/get — null for an unknown id (yudao), as every get-by-id. */
export const getNotice = (noticeId: number) =>
  http.get('/system/notice/get', v.nullish(NoticeRow, null), { params: { id: noticeId } })
/** POST /system/notice/create */
export const createNotice = (data: Partial<NoticeRow>) => http.post('/system/notice/create', createdId, data)
/** PUT /system/notice/update */
export const updateNotice = (data: Partial<NoticeRow>) => http.put('/system/notice/update', ignored, data)
/** DELETE /system/notice/delete */
export const deleteNotice = (noticeId: number) => http.delete('/system/notice/delete', ignored, { params: { id: noticeId } })
/** POST /system/notice/push?id= — yudao sends the notice to every connected admin-side user over its WebSocket (issue 24). */
export const pushNotice = (noticeId: number) => http.post('/system/notice/push', ignored, undefined, { params: { id: noticeId } })
