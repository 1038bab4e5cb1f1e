import { RollbackOutlined } from '@ant-design/icons'
import { Button, Result, Skeleton } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import {
  createDictData,
  deleteDictData,
  exportDictData,
  getDictData,
  getDictDataPage,
  updateDictData,
  type DictDataQuery,
  type DictDataRow,
} from '../../../api/dict'
import { getDictType, listAllSimpleDictTypes, type DictTypeSimple } from '../../../api/dictType'
import { column, field, ListView, removeById, type FormDef, type ListPageDef } from '../../../components/crud'
import { LoadFailed } from '../../../components/LoadFailed'
import { useLoad } from '../../../hooks/useLoad'
import { msg, text } from '../../../i18n'
import { useT } from '../../../i18n/react'
import { useDict } from '../../../stores/dict'
import { DICT_TYPE } from '../../../utils/dict'
import { whenLoaded } from '../../../utils/whenLoaded'
import { COLOR_TYPE_OPTIONS, ERROR_CODE, STATUS_ENABLED } from '../constants'

/** The dictionary types page (its menu path in yudao): where 返回 leads. */
const DICT_TYPE_PAGE = '/system/dict'

/** A change to an entry shows at once in every DictTag: the store reloads the dictionaries. */
const refreshDictionaries = () =>
  void useDict
    .getState()
    .load(true)
    .catch(() => undefined)

/** 字典数据 (/dict/type/data/:dictId, dictId numeric — the route sends anything else to 404). */
export default function DictDataPage() {
  const t = useT('system')
  const dictId = Number(useParams().dictId)
  const navigate = useNavigate()
  const { data: type, error, reload } = useLoad((signal) => getDictType(dictId, { signal }), [dictId])

  if (error && type === undefined) return <LoadFailed error={error} onRetry={reload} />
  if (type === undefined) return <Skeleton active style={{ padding: 20 }} />
  if (!type)
    return (
      <Result
        status="404"
        title={t('dictTypeMissing')}
        subTitle={t('dictTypeMissingDetail', { id: String(dictId) })}
        extra={
          <Button type="primary" onClick={() => navigate(DICT_TYPE_PAGE)}>
            {t('backToDictTypes')}
          </Button>
        }
      />
    )
  return <DictDataList key={type.type} dictType={type.type} />
}

/** 添加字典数据 / 修改字典数据 (yudao system/dict/data.vue); a new entry belongs to the type being searched. */
export const DICT_DATA_FORM: FormDef<DictDataRow> = {
  titles: { create: msg('system', 'dictDataAdd'), edit: msg('system', 'dictDataEdit') },
  fields: [
    { name: 'dictType', label: msg('system', 'dictType'), disabledWhen: 'always' },
    field.text('label', msg('system', 'dictDataLabel'), { required: msg('system', 'dictDataLabelRequired'), maxLength: 100 }),
    field.text('value', msg('system', 'dictDataValue'), { required: msg('system', 'dictDataValueRequired'), maxLength: 100 }),
    { name: 'sort', label: msg('system', 'dictDataSort'), kind: 'number', min: 0, required: msg('system', 'dictDataSortRequired') },
    field.status,
    {
      name: 'colorType',
      label: msg('system', 'colorType'),
      kind: 'select',
      placeholder: msg('system', 'colorTypePlaceholder'),
      options: COLOR_TYPE_OPTIONS,
      // yudao stores "no colour" as '': show the placeholder for it.
      item: { getValueProps: (v: string | undefined) => ({ value: v || undefined }) },
    },
    field.text('cssClass', 'CSS Class', { placeholder: msg('system', 'cssClassPlaceholder'), maxLength: 100 }),
    field.remark,
  ],
  defaults: (query: DictDataQuery) => ({ dictType: query.dictType, sort: 0, status: STATUS_ENABLED }),
  load: (row) => getDictData(row.id),
  create: createDictData,
  update: updateDictData,
  fieldErrors: { [ERROR_CODE.DICT_DATA_VALUE_DUPLICATE]: 'value' },
  perms: { create: ['system:dict:create'], update: ['system:dict:update'] },
}

const colorLabel = (value: string) => {
  const label = COLOR_TYPE_OPTIONS.find((o) => o.value === value)?.label
  return label ? text(label) : value
}

/** 返回: said by a component of its own, so it follows a language switch whatever re-renders the action row. */
function BackLabel() {
  return useT('system')('back')
}

function DictDataList({ dictType }: { dictType: string }) {
  const [types, setTypes] = useState<DictTypeSimple[]>([])
  useEffect(() => whenLoaded(listAllSimpleDictTypes(), setTypes), [])
  const typeOptions = useMemo(() => types.map((t) => ({ label: t.name, value: t.type })), [types])
  const def: ListPageDef<DictDataRow, DictDataQuery> = {
    fetchPage: getDictDataPage,
    initialQuery: { dictType },
    search: [
      { name: 'dictType', label: msg('system', 'dictName'), kind: 'select', options: typeOptions, searchable: true },
      field.text('label', msg('system', 'dictLabel')),
      field.dict('status', msg('common', 'status'), DICT_TYPE.COMMON_STATUS, { placeholder: msg('system', 'dictDataStatusPlaceholder') }),
    ],
    columns: [
      { key: 'id', title: msg('system', 'dictCode'), width: 100 },
      { key: 'label', title: msg('system', 'dictLabel') },
      { key: 'value', title: msg('system', 'dictValue') },
      { key: 'sort', title: msg('system', 'dictSort'), width: 100 },
      column.status(),
      { key: 'colorType', title: msg('system', 'colorType'), render: colorLabel },
      { key: 'cssClass', title: 'CSS Class' },
      column.remark(),
      column.createTime(),
    ],
    centered: true,
    columnToggle: true,
    form: DICT_DATA_FORM,
    remove: removeById(msg('system', 'dictDataRecord'), deleteDictData, ['system:dict:delete']),
    export: { perms: ['system:dict:export'], confirm: msg('system', 'dictDataExportConfirm'), call: exportDictData },
    actions: ({ navigate }) => (
      <Button icon={<RollbackOutlined />} onClick={() => navigate(DICT_TYPE_PAGE)}>
        <BackLabel />
      </Button>
    ),
    onChanged: refreshDictionaries,
  }
  return <ListView def={def} />
}
