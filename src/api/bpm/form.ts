import { http, type CallOptions } from '../http/client'
import { createdId, ignored, listOf, page, v } from '../http/schema'
import { BpmForm, BpmFormSimple, type FormQuery } from './types'

/** GET /bpm/form/page */
export const getFormPage = (params: FormQuery, call?: CallOptions) => http.get('/bpm/form/page', page(BpmForm), { params, ...call })
/** GET /bpm/form/get */
export const getForm = (formId: number, call?: CallOptions) =>
  http.get('/bpm/form/get', v.nullish(BpmForm, null), { params: { id: formId }, ...call })
/** POST /bpm/form/create */
export const createForm = (data: Partial<BpmForm>) => http.post('/bpm/form/create', createdId, data)
/** PUT /bpm/form/update */
export const updateForm = (data: Partial<BpmForm>) => http.put('/bpm/form/update', ignored, data)
/** DELETE /bpm/form/delete */
export const deleteForm = (formId: number) => http.delete('/bpm/form/delete', ignored, { params: { id: formId } })
/** GET /bpm/form/list-all-simple */
export const getSimpleForms = () => http.get('/bpm/form/list-all-simple', listOf(BpmFormSimple))
