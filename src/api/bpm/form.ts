import { http } from '../http/client'
import type { PageResult } from '../types'
import type { BpmForm, FormFieldRule, FormQuery } from './types'

/** GET /bpm/form/page */
export const getFormPage = (params: FormQuery) => http.get<PageResult<BpmForm>>('/bpm/form/page', { params })
/** GET /bpm/form/get */
export const getForm = (id: number) => http.get<BpmForm>('/bpm/form/get', { params: { id } })
/** POST /bpm/form/create */
export const createForm = (data: Partial<BpmForm>) => http.post<number>('/bpm/form/create', data)
/** PUT /bpm/form/update */
export const updateForm = (data: Partial<BpmForm>) => http.put<boolean>('/bpm/form/update', data)
/** DELETE /bpm/form/delete */
export const deleteForm = (id: number) => http.delete<boolean>('/bpm/form/delete', { params: { id } })
/** GET /bpm/form/list-all-simple */
export const getSimpleForms = () => http.get<{ id: number; name: string }[]>('/bpm/form/list-all-simple')

/** yudao keeps each field as JSON text; unreadable entries are skipped rather than breaking the form. */
export function parseFields(fields: string[] | undefined): FormFieldRule[] {
  return (fields ?? []).flatMap((f) => {
    try {
      const rule = JSON.parse(f) as FormFieldRule
      return rule && typeof rule.field === 'string' ? [rule] : []
    } catch {
      return []
    }
  })
}
export const serializeFields = (rules: FormFieldRule[]) => rules.map((r) => JSON.stringify(r))
