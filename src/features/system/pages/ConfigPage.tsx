import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Form, Input, Select, Space, Table, Tooltip, type TableColumnsType } from 'antd'
import { useState } from 'react'
import {
  deleteConfig,
  exportConfig,
  getConfig,
  getConfigPage,
  type ConfigQuery,
  type ConfigRow,
} from '../../../api/config'
import { Auth } from '../../../components/Auth'
import { DictTag } from '../../../components/DictTag'
import { DEFAULT_PAGE, Pagination, RightToolbar, useColumnVisibility } from '../../../components/table'
import { formatDate } from '../../../utils/date'
import { DICT_TYPE } from '../../../utils/dict'
import { ConfigForm } from '../components/ConfigForm'
import { ListPage } from '../../../components/list/ListPage'
import { QueryForm } from '../../../components/list/QueryForm'
import { CONFIG_TYPE } from '../constants'
import { toNumber, useDictOptions } from '../../../hooks/useDictOptions'
import { useListActions } from '../../../hooks/useListActions'
import { usePagedList } from '../../../hooks/usePagedList'
import { toQuery } from '../search'
import { SearchDateRange } from '../../../components/list/SearchDateRange'
import { whenLoaded } from '../../../utils/whenLoaded'

/** Why a built-in entry has no delete: the server refuses it too (yudao CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE). */
export const BUILT_IN_DELETE_REFUSED = '系统内置参数不能删除'

interface Search {
  name?: string
  key?: string
  type?: number
  createTime?: { format(pattern: string): string }[]
}

/** 配置管理 (`infra/config/index`): parameter configuration entries. */
export default function ConfigPage() {
  const [searchForm] = Form.useForm<Search>()
  const [showSearch, setShowSearch] = useState(true)
  const [editing, setEditing] = useState<{ row?: ConfigRow } | null>(null)
  const typeOptions = useDictOptions(DICT_TYPE.INFRA_CONFIG_TYPE, toNumber)
  const list = usePagedList<ConfigQuery, ConfigRow>(getConfigPage, {}, DEFAULT_PAGE)
  const { confirmDelete, confirmExport, exporting } = useListActions()

  const edit = (id: number) => whenLoaded(getConfig(id), (row) => setEditing({ row }))

  const columns: TableColumnsType<ConfigRow> = [
    { key: 'id', title: '参数主键', dataIndex: 'id', align: 'center', width: 100 },
    { key: 'category', title: '参数分类', dataIndex: 'category', align: 'center' },
    { key: 'name', title: '参数名称', dataIndex: 'name', align: 'center', ellipsis: true, width: 200 },
    { key: 'key', title: '参数键名', dataIndex: 'key', align: 'center', ellipsis: true, width: 200 },
    { key: 'value', title: '参数键值', dataIndex: 'value', align: 'center', ellipsis: true, width: 180 },
    {
      key: 'visible',
      title: '是否可见',
      dataIndex: 'visible',
      align: 'center',
      width: 100,
      render: (visible: boolean) => <DictTag type={DICT_TYPE.INFRA_BOOLEAN_STRING} value={visible} />,
    },
    {
      key: 'type',
      title: '系统内置',
      dataIndex: 'type',
      align: 'center',
      width: 100,
      render: (type: number) => <DictTag type={DICT_TYPE.INFRA_CONFIG_TYPE} value={type} />,
    },
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
          <Auth perms={['infra:config:update']}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit(row.id)}>
              修改
            </Button>
          </Auth>
          <Auth perms={['infra:config:delete']}>
            {row.type === CONFIG_TYPE.BUILT_IN ? (
              // No pointless confirm for a delete the server refuses: say why instead.
              <Tooltip title={BUILT_IN_DELETE_REFUSED}>
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled
                  icon={<DeleteOutlined />}
                  aria-label={`删除（${BUILT_IN_DELETE_REFUSED}）`}
                >
                  删除
                </Button>
              </Tooltip>
            ) : (
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() =>
                  confirmDelete(`是否确认删除参数编号为"${row.id}"的数据项?`, () => deleteConfig(row.id), list.reload)
                }
              >
                删除
              </Button>
            )}
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
          onSearch={(values) => list.search(toQuery<ConfigQuery>(values))}
        >
          <Form.Item label="参数名称" name="name">
            <Input placeholder="请输入参数名称" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="参数键名" name="key">
            <Input placeholder="请输入参数键名" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="系统内置" name="type">
            <Select placeholder="系统内置" allowClear options={typeOptions} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="创建时间" name="createTime">
            <SearchDateRange />
          </Form.Item>
        </QueryForm>
      }
      actions={
        <>
          <Auth perms={['infra:config:create']}>
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          </Auth>
          <Auth perms={['infra:config:export']}>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => confirmExport('是否确认导出所有参数数据项?', () => exportConfig(list.query))}
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
      <Table<ConfigRow>
        rowKey="id"
        size="middle"
        loading={list.loading}
        columns={visibility.visibleColumns}
        dataSource={list.list}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <ConfigForm open={editing !== null} row={editing?.row} onClose={() => setEditing(null)} onSaved={list.reload} />
    </ListPage>
  )
}
