import { http, type CallOptions } from './http/client'
import { translate } from '../i18n'
import { createdId, entity, id, ignored, listOf, num, page, text, time, v, type Out } from './http/schema'
import { DictData, type PageParam } from './types'

/** 字典数据 (yudao DictDataRespVO): a dictionary entry with its place, status (common_status) and remark. */
export const DictDataRow = entity({
  ...DictData.entries,
  id,
  sort: num,
  status: num,
  remark: text,
  createTime: time,
})
export type DictDataRow = Out<typeof DictDataRow>
export type DictDataQuery = Partial<PageParam & { dictType: string; label: string; status: number }>

/** GET /system/dict-data/page */
export const getDictDataPage = (params: DictDataQuery, call?: CallOptions) =>
  http.get('/system/dict-data/page', page(DictDataRow), { params, ...call })
/** GET /system/dict-data/get?id — null for an unknown id. */
export const getDictData = (dataId: number) =>
  http.get('/system/dict-data/get', v.nullish(DictDataRow, null), { params: { id: dataId } })
/** GET /system/dict-data/type/{type} */
export const getDictDataByType = (type: string) =>
  http.get(`/system/dict-data/type/${encodeURIComponent(type)}`, listOf(DictDataRow))
/** POST /system/dict-data/create */
export const createDictData = (data: Partial<DictDataRow>) => http.post('/system/dict-data/create', createdId, data)
/** PUT /system/dict-data/update */
export const updateDictData = (data: Partial<DictDataRow>) => http.put('/system/dict-data/update', ignored, data)
/** DELETE /system/dict-data/delete?id */
export const deleteDictData = (dataId: number) =>
  http.delete('/system/dict-data/delete', ignored, { params: { id: dataId } })
/** GET /system/dict-data/export (blob) */
export const exportDictData = (params: DictDataQuery) =>
  http.download('/system/dict-data/export', params, `${translate('common', 'exportDictData')}.xls`)
/** GET /system/dict-data/list-all-simple */
export const listAllSimpleDictData = () => http.get('/system/dict-data/list-all-simple', listOf(DictData))
