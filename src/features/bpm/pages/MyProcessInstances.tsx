import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button, Form, Input, Table, type TableColumnsType } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { getMyProcessInstancePage } from '../../../api/bpm/processInstance'
import type { InstanceQuery, ProcessInstance } from '../../../api/bpm/types'
import { DictTag } from '../../../components/DictTag'
import { DEFAULT_PAGE, Pagination, RightToolbar } from '../../../components/table'
import { formatDate } from '../../../utils/date'
import { DICT_TYPE } from '../../../utils/dict'
import { ListPage } from '../../../components/list/ListPage'
import { QueryForm } from '../../../components/list/QueryForm'
import { usePagedList } from '../../../hooks/usePagedList'
import { ResultTag } from '../components/ResultTag'

/** 我的流程 (`bpm/processInstance/index`): processes the user started. */
export default function MyProcessInstances() {
  const navigate = useNavigate()
  const [searchForm] = Form.useForm<InstanceQuery>()
  const [showSearch, setShowSearch] = useState(true)
  const list = usePagedList<InstanceQuery, ProcessInstance>(getMyProcessInstancePage, {}, DEFAULT_PAGE)
  const columns: TableColumnsType<ProcessInstance> = [
    { title: '编号', dataIndex: 'id', width: 80 },
    { title: '流程名', dataIndex: 'name' },
    {
      title: '流程分类',
      dataIndex: 'category',
      render: (v) => <DictTag type={DICT_TYPE.BPM_MODEL_CATEGORY} value={v} />,
    },
    { title: '当前审批任务', key: 'tasks', render: (_, r) => r.tasks?.map((t) => t.name).join('、') || '—' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (v) => <DictTag type={DICT_TYPE.BPM_PROCESS_INSTANCE_STATUS} value={v} />,
    },
    { title: '结果', dataIndex: 'result', render: (v) => <ResultTag value={v} /> },
    { title: '提交时间', dataIndex: 'createTime', render: (v) => formatDate(v) },
    { title: '结束时间', dataIndex: 'endTime', render: (v) => (v ? formatDate(v) : '—') },
    {
      title: '操作',
      key: 'op',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => navigate(`/bpm/process-instance/detail?id=${r.id}`)}>
          详情
        </Button>
      ),
    },
  ]
  return (
    <ListPage
      search={
        <QueryForm form={searchForm} hidden={!showSearch} onSearch={(q) => list.search(q)}>
          <Form.Item label="流程名" name="name">
            <Input placeholder="请输入流程名" allowClear />
          </Form.Item>
        </QueryForm>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/bpm/process-instance/create')}>
          发起流程
        </Button>
      }
      toolbar={<RightToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={list.reload} />}
      pagination={
        <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.paginate} />
      }
    >
      <Table<ProcessInstance>
        rowKey="id"
        loading={list.loading}
        columns={columns}
        dataSource={list.list}
        pagination={false}
      />
    </ListPage>
  )
}
