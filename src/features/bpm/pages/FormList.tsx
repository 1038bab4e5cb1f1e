import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button, Form, Input, Space, Table, type TableColumnsType } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { deleteForm, getFormPage } from '../../../api/bpm/form'
import type { BpmForm, FormQuery } from '../../../api/bpm/types'
import { DictTag } from '../../../components/DictTag'
import { DEFAULT_PAGE, Pagination, RightToolbar } from '../../../components/table'
import { formatDate } from '../../../utils/date'
import { DICT_TYPE } from '../../../utils/dict'
import { ListPage } from '../../../components/list/ListPage'
import { QueryForm } from '../../../components/list/QueryForm'
import { useListActions } from '../../../hooks/useListActions'
import { usePagedList } from '../../../hooks/usePagedList'

/** 流程表单 (`bpm/form/index`, /bpm/manager/form): the forms processes start with. */
export default function FormList() {
  const navigate = useNavigate()
  const [searchForm] = Form.useForm<FormQuery>()
  const [showSearch, setShowSearch] = useState(true)
  const list = usePagedList<FormQuery, BpmForm>(getFormPage, {}, DEFAULT_PAGE)
  const { confirmDelete } = useListActions()

  const columns: TableColumnsType<BpmForm> = [
    { title: '编号', dataIndex: 'id', width: 80 },
    { title: '表单名', dataIndex: 'name' },
    { title: '字段数', key: 'fields', width: 90, render: (_, r) => r.fields.length },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (v) => <DictTag type={DICT_TYPE.COMMON_STATUS} value={v} />,
    },
    { title: '备注', dataIndex: 'remark' },
    { title: '创建时间', dataIndex: 'createTime', width: 170, render: (v) => formatDate(v) },
    {
      title: '操作',
      key: 'op',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/bpm/manager/form/edit?id=${row.id}`)}>
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              confirmDelete(
                `是否删除表单【${row.name}】？`,
                () => deleteForm(row.id),
                () => void list.reload(),
              )
            }
          >
            删除
          </Button>
        </Space>
      ),
    },
  ]

  return (
    <ListPage
      search={
        <QueryForm form={searchForm} hidden={!showSearch} onSearch={(q) => list.search(q)}>
          <Form.Item label="表单名" name="name">
            <Input placeholder="请输入表单名" allowClear />
          </Form.Item>
        </QueryForm>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/bpm/manager/form/edit')}>
          新增
        </Button>
      }
      toolbar={<RightToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={list.reload} />}
      pagination={
        <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.paginate} />
      }
    >
      <Table<BpmForm> rowKey="id" loading={list.loading} columns={columns} dataSource={list.list} pagination={false} />
    </ListPage>
  )
}
