import { http, type CallOptions } from '../http/client'
import { listOf, page, text } from '../http/schema'
import { ProcessDefinition, type DefinitionQuery } from './types'

/** GET /bpm/process-definition/page */
export const getDefinitionPage = (params: DefinitionQuery, call?: CallOptions) =>
  http.get('/bpm/process-definition/page', page(ProcessDefinition), { params, ...call })
/** GET /bpm/process-definition/list (suspensionState 1 = the deployed, active ones) */
export const getDefinitionList = (params: { suspensionState?: number; key?: string }) =>
  http.get('/bpm/process-definition/list', listOf(ProcessDefinition), { params })
/** GET /bpm/process-definition/get-bpmn-xml — '' when there is none: the viewer says the diagram cannot be shown. */
export const getDefinitionXml = (definitionId: string, call?: CallOptions) =>
  http.get('/bpm/process-definition/get-bpmn-xml', text, { params: { id: definitionId }, ...call })
