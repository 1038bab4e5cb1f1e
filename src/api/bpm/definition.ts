import { http } from '../http/client'
import type { PageResult } from '../types'
import type { DefinitionQuery, ProcessDefinition } from './types'

/** GET /bpm/process-definition/page */
export const getDefinitionPage = (params: DefinitionQuery) =>
  http.get<PageResult<ProcessDefinition>>('/bpm/process-definition/page', { params })
/** GET /bpm/process-definition/list (suspensionState 1 = the deployed, active ones) */
export const getDefinitionList = (params: { suspensionState?: number; key?: string }) =>
  http.get<ProcessDefinition[]>('/bpm/process-definition/list', { params })
/** GET /bpm/process-definition/get-bpmn-xml */
export const getDefinitionXml = (id: string) =>
  http.get<string>('/bpm/process-definition/get-bpmn-xml', { params: { id } })
