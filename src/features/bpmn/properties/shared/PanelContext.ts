import { createContext, useContext } from 'react'
import type { BO, DiagramElement, PanelApi } from './moddle'

/** Optional data about the model being edited (spec §3 "Process model (panel)"). */
export interface PanelModel {
  id?: string | number
  key?: string
  name?: string
}

export interface PanelState {
  api: PanelApi
  element: DiagramElement
  bo: BO
  model?: PanelModel
  formId?: string | number
}

export const PanelContext = createContext<PanelState | null>(null)

/** The selected element, its business object and the write path; only inside the properties panel. */
export function usePanel(): PanelState {
  const state = useContext(PanelContext)
  if (!state) throw new Error('usePanel must be used inside the properties panel')
  return state
}
