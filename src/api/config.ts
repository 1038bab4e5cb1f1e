import { http, type CallOptions } from './http/client'
import { translate } from '../i18n'
import { bool, createdId, entity, id, ignored, num, optText, page, text, time, v, type Out } from './http/schema'
import type { PageParam } from './types'

/** Config entity (yudao InfraConfig): type 1 = built-in, 2 = custom. */
export const ConfigRow = entity({
  id,
  category: text,
  name: text,
  key: text,
  value: text,
  type: num,
  visible: bool,
  remark: text,
  createTime: time,
})
export type ConfigRow = Out<typeof ConfigRow>
export type ConfigQuery = Partial<PageParam & { name: string; key: string; type: number; createTime: [string, string] }>

/** GET /infra/config/page */
export const getConfigPage = (params: ConfigQuery, call?: CallOptions) => http.get('/infra/config/page', page(ConfigRow), { params, ...call })
/** GET /infra/config/get — null for an unknown id. */
export const getConfig = (configId: number) =>
  http.get('/infra/config/get', v.nullish(ConfigRow, null), { params: { id: configId } })
/** GET /infra/config/get-value-by-key — null when there is no such key. */
export const getConfigValueByKey = (key: string) =>
  http.get('/infra/config/get-value-by-key', optText, { params: { key } })
/** POST /infra/config/create */
export const createConfig = (data: Partial<ConfigRow>) => http.post('/infra/config/create', createdId, data)
/** PUT /infra/config/update */
export const updateConfig = (data: Partial<ConfigRow>) => http.put('/infra/config/update', ignored, data)
/** DELETE /infra/config/delete */
export const deleteConfig = (configId: number) =>
  http.delete('/infra/config/delete', ignored, { params: { id: configId } })
/** GET /infra/config/export (blob) */
export const exportConfig = (params: ConfigQuery) => http.download('/infra/config/export', params, `${translate('common', 'exportConfig')}.xls`)
