import { http, type CallOptions } from '../http/client'
import { id, page, v } from '../http/schema'
import { OaLeave, type LeaveQuery } from './types'

/** POST /bpm/oa/leave/create — the new leave's id, whose detail opens next. */
export const createLeave = (data: { type: number; reason: string; startTime: number; endTime: number }) =>
  http.post('/bpm/oa/leave/create', id, data)
/** GET /bpm/oa/leave/get */
export const getLeave = (leaveId: number, call?: CallOptions) =>
  http.get('/bpm/oa/leave/get', v.nullish(OaLeave, null), { params: { id: leaveId }, ...call })
/** GET /bpm/oa/leave/page */
export const getLeavePage = (params: LeaveQuery, call?: CallOptions) => http.get('/bpm/oa/leave/page', page(OaLeave), { params, ...call })
