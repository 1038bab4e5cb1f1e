import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button, Form, Input, Table, type TableColumnsType } from 'antd'
import { getDoneTaskPage, getTodoTaskPage } from '../../../api/bpm/processInstance'
import type { BpmTask, TaskQuery } from '../../../api/bpm/types'
import { DEFAULT_PAGE, Pagination, RightToolbar } from '../../../components/table'
import { formatDate } from '../../../utils/date'
import { ListPage } from '../../../components/list/ListPage'
import { QueryForm } from '../../../components/list/QueryForm'
import { usePagedList } from '../../../hooks/usePagedList'
import { ResultTag } from '../components/ResultTag'

/** 待办任务 / 已办任务: the user's open or handled tasks; both lead to the process detail to act or look. */
export function TaskList({ done }: { done: boolean }) {
  const navigate = useNavigate()
  const [searchForm] = Form.useForm<TaskQuery>()
  const [showSearch, setShowSearch] = useState(true)
  const list = usePagedList<TaskQuery, BpmTask>(done ? getDoneTaskPage : getTodoTaskPage, {}, DEFAULT_PAGE)
  const columns: TableColumnsType<BpmTask> = [
    { title: '任务编号', dataIndex: 'id', width: 90 },
    { title: '任务名称', dataIndex: 'name' },
    { title: '所属流程', key: 'process', render: (_, t) => t.processInstance?.name },
    { title: '流程发起人', key: 'starter', render: (_, t) => t.processInstance?.startUser?.nickname },
    { title: '创建时间', dataIndex: 'createTime', render: (v) => formatDate(v) },
    ...(done
      ? [
          { title: '审批时间', dataIndex: 'endTime', render: (v: number) => formatDate(v) },
          { title: '审批结果', dataIndex: 'result', render: (v: number) => <ResultTag value={v} /> },
          { title: '审批意见', dataIndex: 'reason' },
        ]
      : [{ title: '状态', dataIndex: 'result', render: (v: number) => <ResultTag value={v} /> }]),
    {
      title: '操作',
      key: 'op',
      render: (_, t) => (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(`/bpm/process-instance/detail?id=${t.processInstanceId}`)}
        >
          {done ? '详情' : '办理'}
        </Button>
      ),
    },
  ]
  return (
    <ListPage
      search={
        <QueryForm form={searchForm} hidden={!showSearch} onSearch={(q) => list.search(q)}>
          <Form.Item label="任务名称" name="name">
            <Input placeholder="请输入任务名称" allowClear />
          </Form.Item>
        </QueryForm>
      }
      actions={null}
      toolbar={<RightToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={list.reload} />}
      pagination={
        <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.paginate} />
      }
    >
      <Table<BpmTask> rowKey="id" loading={list.loading} columns={columns} dataSource={list.list} pagination={false} />
    </ListPage>
  )
}
