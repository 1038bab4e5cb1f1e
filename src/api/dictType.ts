import { http, type CallOptions } from './http/client'
import { translate } from '../i18n'
import { createdId, entity, id, ignored, listOf, num, page, text, time, v, type Out } from './http/schema'
import type { PageParam } from './types'

/** yudao DictTypeRespVO; status is the common_status dictionary (0 = enabled, 1 = disabled). */
export const DictTypeRow = entity({
  id,
  name: text,
  type: text,
  status: num,
  remark: text,
  createTime: time,
})
export type DictTypeRow = Out<typeof DictTypeRow>
/** list-all-simple: what the 字典名称 select offers. */
export const DictTypeSimple = entity({ id, name: text, type: text })
export type DictTypeSimple = Out<typeof DictTypeSimple>
export type DictTypeQuery = Partial<
  PageParam & { name: string; type: string; status: number; createTime: [string, string] }
>

/** GET /system/dict-type/page */
export const getDictTypePage = (params: DictTypeQuery, call?: CallOptions) =>
  http.get('/system/dict-type/page', page(DictTypeRow), { params, ...call })
/** GET /system/dict-type/get?id — null for an unknown id (字典类型不存在). */
export const getDictType = (typeId: number, call?: CallOptions) =>
  http.get('/system/dict-type/get', v.nullish(DictTypeRow, null), { params: { id: typeId }, ...call })
/** GET /system/dict-type/list-all-simple */
export const listAllSimpleDictTypes = () => http.get('/system/dict-type/list-all-simple', listOf(DictTypeSimple))
/** POST /system/dict-type/create */
export const createDictType = (data: Partial<DictTypeRow>) => http.post('/system/dict-type/create', createdId, data)
/** PUT /system/dict-type/update */
export const updateDictType = (data: Partial<DictTypeRow>) => http.put('/system/dict-type/update', ignored, data)
/** DELETE /system/dict-type/delete?id */
export const deleteDictType = (typeId: number) =>
  http.delete('/system/dict-type/delete', ignored, { params: { id: typeId } })
/** GET /system/dict-type/export (blob) */
export const exportDictType = (params: DictTypeQuery) =>
  http.download('/system/dict-type/export', params, `${translate('common', 'exportDictType')}.xls`)
