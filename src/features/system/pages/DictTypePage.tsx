import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import {
  deleteDictType,
  exportDictType,
  getDictType,
  getDictTypePage,
  type DictTypeQuery,
  type DictTypeRow,
} from '../../../api/dictType'
import { Auth } from '../../../components/Auth'
import { DictTag } from '../../../components/DictTag'
import { DEFAULT_PAGE, Pagination, RightToolbar, useColumnVisibility } from '../../../components/table'
import { formatDate } from '../../../utils/date'
import { DICT_TYPE } from '../../../utils/dict'
import { DictTypeForm } from '../components/DictTypeForm'
import { ListPage } from '../../../components/list/ListPage'
import { QueryForm } from '../../../components/list/QueryForm'
import { toNumber, useDictOptions } from '../../../hooks/useDictOptions'
import { useListActions } from '../../../hooks/useListActions'
import { usePagedList } from '../../../hooks/usePagedList'
import { toQuery } from '../search'
import { SearchDateRange } from '../../../components/list/SearchDateRange'
import { whenLoaded } from '../../../utils/whenLoaded'

interface Search {
  name?: string
  type?: string
  status?: number
  createTime?: { format(pattern: string): string }[]
}

/** 字典管理 (`system/dict/index`): dictionary types; each type links to its entries at /dict/type/data/{id}. */
export default function DictTypePage() {
  const [searchForm] = Form.useForm<Search>()
  const [showSearch, setShowSearch] = useState(true)
  const [editing, setEditing] = useState<{ row?: DictTypeRow } | null>(null)
  const statusOptions = useDictOptions(DICT_TYPE.COMMON_STATUS, toNumber)
  const list = usePagedList<DictTypeQuery, DictTypeRow>(getDictTypePage, {}, DEFAULT_PAGE)
  const { confirmDelete, confirmExport, exporting } = useListActions()

  // Edit what the server has now, not the possibly stale row of the table.
  const edit = (id: number) => whenLoaded(getDictType(id), (row) => setEditing({ row }))

  const columns: TableColumnsType<DictTypeRow> = [
    { key: 'id', title: '字典编号', dataIndex: 'id', align: 'center', width: 100 },
    { key: 'name', title: '字典名称', dataIndex: 'name', align: 'center', ellipsis: true },
    {
      key: 'type',
      title: '字典类型',
      dataIndex: 'type',
      align: 'center',
      ellipsis: true,
      render: (type: string, row) => <Link to={`/dict/type/data/${row.id}`}>{type}</Link>,
    },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (status: number) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={status} />,
    },
    { key: 'remark', title: '备注', dataIndex: 'remark', align: 'center', ellipsis: true, width: 200 },
    {
      key: 'createTime',
      title: '创建时间',
      dataIndex: 'createTime',
      align: 'center',
      width: 180,
      render: (time: number) => formatDate(time),
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
                confirmDelete(`是否确认删除字典编号为"${row.id}"的数据项?`, () => deleteDictType(row.id), list.reload)
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
          onSearch={(values) => list.search(toQuery<DictTypeQuery>(values))}
        >
          <Form.Item label="字典名称" name="name">
            <Input placeholder="请输入字典名称" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="字典类型" name="type">
            <Input placeholder="请输入字典类型" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select placeholder="字典状态" allowClear options={statusOptions} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="创建时间" name="createTime">
            <SearchDateRange />
          </Form.Item>
        </QueryForm>
      }
      actions={
        <>
          <Auth perms={['system:dict:create']}>
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          </Auth>
          <Auth perms={['system:dict:export']}>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => confirmExport('是否确认导出所有字典类型数据项?', () => exportDictType(list.query))}
            >
              导出
            </Button>
          </Auth>
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
      <Table<DictTypeRow>
        rowKey="id"
        size="middle"
        loading={list.loading}
        columns={visibility.visibleColumns}
        dataSource={list.list}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <DictTypeForm open={editing !== null} row={editing?.row} onClose={() => setEditing(null)} onSaved={list.reload} />
    </ListPage>
  )
}
