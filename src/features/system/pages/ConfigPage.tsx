import {
  createConfig,
  deleteConfig,
  exportConfig,
  getConfig,
  getConfigPage,
  updateConfig,
  type ConfigQuery,
  type ConfigRow,
} from '../../../api/config'
import { DictTag } from '../../../components/DictTag'
import { column, field, ListView, prefetchList, removeById, type FormDef, type ListPageDef } from '../../../components/crud'
import { toBoolean } from '../../../hooks/useDictOptions'
import { DICT_TYPE } from '../../../utils/dict'
import { CONFIG_TYPE, ERROR_CODE } from '../constants'

/** Why a built-in entry has no delete: the server refuses it too (yudao CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE). */
export const BUILT_IN_DELETE_REFUSED = '系统内置参数不能删除'

/**
 * 添加参数 / 修改参数 (yudao infra/config). The server decides the type: what the user adds is custom, built-in entries
 * come with the system — so the type is shown, not chosen.
 */
export const CONFIG_FORM: FormDef<ConfigRow> = {
  titles: { create: '添加参数', edit: '修改参数' },
  fields: [
    field.text('category', '参数分类', { required: '参数分类不能为空', maxLength: 50 }),
    field.text('name', '参数名称', { required: '参数名称不能为空', maxLength: 100 }),
    field.text('key', '参数键名', { required: '参数键名不能为空', maxLength: 100 }),
    field.text('value', '参数键值', { kind: 'textarea', required: '参数键值不能为空', maxLength: 500 }),
    {
      name: 'type',
      label: '参数类型',
      kind: 'static',
      render: (_, type) => (
        <DictTag type={DICT_TYPE.INFRA_CONFIG_TYPE} value={(type as number) ?? CONFIG_TYPE.CUSTOM} />
      ),
      extra: (mode) => (mode === 'create' ? '新增的参数均为自定义参数' : undefined),
    },
    { name: 'visible', label: '是否可见', kind: 'radio', dict: DICT_TYPE.INFRA_BOOLEAN_STRING, parse: toBoolean },
    field.remark,
  ],
  defaults: { visible: true },
  load: (row) => getConfig(row.id),
  create: createConfig,
  update: updateConfig,
  fieldErrors: { [ERROR_CODE.CONFIG_KEY_DUPLICATE]: 'key' },
  perms: { create: ['infra:config:create'], update: ['infra:config:update'] },
}

const CONFIG_PAGE: ListPageDef<ConfigRow, ConfigQuery> = {
  fetchPage: getConfigPage,
  search: [
    field.text('name', '参数名称'),
    field.text('key', '参数键名'),
    field.dict('type', '系统内置', DICT_TYPE.INFRA_CONFIG_TYPE, { placeholder: '系统内置' }),
    field.createTime,
  ],
  columns: [
    { key: 'id', title: '参数主键', width: 100 },
    { key: 'category', title: '参数分类' },
    { key: 'name', title: '参数名称', ellipsis: true, width: 200 },
    { key: 'key', title: '参数键名', ellipsis: true, width: 200 },
    { key: 'value', title: '参数键值', ellipsis: true, width: 180 },
    { key: 'visible', title: '是否可见', width: 100, dict: DICT_TYPE.INFRA_BOOLEAN_STRING },
    { key: 'type', title: '系统内置', width: 100, dict: DICT_TYPE.INFRA_CONFIG_TYPE },
    column.remark(),
    column.createTime(),
  ],
  centered: true,
  columnToggle: true,
  form: CONFIG_FORM,
  remove: {
    ...removeById('参数编号', deleteConfig, ['infra:config:delete']),
    refusal: (row) => (row.type === CONFIG_TYPE.BUILT_IN ? BUILT_IN_DELETE_REFUSED : undefined),
  },
  export: { perms: ['infra:config:export'], confirm: '是否确认导出所有参数数据项?', call: exportConfig },
}

export const prefetch = prefetchList(CONFIG_PAGE)

/** 配置管理 (`infra/config/index`): parameter configuration entries. */
export default function ConfigPage() {
  return <ListView def={CONFIG_PAGE} />
}
