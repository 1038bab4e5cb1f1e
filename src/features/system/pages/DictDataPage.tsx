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
  const dictId = Number(useParams().dictId)
  const navigate = useNavigate()
  const { data: type, error, reload } = useLoad(() => getDictType(dictId), [dictId])

  if (error && type === undefined) return <LoadFailed error={error} onRetry={reload} />
  if (type === undefined) return <Skeleton active style={{ padding: 20 }} />
  if (!type)
    return (
      <Result
        status="404"
        title="字典类型不存在"
        subTitle={`编号为 ${dictId} 的字典类型不存在，可能已被删除。`}
        extra={
          <Button type="primary" onClick={() => navigate(DICT_TYPE_PAGE)}>
            返回字典管理
          </Button>
        }
      />
    )
  return <DictDataList key={type.type} dictType={type.type} />
}

/** 添加字典数据 / 修改字典数据 (yudao system/dict/data.vue); a new entry belongs to the type being searched. */
export const DICT_DATA_FORM: FormDef<DictDataRow> = {
  titles: { create: '添加字典数据', edit: '修改字典数据' },
  fields: [
    { name: 'dictType', label: '字典类型', disabledWhen: 'always' },
    field.text('label', '数据标签', { required: '数据标签不能为空', maxLength: 100 }),
    field.text('value', '数据键值', { required: '数据键值不能为空', maxLength: 100 }),
    { name: 'sort', label: '显示排序', kind: 'number', min: 0, required: '数据顺序不能为空' },
    field.status,
    {
      name: 'colorType',
      label: '颜色类型',
      kind: 'select',
      placeholder: '请选择颜色类型',
      options: COLOR_TYPE_OPTIONS,
      // yudao stores "no colour" as '': show the placeholder for it.
      item: { getValueProps: (v: string | undefined) => ({ value: v || undefined }) },
    },
    field.text('cssClass', 'CSS Class', { placeholder: '请输入 CSS Class', maxLength: 100 }),
    field.remark,
  ],
  defaults: (query: DictDataQuery) => ({ dictType: query.dictType, sort: 0, status: STATUS_ENABLED }),
  load: (row) => getDictData(row.id),
  create: createDictData,
  update: updateDictData,
  fieldErrors: { [ERROR_CODE.DICT_DATA_VALUE_DUPLICATE]: 'value' },
  perms: { create: ['system:dict:create'], update: ['system:dict:update'] },
}

const colorLabel = (value: string) => COLOR_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value

function DictDataList({ dictType }: { dictType: string }) {
  const [types, setTypes] = useState<DictTypeSimple[]>([])
  useEffect(() => whenLoaded(listAllSimpleDictTypes(), setTypes), [])
  const typeOptions = useMemo(() => types.map((t) => ({ label: t.name, value: t.type })), [types])
  const def: ListPageDef<DictDataRow, DictDataQuery> = {
    fetchPage: getDictDataPage,
    initialQuery: { dictType },
    search: [
      { name: 'dictType', label: '字典名称', kind: 'select', options: typeOptions, searchable: true },
      field.text('label', '字典标签'),
      field.dict('status', '状态', DICT_TYPE.COMMON_STATUS, { placeholder: '数据状态' }),
    ],
    columns: [
      { key: 'id', title: '字典编码', width: 100 },
      { key: 'label', title: '字典标签' },
      { key: 'value', title: '字典键值' },
      { key: 'sort', title: '字典排序', width: 100 },
      column.status(),
      { key: 'colorType', title: '颜色类型', render: colorLabel },
      { key: 'cssClass', title: 'CSS Class' },
      column.remark(),
      column.createTime(),
    ],
    centered: true,
    columnToggle: true,
    form: DICT_DATA_FORM,
    remove: removeById('字典编码', deleteDictData, ['system:dict:delete']),
    export: { perms: ['system:dict:export'], confirm: '是否确认导出所有数据项?', call: exportDictData },
    actions: ({ navigate }) => (
      <Button icon={<RollbackOutlined />} onClick={() => navigate(DICT_TYPE_PAGE)}>
        返回
      </Button>
    ),
    onChanged: refreshDictionaries,
  }
  return <ListView def={def} />
}
