import { http } from './http/client'
import type { PageParam, PageResult } from './types'

/** 通知公告 (yudao system NoticeDO): type from dictionary system_notice_type, status from common_status. */
export interface NoticeRow {
  id: number
  title: string
  type: number
  /** Rich text from the server: shown only through SafeHtml. */
  content: string
  status: number
  createTime?: number
}
export type NoticeQuery = Partial<PageParam & { title: string; status: number }>

/** GET /system/notice/page */
export const getNoticePage = (params: NoticeQuery) => http.get<PageResult<NoticeRow>>('/system/notice/page', { params })
/** GET /system/notice/get */
export const getNotice = (id: number) => http.get<NoticeRow>('/system/notice/get', { params: { id } })
/** POST /system/notice/create */
export const createNotice = (data: Partial<NoticeRow>) => http.post<number>('/system/notice/create', data)
/** PUT /system/notice/update */
export const updateNotice = (data: Partial<NoticeRow>) => http.put<boolean>('/system/notice/update', data)
/** DELETE /system/notice/delete */
export const deleteNotice = (id: number) => http.delete<boolean>('/system/notice/delete', { params: { id } })
