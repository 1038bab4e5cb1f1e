import { CheckOutlined, EyeOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons'
import { App, Button, Card, Descriptions, Form, Modal, Select, Space, Table, type TableColumnsType } from 'antd'
import type { Dayjs } from 'dayjs'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { getMyNotifyMessagePage, updateAllNotifyMessageRead, updateNotifyMessageRead, type NotifyMessage } from '../../../api/notify'
import { DictTag } from '../../../components/DictTag'
import { SafeHtml } from '../../../components/SafeHtml'
import { DEFAULT_PAGE, Pagination, RightToolbar, useColumnVisibility } from '../../../components/table'
import { useUnread } from '../../../layout/unread'
import { getDictOptions } from '../../../stores/dict'
import { addDateRange, dayRange, formatDate } from '../../../utils/date'
import { SearchDateRange } from '../../../components/list/SearchDateRange'
import { zhRowSelection } from '../../../components/table/rowSelection'
import { DICT_TYPE } from '../../../utils/dict'

interface SearchValues {
  readStatus?: string
  createTime?: [Dayjs | null, Dayjs | null] | null
}

/** Search form values → my-page query (read status as a boolean, the date range with 00:00:00 / 23:59:59). */
function toQuery(values: SearchValues): Record<string, unknown> {
  return addDateRange({ readStatus: values.readStatus === undefined ? undefined : values.readStatus === 'true' }, dayRange(values.createTime), 'createTime')
}

/** 我的站内信 (spec §2.1 MyNotifyMessage): filter by read status and time, mark read, mark all read, paginated. */
export default function MyNotifyMessage() {
  const { message } = App.useApp()
  const [form] = Form.useForm<SearchValues>()
  const [filters, setFilters] = useState<Record<string, unknown>>({})
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({ ...DEFAULT_PAGE })
  const [list, setList] = useState<NotifyMessage[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [selected, setSelected] = useState<number[]>([])
  const [showSearch, setShowSearch] = useState(true)
  const [detail, setDetail] = useState<NotifyMessage | null>(null)
  const [reloads, setReloads] = useState(0)
  const refreshUnread = useUnread((s) => s.refresh)

  useEffect(() => {
    let current = true
    setLoading(true)
    getMyNotifyMessagePage({ ...filters, ...page })
      .then((res) => {
        if (!current) return
        setList(res.list)
        setTotal(res.total)
      })
      .catch(() => undefined)
      .finally(() => current && setLoading(false))
    return () => {
      current = false
    }
  }, [filters, page, reloads])

  const reload = useCallback(() => setReloads((n) => n + 1), [])
  const afterRead = () => {
    setSelected([])
    reload()
    void refreshUnread().catch(() => undefined)
  }

  const readOne = async (row: NotifyMessage) => {
    setDetail(row)
    if (row.readStatus) return
    await updateNotifyMessageRead([row.id])
    afterRead()
  }
  const readSelected = async () => {
    if (!selected.length) return
    await updateNotifyMessageRead(selected)
    void message.success('标记已读成功')
    afterRead()
  }
  const readAll = async () => {
    await updateAllNotifyMessageRead()
    void message.success('全部已读成功')
    afterRead()
  }

  const columns = useMemo<TableColumnsType<NotifyMessage>>(
    () => [
      { key: 'templateNickname', title: '发送人', dataIndex: 'templateNickname', width: 120 },
      { key: 'createTime', title: '发送时间', dataIndex: 'createTime', width: 180, render: (v: number) => formatDate(v) },
      {
        key: 'templateType',
        title: '类型',
        dataIndex: 'templateType',
        width: 100,
        align: 'center',
        render: (v: number) => <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={v} />,
      },
      { key: 'templateContent', title: '消息内容', dataIndex: 'templateContent', render: (v: string) => <SafeHtml html={v} /> },
      {
        key: 'readStatus',
        title: '是否已读',
        dataIndex: 'readStatus',
        width: 100,
        align: 'center',
        render: (v: boolean) => <DictTag type={DICT_TYPE.INFRA_BOOLEAN_STRING} value={v} />,
      },
      { key: 'readTime', title: '阅读时间', dataIndex: 'readTime', width: 180, render: (v: number | null) => formatDate(v) },
      {
        title: '操作',
        width: 100,
        align: 'center',
        fixed: 'right',
        render: (_, row) => (
          <Button type="link" size="small" icon={row.readStatus ? <EyeOutlined /> : <CheckOutlined />} onClick={() => void readOne(row)}>
            {row.readStatus ? '详情' : '已读'}
          </Button>
        ),
      },
    ],
    // readOne only closes over stable setters and the reload counter
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const visibility = useColumnVisibility(columns)
  const readOptions = getDictOptions(DICT_TYPE.INFRA_BOOLEAN_STRING).map((d) => ({ value: d.value, label: d.label }))

  return (
    <Card variant="borderless">
      {showSearch && (
        <Form
          form={form}
          layout="inline"
          style={{ marginBottom: 16, rowGap: 12 }}
          onFinish={(values) => {
            setFilters(toQuery(values))
            setPage((p) => ({ ...p, pageNo: 1 }))
          }}
        >
          <Form.Item label="是否已读" name="readStatus">
            <Select placeholder="请选择状态" allowClear options={readOptions} style={{ width: 200 }} data-testid="read-status" />
          </Form.Item>
          <Form.Item label="发送时间" name="createTime">
            <SearchDateRange />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                搜索
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields()
                  setFilters({})
                  setPage((p) => ({ ...p, pageNo: 1 }))
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        <Space>
          <Button type="primary" ghost icon={<CheckOutlined />} disabled={!selected.length} onClick={() => void readSelected()}>
            标记已读
          </Button>
          <Button type="primary" ghost icon={<CheckOutlined />} onClick={() => void readAll()}>
            全部已读
          </Button>
        </Space>
        <RightToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={reload} columns={visibility} />
      </div>
      <Table<NotifyMessage>
        rowKey="id"
        loading={loading}
        columns={visibility.visibleColumns}
        dataSource={list}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={zhRowSelection<NotifyMessage>(
          {
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as number[]),
            // Only unread messages can be marked.
            getCheckboxProps: (row) => ({ disabled: row.readStatus }),
          },
          (row) => `${row.templateNickname} ${formatDate(row.createTime)} 的消息`,
        )}
      />
      <Pagination total={total} pageNo={page.pageNo} pageSize={page.pageSize} onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })} />
      <Modal title="消息详情" open={!!detail} footer={null} onCancel={() => setDetail(null)} width={600}>
        {detail && (
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'sender', label: '发送人', children: detail.templateNickname },
              { key: 'time', label: '发送时间', children: formatDate(detail.createTime) },
              { key: 'type', label: '消息类型', children: <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={detail.templateType} /> },
              // Opening the detail marks it read.
              { key: 'read', label: '是否已读', children: <DictTag type={DICT_TYPE.INFRA_BOOLEAN_STRING} value={true} /> },
              { key: 'readTime', label: '阅读时间', children: formatDate(detail.readTime ?? Date.now()) },
              { key: 'content', label: '内容', children: <SafeHtml html={detail.templateContent} /> },
            ]}
          />
        )}
      </Modal>
    </Card>
  )
}
