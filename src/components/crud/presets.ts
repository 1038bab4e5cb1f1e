import { toNumber } from '../../hooks/useDictOptions'
import { msg, type Text } from '../../i18n'
import { DICT_TYPE } from '../../utils/dict'
import type { FieldSchema } from './fields'
import type { ColumnDef, ListPageDef } from './types'

/** The fields and columns that yudao's pages write alike, with their texts: say them once. */

/** A text field with yudao's placeholder 请输入<label>. */
const textField = (name: string, label: Text, more: Partial<FieldSchema> = {}): FieldSchema => ({
  name,
  label,
  placeholder: msg('common', 'enterField', { label }),
  ...more,
})

/** A select over a dictionary; values are numbers unless `parse` says otherwise. */
const dictSelect = (
  name: string,
  label: Text,
  dict: string,
  more: Partial<FieldSchema> = {},
): FieldSchema => ({
  name,
  label,
  kind: 'select',
  dict,
  parse: toNumber,
  ...more,
})

export const CREATE_TIME_SEARCH: FieldSchema = { name: 'createTime', label: msg('common', 'createTime'), kind: 'dateRange' }
export const REMARK_FIELD: FieldSchema = {
  name: 'remark',
  label: msg('common', 'remark'),
  kind: 'textarea',
  placeholder: msg('common', 'enterContent'),
  maxLength: 500,
}

/** common_status (开启/关闭) as radios, and as a column. */
export const STATUS_RADIO: FieldSchema = {
  name: 'status',
  label: msg('common', 'status'),
  kind: 'radio',
  dict: DICT_TYPE.COMMON_STATUS,
  parse: toNumber,
}
const statusColumn = <R>(): ColumnDef<R> => ({
  key: 'status',
  title: msg('common', 'status'),
  width: 100,
  dict: DICT_TYPE.COMMON_STATUS,
})

const remarkColumn = <R>(): ColumnDef<R> => ({ key: 'remark', title: msg('common', 'remark'), ellipsis: true, width: 200 })
const createTimeColumn = <R>(): ColumnDef<R> => ({
  key: 'createTime',
  title: msg('common', 'createTime'),
  width: 180,
  date: 'time',
})

/** yudao's delete of one row by id, asking 是否确认删除<what>为"<id>"的数据项? */
export function removeById<R extends { id: number }, Q>(
  what: Text,
  call: (id: number) => Promise<unknown>,
  perms?: string[],
): NonNullable<ListPageDef<R, Q>['remove']> {
  return {
    perms,
    // The id as written (String: not formatted as a number, 1,024).
    confirm: (row) => msg('common', 'deleteByIdConfirm', { what, id: String(row.id) }),
    call: (row) => call(row.id),
  }
}

/** The presets as two namespaces, so a page reads `field.text('name', msg('system', 'dictName'))`, `column.createTime()`. */
export const field = {
  text: textField,
  dict: dictSelect,
  createTime: CREATE_TIME_SEARCH,
  remark: REMARK_FIELD,
  status: STATUS_RADIO,
}
export const column = { createTime: createTimeColumn, remark: remarkColumn, status: statusColumn }
