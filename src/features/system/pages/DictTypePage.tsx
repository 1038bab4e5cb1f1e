import { Link } from 'react-router-dom'
import {
  createDictType,
  deleteDictType,
  exportDictType,
  getDictType,
  getDictTypePage,
  updateDictType,
  type DictTypeQuery,
  type DictTypeRow,
} from '../../../api/dictType'
import { column, field, ListView, prefetchList, removeById, type FormDef, type ListPageDef } from '../../../components/crud'
import { msg } from '../../../i18n'
import { DICT_TYPE } from '../../../utils/dict'
import { ERROR_CODE, STATUS_ENABLED } from '../constants'

/** 添加字典类型 / 修改字典类型 (yudao system/dict/index.vue). The type key can't change once data hangs off it. */
export const DICT_TYPE_FORM: FormDef<DictTypeRow> = {
  titles: { create: msg('system', 'dictTypeAdd'), edit: msg('system', 'dictTypeEdit') },
  fields: [
    field.text('name', msg('system', 'dictName'), { required: msg('system', 'dictNameRequired'), maxLength: 100 }),
    field.text('type', msg('system', 'dictType'), { required: msg('system', 'dictTypeRequired'), maxLength: 100, disabledWhen: 'edit' }),
    field.status,
    field.remark,
  ],
  defaults: { status: STATUS_ENABLED },
  load: (row) => getDictType(row.id),
  create: createDictType,
  update: updateDictType,
  fieldErrors: { [ERROR_CODE.DICT_TYPE_NAME_DUPLICATE]: 'name', [ERROR_CODE.DICT_TYPE_TYPE_DUPLICATE]: 'type' },
  perms: { create: ['system:dict:create'], update: ['system:dict:update'] },
}

const DICT_TYPE_PAGE: ListPageDef<DictTypeRow, DictTypeQuery> = {
  fetchPage: getDictTypePage,
  search: [
    field.text('name', msg('system', 'dictName')),
    field.text('type', msg('system', 'dictType')),
    field.dict('status', msg('common', 'status'), DICT_TYPE.COMMON_STATUS, { placeholder: msg('system', 'dictStatusPlaceholder') }),
    field.createTime,
  ],
  columns: [
    { key: 'id', title: msg('system', 'dictId'), width: 100 },
    { key: 'name', title: msg('system', 'dictName'), ellipsis: true },
    {
      key: 'type',
      title: msg('system', 'dictType'),
      ellipsis: true,
      render: (type: string, row) => <Link to={`/dict/type/data/${row.id}`}>{type}</Link>,
    },
    column.status(),
    column.remark(),
    column.createTime(),
  ],
  centered: true,
  columnToggle: true,
  form: DICT_TYPE_FORM,
  remove: removeById(msg('system', 'dictTypeRecord'), deleteDictType, ['system:dict:delete']),
  export: { perms: ['system:dict:export'], confirm: msg('system', 'dictTypeExportConfirm'), call: exportDictType },
}

export const prefetch = prefetchList(DICT_TYPE_PAGE)

/** 字典管理 (`system/dict/index`): dictionary types; each type links to its entries at /dict/type/data/{id}. */
export default function DictTypePage() {
  return <ListView def={DICT_TYPE_PAGE} />
}
