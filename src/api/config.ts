import { http } from './http/client'
import type { PageParam, PageResult } from './types'

/** Config entity (yudao InfraConfig): type 1 = built-in, 2 = custom. */
export interface ConfigRow {
  id: number
  category: string
  name: string
  key: string
  value: string
  type: number
  visible: boolean
  remark?: string
  createTime?: number
}
export type ConfigQuery = Partial<PageParam & { name: string; key: string; type: number; createTime: [string, string] }>

/** GET /infra/config/page */
export const getConfigPage = (params: ConfigQuery) => http.get<PageResult<ConfigRow>>('/infra/config/page', { params })
/** GET /infra/config/get */
export const getConfig = (id: number) => http.get<ConfigRow>('/infra/config/get', { params: { id } })
/** GET /infra/config/get-value-by-key */
export const getConfigValueByKey = (key: string) => http.get<string>('/infra/config/get-value-by-key', { params: { key } })
/** POST /infra/config/create */
export const createConfig = (data: Partial<ConfigRow>) => http.post<number>('/infra/config/create', data)
/** PUT /infra/config/update */
export const updateConfig = (data: Partial<ConfigRow>) => http.put<boolean>('/infra/config/update', data)
/** DELETE /infra/config/delete */
export const deleteConfig = (id: number) => http.delete<boolean>('/infra/config/delete', { params: { id } })
/** GET /infra/config/export (blob) */
export const exportConfig = (params: ConfigQuery) => http.download('/infra/config/export', params, '参数配置.xls')
