import { http } from './http/client'
import type { PageParam, PageResult } from './types'

/** yudao DictTypeRespVO; status is the common_status dictionary (0 = enabled, 1 = disabled). */
export interface DictTypeRow {
  id: number
  name: string
  type: string
  status: number
  remark?: string
  createTime?: number
}
export interface DictTypeSimple {
  id: number
  name: string
  type: string
}
export type DictTypeQuery = Partial<
  PageParam & { name: string; type: string; status: number; createTime: [string, string] }
>

/** GET /system/dict-type/page */
export const getDictTypePage = (params: DictTypeQuery) =>
  http.get<PageResult<DictTypeRow>>('/system/dict-type/page', { params })
/** GET /system/dict-type/get?id */
export const getDictType = (id: number) => http.get<DictTypeRow>('/system/dict-type/get', { params: { id } })
/** GET /system/dict-type/list-all-simple */
export const listAllSimpleDictTypes = () => http.get<DictTypeSimple[]>('/system/dict-type/list-all-simple')
/** POST /system/dict-type/create */
export const createDictType = (data: Partial<DictTypeRow>) => http.post<number>('/system/dict-type/create', data)
/** PUT /system/dict-type/update */
export const updateDictType = (data: Partial<DictTypeRow>) => http.put<boolean>('/system/dict-type/update', data)
/** DELETE /system/dict-type/delete?id */
export const deleteDictType = (id: number) => http.delete<boolean>('/system/dict-type/delete', { params: { id } })
/** GET /system/dict-type/export (blob) */
export const exportDictType = (params: DictTypeQuery) =>
  http.download('/system/dict-type/export', params, '字典类型.xls')
