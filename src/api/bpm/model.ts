import { http, type CallOptions } from '../http/client'
import { ignored, page, strId, v } from '../http/schema'
import { BpmModel, type ModelQuery } from './types'

/** GET /bpm/model/page */
export const getModelPage = (params: ModelQuery, call?: CallOptions) => http.get('/bpm/model/page', page(BpmModel), { params, ...call })
/** GET /bpm/model/get */
export const getModel = (modelId: string, call?: CallOptions) =>
  http.get('/bpm/model/get', v.nullish(BpmModel, null), { params: { id: modelId }, ...call })
/** POST /bpm/model/create */
export const createModel = (data: Partial<BpmModel>) => http.post('/bpm/model/create', v.nullish(strId), data)
/** PUT /bpm/model/update */
export const updateModel = (data: Partial<BpmModel>) => http.put('/bpm/model/update', ignored, data)
/** POST /bpm/model/deploy */
export const deployModel = (modelId: string) =>
  http.post('/bpm/model/deploy', ignored, undefined, { params: { id: modelId } })
/** PUT /bpm/model/update-state (1 active, 2 suspended) */
export const updateModelState = (modelId: string, state: number) =>
  http.put('/bpm/model/update-state', ignored, { id: modelId, state })
/** DELETE /bpm/model/delete */
export const deleteModel = (modelId: string) => http.delete('/bpm/model/delete', ignored, { params: { id: modelId } })
