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
import { msg, translate } from '../../../i18n'
import { DICT_TYPE } from '../../../utils/dict'
import { CONFIG_TYPE, ERROR_CODE } from '../constants'

/** Why a built-in entry has no delete: the server refuses it too (yudao CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE). */
export const BUILT_IN_DELETE_REFUSED = msg('system', 'configBuiltInDeleteRefused')

/**
 * 添加参数 / 修改参数 (yudao infra/config). The server decides the type: what the user adds is custom, built-in entries
 * come with the system — so the type is shown, not chosen.
 */
export const CONFIG_FORM: FormDef<ConfigRow> = {
  titles: { create: msg('system', 'configAdd'), edit: msg('system', 'configEdit') },
  fields: [
    field.text('category', msg('system', 'configCategory'), { required: msg('system', 'configCategoryRequired'), maxLength: 50 }),
    field.text('name', msg('system', 'configName'), { required: msg('system', 'configNameRequired'), maxLength: 100 }),
    field.text('key', msg('system', 'configKey'), { required: msg('system', 'configKeyRequired'), maxLength: 100 }),
    field.text('value', msg('system', 'configValue'), { kind: 'textarea', required: msg('system', 'configValueRequired'), maxLength: 500 }),
    {
      name: 'type',
      label: msg('system', 'configType'),
      kind: 'static',
      render: (_, type) => (
        <DictTag type={DICT_TYPE.INFRA_CONFIG_TYPE} value={(type as number) ?? CONFIG_TYPE.CUSTOM} />
      ),
      extra: (mode) => (mode === 'create' ? translate('system', 'configCustomOnly') : undefined),
    },
    { name: 'visible', label: msg('system', 'configVisible'), kind: 'radio', dict: DICT_TYPE.INFRA_BOOLEAN_STRING, parse: toBoolean },
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
    field.text('name', msg('system', 'configName')),
    field.text('key', msg('system', 'configKey')),
    field.dict('type', msg('system', 'configBuiltIn'), DICT_TYPE.INFRA_CONFIG_TYPE, { placeholder: msg('system', 'configBuiltIn') }),
    field.createTime,
  ],
  columns: [
    { key: 'id', title: msg('system', 'configId'), width: 100 },
    { key: 'category', title: msg('system', 'configCategory') },
    { key: 'name', title: msg('system', 'configName'), ellipsis: true, width: 200 },
    { key: 'key', title: msg('system', 'configKey'), ellipsis: true, width: 200 },
    { key: 'value', title: msg('system', 'configValue'), ellipsis: true, width: 180 },
    { key: 'visible', title: msg('system', 'configVisible'), width: 100, dict: DICT_TYPE.INFRA_BOOLEAN_STRING },
    { key: 'type', title: msg('system', 'configBuiltIn'), width: 100, dict: DICT_TYPE.INFRA_CONFIG_TYPE },
    column.remark(),
    column.createTime(),
  ],
  centered: true,
  columnToggle: true,
  form: CONFIG_FORM,
  remove: {
    ...removeById(msg('system', 'configRecord'), deleteConfig, ['infra:config:delete']),
    refusal: (row) => (row.type === CONFIG_TYPE.BUILT_IN ? BUILT_IN_DELETE_REFUSED : undefined),
  },
  export: { perms: ['infra:config:export'], confirm: msg('system', 'configExportConfirm'), call: exportConfig },
}

export const prefetch = prefetchList(CONFIG_PAGE)

/** 配置管理 (`infra/config/index`): parameter configuration entries. */
export default function ConfigPage() {
  return <ListView def={CONFIG_PAGE} />
}
