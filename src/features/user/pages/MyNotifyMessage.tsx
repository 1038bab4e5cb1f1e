import { CheckOutlined, EyeOutlined } from '@ant-design/icons'
import { App, Button, Descriptions, Modal } from 'antd'
import { useState } from 'react'
import {
  getMyNotifyMessagePage,
  updateAllNotifyMessageRead,
  updateNotifyMessageRead,
  type NotifyMessage,
  type NotifyQuery,
} from '../../../api/notify'
import { ListView, type ListPageDef } from '../../../components/crud'
import { DictTag } from '../../../components/DictTag'
import { SafeHtml } from '../../../components/SafeHtml'
import { toBoolean } from '../../../hooks/useDictOptions'
import { useUnread } from '../../../layout/unread'
import { DICT_TYPE } from '../../../utils/dict'
import { formatDateTime } from '../../../utils/format'

/** 我的站内信 (spec §2.1 MyNotifyMessage): filter by read status and time, mark read, mark all read, paginated. */
export default function MyNotifyMessage() {
  const { message } = App.useApp()
  const [detail, setDetail] = useState<NotifyMessage | null>(null)
  const refreshUnread = useUnread((s) => s.refresh)

  const def: ListPageDef<NotifyMessage, NotifyQuery> = {
    fetchPage: getMyNotifyMessagePage,
    search: [
      {
        name: 'readStatus',
        label: '是否已读',
        kind: 'select',
        placeholder: '请选择状态',
        dict: DICT_TYPE.INFRA_BOOLEAN_STRING,
        parse: toBoolean,
      },
      { name: 'createTime', label: '发送时间', kind: 'dateRange' },
    ],
    columns: [
      { key: 'templateNickname', title: '发送人', width: 120 },
      { key: 'createTime', title: '发送时间', width: 180, date: 'time' },
      { key: 'templateType', title: '类型', width: 100, align: 'center', dict: DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE },
      { key: 'templateContent', title: '消息内容', render: (v: string) => <SafeHtml html={v} /> },
      { key: 'readStatus', title: '是否已读', width: 100, align: 'center', dict: DICT_TYPE.INFRA_BOOLEAN_STRING },
      { key: 'readTime', title: '阅读时间', width: 180, date: 'time' },
    ],
    columnToggle: true,
    actionsWidth: 100,
    rowActions: [
      {
        label: (row) => (row.readStatus ? '详情' : '已读'),
        icon: (row) => (row.readStatus ? <EyeOutlined /> : <CheckOutlined />),
        onClick: (row, { changed }) => {
          // Opening the detail marks it read.
          setDetail(row)
          if (!row.readStatus) void updateNotifyMessageRead([row.id]).then(changed)
        },
      },
    ],
    // Only unread messages can be marked.
    selection: {
      name: (row) => `${row.templateNickname} ${formatDateTime(row.createTime)} 的消息`,
      disabled: (row) => row.readStatus,
    },
    actions: ({ selected, changed }) => (
      <>
        <Button
          type="primary"
          ghost
          icon={<CheckOutlined />}
          disabled={!selected.length}
          onClick={() =>
            void updateNotifyMessageRead(selected as number[]).then(() => {
              void message.success('标记已读成功')
              changed()
            })
          }
        >
          标记已读
        </Button>
        <Button
          type="primary"
          ghost
          icon={<CheckOutlined />}
          onClick={() =>
            void updateAllNotifyMessageRead().then(() => {
              void message.success('全部已读成功')
              changed()
            })
          }
        >
          全部已读
        </Button>
      </>
    ),
    onChanged: () => void refreshUnread().catch(() => undefined),
    children: () => (
      <Modal title="消息详情" open={!!detail} footer={null} onCancel={() => setDetail(null)} width={600}>
        {detail && (
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'sender', label: '发送人', children: detail.templateNickname },
              { key: 'time', label: '发送时间', children: formatDateTime(detail.createTime) },
              {
                key: 'type',
                label: '消息类型',
                children: <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={detail.templateType} />,
              },
              {
                key: 'read',
                label: '是否已读',
                children: <DictTag type={DICT_TYPE.INFRA_BOOLEAN_STRING} value={true} />,
              },
              { key: 'readTime', label: '阅读时间', children: formatDateTime(detail.readTime ?? Date.now()) },
              { key: 'content', label: '内容', children: <SafeHtml html={detail.templateContent} /> },
            ]}
          />
        )}
      </Modal>
    ),
  }
  return <ListView def={def} />
}
