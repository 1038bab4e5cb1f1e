/** Dictionary types and data (yudao DictTypeController / DictDataController; spec §7 lists the 8 dict-data calls). */
import { http } from 'msw'
import { table } from '../db'
import { DICTS } from '../seed/dicts'
import { api, body, csvDownload, eq, fail, inRange, like, missingField, ok, page, query, withUser } from '../util'

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

function filterData(q: ReturnType<typeof query>): DictData[] {
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
  http.get(
    api('/system/dict-data/page'),
    withUser(({ request }) => {
      const q = query(request)
      return ok(page(filterData(q), q.paging()))
    }, 'system:dict:query'),
  ),
  // yudao answers null (not an error) for an unknown id.
  http.get(
    api('/system/dict-data/get'),
    withUser(({ request }) => ok(dictData.get(query(request).num('id') ?? 0) ?? null), 'system:dict:query'),
  ),
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
  http.post(
    api('/system/dict-data/create'),
    withUser(async ({ request }) => {
      const data = validData(await body<DictData>(request))
      return data instanceof Response ? data : ok(dictData.insert({ ...data, createTime: Date.now() }).id)
    }, 'system:dict:create'),
  ),
  http.put(
    api('/system/dict-data/update'),
    withUser(async ({ request }) => {
      const b = await body<DictData>(request)
      const id = Number(b.id)
      if (!dictData.get(id)) return E.dataNotExists()
      const data = validData(b, id)
      return data instanceof Response ? data : ok(Boolean(dictData.update(id, data)))
    }, 'system:dict:update'),
  ),
  http.delete(
    api('/system/dict-data/delete'),
    withUser(
      ({ request }) => (dictData.remove(query(request).num('id') ?? 0) ? ok(true) : E.dataNotExists()),
      'system:dict:delete',
    ),
  ),
  http.get(
    api('/system/dict-data/export'),
    withUser(
      ({ request }) =>
        csvDownload(
          '字典数据.csv',
          ['字典编码', '字典排序', '字典标签', '字典键值', '字典类型', '状态'],
          filterData(query(request)).map((d) => [d.id, d.sort, d.label, d.value, d.dictType, statusLabel(d.status)]),
        ),
      'system:dict:export',
    ),
  ),
  // Loaded once after login by every user (spec §4), so it needs a session but no permission.
  http.get(
    api('/system/dict-data/list-all-simple'),
    withUser(() =>
      ok(
        dictData
          .list()
          .filter((d) => d.status === 0)
          .sort((a, b) => a.dictType.localeCompare(b.dictType) || a.sort - b.sort)
          .map(simple),
      ),
    ),
  ),
]

// ---- dict types ----

function filterTypes(q: ReturnType<typeof query>): DictType[] {
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

const typeHandlers = [
  http.get(
    api('/system/dict-type/page'),
    withUser(({ request }) => {
      const q = query(request)
      return ok(page(filterTypes(q), q.paging()))
    }, 'system:dict:query'),
  ),
  http.get(
    api('/system/dict-type/get'),
    withUser(({ request }) => ok(dictTypes.get(query(request).num('id') ?? 0) ?? null), 'system:dict:query'),
  ),
  http.get(
    api('/system/dict-type/list-all-simple'),
    withUser(() => ok(dictTypes.list().map(({ id, name, type }) => ({ id, name, type })))),
  ),
  http.post(
    api('/system/dict-type/create'),
    withUser(async ({ request }) => {
      const b = await body<DictType>(request)
      const missing = missingField(b, { name: '字典名称', type: '字典类型' })
      if (missing) return missing
      if (dictTypes.find((t) => t.name === b.name)) return E.typeNameDuplicate()
      if (dictTypes.find((t) => t.type === b.type)) return E.typeDuplicate()
      const created = dictTypes.insert({
        name: String(b.name),
        type: String(b.type),
        status: Number(b.status ?? 0),
        remark: String(b.remark ?? ''),
        createTime: Date.now(),
      })
      return ok(created.id)
    }, 'system:dict:create'),
  ),
  http.put(
    api('/system/dict-type/update'),
    withUser(async ({ request }) => {
      const b = await body<DictType>(request)
      const id = Number(b.id)
      if (!dictTypes.get(id)) return E.typeNotExists()
      const missing = missingField(b, { name: '字典名称' })
      if (missing) return missing
      if (dictTypes.find((t) => t.name === b.name && t.id !== id)) return E.typeNameDuplicate()
      // The type key is not changed: dictionary data refer to it by name.
      dictTypes.update(id, { name: String(b.name), status: Number(b.status ?? 0), remark: String(b.remark ?? '') })
      return ok(true)
    }, 'system:dict:update'),
  ),
  http.delete(
    api('/system/dict-type/delete'),
    withUser(({ request }) => {
      const type = dictTypes.get(query(request).num('id') ?? 0)
      if (!type) return E.typeNotExists()
      if (dictData.find((d) => d.dictType === type.type)) return E.typeHasData()
      dictTypes.remove(type.id)
      return ok(true)
    }, 'system:dict:delete'),
  ),
  http.get(
    api('/system/dict-type/export'),
    withUser(
      ({ request }) =>
        csvDownload(
          '字典类型.csv',
          ['字典主键', '字典名称', '字典类型', '状态'],
          filterTypes(query(request)).map((t) => [t.id, t.name, t.type, statusLabel(t.status)]),
        ),
      'system:dict:export',
    ),
  ),
]

export const handlers = [...dataHandlers, ...typeHandlers]
