import { http } from '../http/client'
import type { PageResult } from '../types'
import type { LeaveQuery, OaLeave } from './types'

/** POST /bpm/oa/leave/create */
export const createLeave = (data: { type: number; reason: string; startTime: number; endTime: number }) =>
  http.post<number>('/bpm/oa/leave/create', data)
/** GET /bpm/oa/leave/get */
export const getLeave = (id: number) => http.get<OaLeave>('/bpm/oa/leave/get', { params: { id } })
/** GET /bpm/oa/leave/page */
export const getLeavePage = (params: LeaveQuery) => http.get<PageResult<OaLeave>>('/bpm/oa/leave/page', { params })
