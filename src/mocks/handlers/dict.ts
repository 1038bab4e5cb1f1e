/** Dictionary types and data (yudao DictTypeController / DictDataController; spec §7 lists the 8 dict-data calls). */
import { http } from 'msw'
import { table } from '../db'
import { DICTS } from '../seed/dicts'
import { crud } from '../crud'
import { api, eq, fail, inRange, like, missingField, ok, withUser, type Query } from '../util'

export interface DictType {
  id: number
  name: string
  type: string
  /** 0 enabled, 1 disabled (common_status) */
  status: number
  remark: string
  createTime: number
}
export interface DictData {
  id: number
  sort: number
  label: string
  value: string
  dictType: string
  status: number
  colorType: string
  cssClass: string
  remark: string
  createTime: number
}

const SEEDED_AT = new Date('2024-03-01T09:00:00+08:00').getTime()

export const dictTypes = table<DictType>('system_dict_type', () =>
  DICTS.map(([type, name], i) => ({
    id: i + 1,
    name,
    type,
    status: 0,
    remark: `${name}列表`,
    createTime: SEEDED_AT + i * 60_000,
  })),
)
export const dictData = table<DictData>('system_dict_data', () =>
  DICTS.flatMap(([dictType, , data], t) =>
    data.map(([value, label, colorType], sort) => ({
      sort: sort + 1,
      label,
      value,
      dictType,
      status: 0,
      colorType,
      cssClass: '',
      remark: '',
      createTime: SEEDED_AT + t * 60_000 + sort * 1000,
    })),
  ),
)

/** yudao ErrorCodeConstants (system module) */
const E = {
  typeNotExists: () => fail(1002006001, '当前字典类型不存在'),
  typeDisabled: () => fail(1002006002, '字典类型不处于开启状态，不允许选择'),
  typeNameDuplicate: () => fail(1002006003, '已经存在该名字的字典类型'),
  typeDuplicate: () => fail(1002006004, '已经存在该类型的字典类型'),
  typeHasData: () => fail(1002006005, '无法删除，该字典类型还有字典数据'),
  dataNotExists: () => fail(1002007001, '当前字典数据不存在'),
  valueDuplicate: () => fail(1002007003, '已经存在该值的字典数据'),
}

const simple = ({ dictType, value, label, colorType, cssClass }: DictData) => ({
  dictType,
  value,
  label,
  colorType,
  cssClass,
})
const statusLabel = (status: number) => (status === 0 ? '开启' : '关闭')

// ---- dict data ----

function filterData(q: Query): DictData[] {
  return dictData
    .list()
    .filter(
      (d) => like(d.dictType, q.get('dictType')) && like(d.label, q.get('label')) && eq(d.status, q.get('status')),
    )
    .sort((a, b) => a.dictType.localeCompare(b.dictType) || a.sort - b.sort)
}

/** Shared by create and update: the fields as stored, or the error. */
function validData(b: Partial<DictData>, id?: number): Omit<DictData, 'id' | 'createTime'> | Response {
  const missing = missingField(b, {
    label: '数据标签',
    value: '数据键值',
    dictType: '字典类型',
    sort: '显示顺序',
    status: '状态',
  })
  if (missing) return missing
  const type = dictTypes.find((t) => t.type === b.dictType)
  if (!type) return E.typeNotExists()
  if (type.status !== 0) return E.typeDisabled()
  const value = String(b.value)
  if (dictData.find((d) => d.dictType === type.type && d.value === value && d.id !== id)) return E.valueDuplicate()
  return {
    sort: Number(b.sort),
    label: String(b.label),
    value,
    dictType: type.type,
    status: Number(b.status),
    colorType: String(b.colorType ?? ''),
    cssClass: String(b.cssClass ?? ''),
    remark: String(b.remark ?? ''),
  }
}

const dataHandlers = [
  ...crud<DictData>({
    table: dictData,
    path: '/system/dict-data',
    permission: 'system:dict',
    filter: filterData,
    notFound: E.dataNotExists,
    // yudao answers null (not an error) for an unknown id.
    get: {},
    create: (b) => {
      const data = validData(b)
      return data instanceof Response ? data : { ...data, createTime: Date.now() }
    },
    update: (b, row) => validData(b, row.id),
    remove: {},
    export: {
      filename: '字典数据.csv',
      header: ['字典编码', '字典排序', '字典标签', '字典键值', '字典类型', '状态'],
      row: (d) => [d.id, d.sort, d.label, d.value, d.dictType, statusLabel(d.status)],
    },
    // Loaded once after login by every user (spec §4), so it needs a session but no permission.
    simple: (rows) =>
      rows
        .filter((d) => d.status === 0)
        .sort((a, b) => a.dictType.localeCompare(b.dictType) || a.sort - b.sort)
        .map(simple),
  }),
  http.get(
    api('/system/dict-data/type/:type'),
    withUser(({ params }) =>
      ok(
        dictData
          .list()
          .filter((d) => d.dictType === params.type && d.status === 0)
          .sort((a, b) => a.sort - b.sort),
      ),
    ),
  ),
]

// ---- dict types ----

function filterTypes(q: Query): DictType[] {
  return dictTypes
    .list()
    .filter(
      (t) =>
        like(t.name, q.get('name')) &&
        like(t.type, q.get('type')) &&
        eq(t.status, q.get('status')) &&
        inRange(t.createTime, q.all('createTime')),
    )
    .sort((a, b) => b.id - a.id)
}

const typeHandlers = crud<DictType>({
  table: dictTypes,
  path: '/system/dict-type',
  permission: 'system:dict',
  filter: filterTypes,
  notFound: E.typeNotExists,
  get: {},
  simple: (rows) => rows.map(({ id, name, type }) => ({ id, name, type })),
  create: (b) => {
    const missing = missingField(b, { name: '字典名称', type: '字典类型' })
    if (missing) return missing
    if (dictTypes.find((t) => t.name === b.name)) return E.typeNameDuplicate()
    if (dictTypes.find((t) => t.type === b.type)) return E.typeDuplicate()
    return {
      name: String(b.name),
      type: String(b.type),
      status: Number(b.status ?? 0),
      remark: String(b.remark ?? ''),
      createTime: Date.now(),
    }
  },
  update: (b, row) => {
    const missing = missingField(b, { name: '字典名称' })
    if (missing) return missing
    if (dictTypes.find((t) => t.name === b.name && t.id !== row.id)) return E.typeNameDuplicate()
    // The type key is not changed: dictionary data refer to it by name.
    return { name: String(b.name), status: Number(b.status ?? 0), remark: String(b.remark ?? '') }
  },
  remove: { guard: (type) => (dictData.find((d) => d.dictType === type.type) ? E.typeHasData() : undefined) },
  export: {
    filename: '字典类型.csv',
    header: ['字典主键', '字典名称', '字典类型', '状态'],
    row: (t) => [t.id, t.name, t.type, statusLabel(t.status)],
  },
})

export const handlers = [...dataHandlers, ...typeHandlers]
