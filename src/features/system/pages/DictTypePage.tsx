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
import { DICT_TYPE } from '../../../utils/dict'
import { ERROR_CODE, STATUS_ENABLED } from '../constants'

/** 添加字典类型 / 修改字典类型 (yudao system/dict/index.vue). The type key can't change once data hangs off it. */
export const DICT_TYPE_FORM: FormDef<DictTypeRow> = {
  titles: { create: '添加字典类型', edit: '修改字典类型' },
  fields: [
    field.text('name', '字典名称', { required: '字典名称不能为空', maxLength: 100 }),
    field.text('type', '字典类型', { required: '字典类型不能为空', maxLength: 100, disabledWhen: 'edit' }),
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
    field.text('name', '字典名称'),
    field.text('type', '字典类型'),
    field.dict('status', '状态', DICT_TYPE.COMMON_STATUS, { placeholder: '字典状态' }),
    field.createTime,
  ],
  columns: [
    { key: 'id', title: '字典编号', width: 100 },
    { key: 'name', title: '字典名称', ellipsis: true },
    {
      key: 'type',
      title: '字典类型',
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
  remove: removeById('字典编号', deleteDictType, ['system:dict:delete']),
  export: { perms: ['system:dict:export'], confirm: '是否确认导出所有字典类型数据项?', call: exportDictType },
}

export const prefetch = prefetchList(DICT_TYPE_PAGE)

/** 字典管理 (`system/dict/index`): dictionary types; each type links to its entries at /dict/type/data/{id}. */
export default function DictTypePage() {
  return <ListView def={DICT_TYPE_PAGE} />
}
