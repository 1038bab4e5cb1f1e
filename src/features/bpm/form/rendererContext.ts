/** What every rule of a rendered form reads (issue 43): the form, its permissions, the 联动 gates, where a row lives. */
import { createContext, useContext, type ComponentType } from 'react'
import type { FormInstance } from 'antd'
import type { FIELD_NONE, FIELD_READ, FIELD_WRITE } from '../../../domain/fieldsPermission'
import type { Gate, GateState } from './control'
import type { FcRule } from './types'

export type FieldPermission = typeof FIELD_READ | typeof FIELD_WRITE | typeof FIELD_NONE
export type FieldPermissions = Record<string, FieldPermission | number | string>

export type Values = Record<string, unknown>
export type NamePath = (string | number)[]

export interface Ctx {
  form: FormInstance
  disabled: boolean
  permissions?: FieldPermissions
  gates: Map<string, Gate[]>
  /** Where the Form.List row this level is in lives in the form's store ([] outside a group; [field, index] in one). */
  listBase: NamePath
  initial: Values
}
export const RendererContext = createContext<Ctx | null>(null)
export const useCtx = () => useContext(RendererContext)!

export const OPEN: GateState = { shown: true, disabled: false, required: false }
export const at = (values: unknown, path: NamePath): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined),
    values,
  )

/** The renderer's list of rules, handed to the kinds that hold rules of their own (group, subForm). */
export type RulesView = ComponentType<{ rules: readonly (FcRule | string)[]; prefix: NamePath }>
