import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button, Form, Select, Space, Table, type TableColumnsType } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { getLeavePage } from '../../../api/bpm/leave'
import type { LeaveQuery, OaLeave } from '../../../api/bpm/types'
import { DictTag } from '../../../components/DictTag'
import { DEFAULT_PAGE, Pagination, RightToolbar } from '../../../components/table'
import { formatDate } from '../../../utils/date'
import { DICT_TYPE } from '../../../utils/dict'
import { ListPage } from '../../../components/list/ListPage'
import { QueryForm } from '../../../components/list/QueryForm'
import { toNumber, useDictOptions } from '../../../hooks/useDictOptions'
import { usePagedList } from '../../../hooks/usePagedList'
import { ResultTag } from '../components/ResultTag'

/** OA 请假 (`bpm/oa/leave/index`): the user's leave requests. */
export default function LeaveList() {
  const navigate = useNavigate()
  const [searchForm] = Form.useForm<LeaveQuery>()
  const [showSearch, setShowSearch] = useState(true)
  const types = useDictOptions(DICT_TYPE.BPM_OA_LEAVE_TYPE, toNumber)
  const list = usePagedList<LeaveQuery, OaLeave>(getLeavePage, {}, DEFAULT_PAGE)
  const columns: TableColumnsType<OaLeave> = [
    { title: '申请编号', dataIndex: 'id', width: 90 },
    { title: '请假类型', dataIndex: 'type', render: (v) => <DictTag type={DICT_TYPE.BPM_OA_LEAVE_TYPE} value={v} /> },
    { title: '开始时间', dataIndex: 'startTime', render: (v) => formatDate(v) },
    { title: '结束时间', dataIndex: 'endTime', render: (v) => formatDate(v) },
    { title: '天数', dataIndex: 'day', width: 70 },
    { title: '原因', dataIndex: 'reason' },
    { title: '结果', dataIndex: 'result', render: (v) => <ResultTag value={v} /> },
    { title: '申请时间', dataIndex: 'createTime', render: (v) => formatDate(v) },
    {
      title: '操作',
      key: 'op',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/bpm/oa/leave/detail?id=${r.id}`)}>
            详情
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`/bpm/process-instance/detail?id=${r.processInstanceId}`)}
          >
            进度
          </Button>
        </Space>
      ),
    },
  ]
  return (
    <ListPage
      search={
        <QueryForm form={searchForm} hidden={!showSearch} onSearch={(q) => list.search(q)}>
          <Form.Item label="请假类型" name="type">
            <Select options={types} allowClear placeholder="请选择请假类型" style={{ width: 160 }} />
          </Form.Item>
        </QueryForm>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/bpm/oa/leave/create')}>
          发起请假
        </Button>
      }
      toolbar={<RightToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={list.reload} />}
      pagination={
        <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.paginate} />
      }
    >
      <Table<OaLeave> rowKey="id" loading={list.loading} columns={columns} dataSource={list.list} pagination={false} />
    </ListPage>
  )
}
