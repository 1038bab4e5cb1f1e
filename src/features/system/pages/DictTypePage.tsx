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
import { ListView, type FormDef, type ListPageDef } from '../../../components/crud'
import { toNumber } from '../../../hooks/useDictOptions'
import { DICT_TYPE } from '../../../utils/dict'
import { ERROR_CODE, STATUS_ENABLED } from '../constants'

/** 添加字典类型 / 修改字典类型 (yudao system/dict/index.vue). The type key can't change once data hangs off it. */
export const DICT_TYPE_FORM: FormDef<DictTypeRow> = {
  titles: { create: '添加字典类型', edit: '修改字典类型' },
  fields: [
    { name: 'name', label: '字典名称', placeholder: '请输入字典名称', required: '字典名称不能为空', maxLength: 100 },
    {
      name: 'type',
      label: '字典类型',
      placeholder: '请输入字典类型',
      required: '字典类型不能为空',
      maxLength: 100,
      disabledWhen: 'edit',
    },
    { name: 'status', label: '状态', kind: 'radio', dict: DICT_TYPE.COMMON_STATUS, parse: toNumber },
    { name: 'remark', label: '备注', kind: 'textarea', placeholder: '请输入内容', maxLength: 500 },
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
    { name: 'name', label: '字典名称', placeholder: '请输入字典名称' },
    { name: 'type', label: '字典类型', placeholder: '请输入字典类型' },
    {
      name: 'status',
      label: '状态',
      kind: 'select',
      placeholder: '字典状态',
      dict: DICT_TYPE.COMMON_STATUS,
      parse: toNumber,
    },
    { name: 'createTime', label: '创建时间', kind: 'dateRange' },
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
    { key: 'status', title: '状态', width: 100, dict: DICT_TYPE.COMMON_STATUS },
    { key: 'remark', title: '备注', ellipsis: true, width: 200 },
    { key: 'createTime', title: '创建时间', width: 180, date: 'time' },
  ],
  centered: true,
  columnToggle: true,
  form: DICT_TYPE_FORM,
  remove: {
    perms: ['system:dict:delete'],
    confirm: (row) => `是否确认删除字典编号为"${row.id}"的数据项?`,
    call: (row) => deleteDictType(row.id),
  },
  export: { perms: ['system:dict:export'], confirm: '是否确认导出所有字典类型数据项?', call: exportDictType },
}

/** 字典管理 (`system/dict/index`): dictionary types; each type links to its entries at /dict/type/data/{id}. */
export default function DictTypePage() {
  return <ListView def={DICT_TYPE_PAGE} />
}
