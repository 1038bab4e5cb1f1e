import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons'
import { Button, Form, Input, Result, Select, Skeleton, Space, Table, type TableColumnsType } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import {
  deleteDictData,
  exportDictData,
  getDictData,
  getDictDataPage,
  type DictDataQuery,
  type DictDataRow,
} from '../../../api/dict'
import { getDictType, listAllSimpleDictTypes, type DictTypeRow, type DictTypeSimple } from '../../../api/dictType'
import { ApiError } from '../../../api/http/errors'
import { Auth } from '../../../components/Auth'
import { DictTag } from '../../../components/DictTag'
import { DEFAULT_PAGE, Pagination, RightToolbar, useColumnVisibility } from '../../../components/table'
import { useDict } from '../../../stores/dict'
import { formatDate } from '../../../utils/date'
import { DICT_TYPE } from '../../../utils/dict'
import { DictDataForm, newDictData, type DictDataValues } from '../components/DictDataForm'
import { ListPage } from '../../../components/list/ListPage'
import { QueryForm } from '../../../components/list/QueryForm'
import { COLOR_TYPE_OPTIONS } from '../constants'
import { toNumber, useDictOptions } from '../../../hooks/useDictOptions'
import { useListActions } from '../../../hooks/useListActions'
import { usePagedList } from '../../../hooks/usePagedList'
import { toQuery } from '../search'
import { whenLoaded } from '../../../utils/whenLoaded'

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
  const [type, setType] = useState<DictTypeRow | null | undefined>(undefined)

  useEffect(() => {
    let current = true
    getDictType(dictId).then(
      (row) => current && setType(row ?? null),
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error
        if (current) setType(null)
      },
    )
    return () => {
      current = false
    }
  }, [dictId])

  if (type === undefined) return <Skeleton active style={{ padding: 20 }} />
  if (type === null)
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

interface Search {
  dictType: string
  label?: string
  status?: number
}

function DictDataList({ dictType }: { dictType: string }) {
  const navigate = useNavigate()
  const [searchForm] = Form.useForm<Search>()
  const [showSearch, setShowSearch] = useState(true)
  const [editing, setEditing] = useState<Partial<DictDataValues> | null>(null)
  const [types, setTypes] = useState<DictTypeSimple[]>([])
  const statusOptions = useDictOptions(DICT_TYPE.COMMON_STATUS, toNumber)
  const list = usePagedList<DictDataQuery, DictDataRow>(getDictDataPage, { dictType }, DEFAULT_PAGE)
  const { confirmDelete, confirmExport, exporting } = useListActions()

  useEffect(() => whenLoaded(listAllSimpleDictTypes(), setTypes), [])
  const typeOptions = useMemo(() => types.map((t) => ({ label: t.name, value: t.type })), [types])
  const colorLabel = (value: string) => COLOR_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value

  const changed = () => {
    void list.reload()
    refreshDictionaries()
  }
  const edit = (id: number) => whenLoaded(getDictData(id), (row) => setEditing(row))

  const columns: TableColumnsType<DictDataRow> = [
    { key: 'id', title: '字典编码', dataIndex: 'id', align: 'center', width: 100 },
    { key: 'label', title: '字典标签', dataIndex: 'label', align: 'center' },
    { key: 'value', title: '字典键值', dataIndex: 'value', align: 'center' },
    { key: 'sort', title: '字典排序', dataIndex: 'sort', align: 'center', width: 100 },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (status: number) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={status} />,
    },
    { key: 'colorType', title: '颜色类型', dataIndex: 'colorType', align: 'center', render: colorLabel },
    { key: 'cssClass', title: 'CSS Class', dataIndex: 'cssClass', align: 'center' },
    { key: 'remark', title: '备注', dataIndex: 'remark', align: 'center', ellipsis: true, width: 200 },
    {
      key: 'createTime',
      title: '创建时间',
      dataIndex: 'createTime',
      align: 'center',
      width: 180,
      render: (t: number) => formatDate(t),
    },
    {
      key: 'actions',
      title: '操作',
      align: 'center',
      fixed: 'right',
      width: 160,
      render: (_, row) => (
        <Space size={0}>
          <Auth perms={['system:dict:update']}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit(row.id)}>
              修改
            </Button>
          </Auth>
          <Auth perms={['system:dict:delete']}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() =>
                confirmDelete(`是否确认删除字典编码为"${row.id}"的数据项?`, () => deleteDictData(row.id), changed)
              }
            >
              删除
            </Button>
          </Auth>
        </Space>
      ),
    },
  ]
  const visibility = useColumnVisibility(columns)

  return (
    <ListPage
      search={
        <QueryForm
          form={searchForm}
          hidden={!showSearch}
          initialValues={{ dictType }}
          onSearch={(values) => list.search(toQuery<DictDataQuery>(values))}
        >
          <Form.Item label="字典名称" name="dictType">
            <Select options={typeOptions} showSearch={{ optionFilterProp: 'label' }} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="字典标签" name="label">
            <Input placeholder="请输入字典标签" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select placeholder="数据状态" allowClear options={statusOptions} style={{ width: 200 }} />
          </Form.Item>
        </QueryForm>
      }
      actions={
        <>
          <Auth perms={['system:dict:create']}>
            <Button
              type="primary"
              ghost
              icon={<PlusOutlined />}
              onClick={() => setEditing(newDictData(list.query.dictType ?? dictType))}
            >
              新增
            </Button>
          </Auth>
          <Auth perms={['system:dict:export']}>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => confirmExport('是否确认导出所有数据项?', () => exportDictData(list.query))}
            >
              导出
            </Button>
          </Auth>
          <Button icon={<RollbackOutlined />} onClick={() => navigate(DICT_TYPE_PAGE)}>
            返回
          </Button>
        </>
      }
      toolbar={
        <RightToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={list.reload}
          columns={visibility}
        />
      }
      pagination={
        <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.paginate} />
      }
    >
      <Table<DictDataRow>
        rowKey="id"
        size="middle"
        loading={list.loading}
        columns={visibility.visibleColumns}
        dataSource={list.list}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <DictDataForm
        open={editing !== null}
        initialValues={editing ?? {}}
        onClose={() => setEditing(null)}
        onSaved={changed}
      />
    </ListPage>
  )
}
