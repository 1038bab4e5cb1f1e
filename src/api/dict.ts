import { http } from './http/client'
import type { DictData, PageParam, PageResult } from './types'

export interface DictDataRow extends DictData {
  id: number
  sort: number
  status: number
  remark?: string
  createTime?: number
}
export type DictDataQuery = Partial<PageParam & { dictType: string; label: string; status: number }>

/** GET /system/dict-data/page */
export const getDictDataPage = (params: DictDataQuery) => http.get<PageResult<DictDataRow>>('/system/dict-data/page', { params })
/** GET /system/dict-data/get?id */
export const getDictData = (id: number) => http.get<DictDataRow>('/system/dict-data/get', { params: { id } })
/** GET /system/dict-data/type/{type} */
export const getDictDataByType = (type: string) => http.get<DictDataRow[]>(`/system/dict-data/type/${encodeURIComponent(type)}`)
/** POST /system/dict-data/create */
export const createDictData = (data: Partial<DictDataRow>) => http.post<number>('/system/dict-data/create', data)
/** PUT /system/dict-data/update */
export const updateDictData = (data: Partial<DictDataRow>) => http.put<boolean>('/system/dict-data/update', data)
/** DELETE /system/dict-data/delete?id */
export const deleteDictData = (id: number) => http.delete<boolean>('/system/dict-data/delete', { params: { id } })
/** GET /system/dict-data/export (blob) */
export const exportDictData = (params: DictDataQuery) => http.download('/system/dict-data/export', params, '字典数据.xls')
/** GET /system/dict-data/list-all-simple */
export const listAllSimpleDictData = () => http.get<DictData[]>('/system/dict-data/list-all-simple')
