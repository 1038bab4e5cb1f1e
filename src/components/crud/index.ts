/** Declarative list pages and schema forms: a page describes itself (types.ts); ListView renders it. */
export { EntityForm } from './EntityForm'
export { FormDialog, type FormDialogProps } from './FormDialog'
export { SchemaField, SchemaFields, type FieldMode, type FieldSchema, type Option } from './fields'
export { ListView, prefetchList } from './ListView'
export { toQuery } from './toQuery'
export type { ColumnDef, FormDef, ListContext, ListPageDef, RowAction } from './types'
export { column, field, removeById } from './presets'
