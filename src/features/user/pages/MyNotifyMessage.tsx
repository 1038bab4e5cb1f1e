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
import { useT } from '../../../i18n/react'
import { useUnread } from '../../../layout/unread'
import { DICT_TYPE } from '../../../utils/dict'
import { formatDateTime } from '../../../utils/format'

/** 我的站内信 (spec §2.1 MyNotifyMessage): filter by read status and time, mark read, mark all read, paginated. */
export default function MyNotifyMessage() {
  const t = useT('user')
  const { message } = App.useApp()
  const [detail, setDetail] = useState<NotifyMessage | null>(null)
  const refreshUnread = useUnread((s) => s.refresh)

  const def: ListPageDef<NotifyMessage, NotifyQuery> = {
    fetchPage: getMyNotifyMessagePage,
    search: [
      {
        name: 'readStatus',
        label: t('readStatus'),
        kind: 'select',
        placeholder: t('readStatusPlaceholder'),
        dict: DICT_TYPE.INFRA_BOOLEAN_STRING,
        parse: toBoolean,
      },
      { name: 'createTime', label: t('sendTime'), kind: 'dateRange' },
    ],
    columns: [
      { key: 'templateNickname', title: t('sender'), width: 120 },
      { key: 'createTime', title: t('sendTime'), width: 180, date: 'time' },
      { key: 'templateType', title: t('type'), width: 100, align: 'center', dict: DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE },
      { key: 'templateContent', title: t('messageContent'), render: (v: string) => <SafeHtml html={v} /> },
      { key: 'readStatus', title: t('readStatus'), width: 100, align: 'center', dict: DICT_TYPE.INFRA_BOOLEAN_STRING },
      { key: 'readTime', title: t('readTime'), width: 180, date: 'time' },
    ],
    columnToggle: true,
    actionsWidth: 100,
    rowActions: [
      {
        label: (row) => (row.readStatus ? t('details') : t('read')),
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
      name: (row) => t('messageOf', { sender: row.templateNickname, time: formatDateTime(row.createTime) }),
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
              void message.success(t('markedRead'))
              changed()
            })
          }
        >
          {t('markRead')}
        </Button>
        <Button
          type="primary"
          ghost
          icon={<CheckOutlined />}
          onClick={() =>
            void updateAllNotifyMessageRead().then(() => {
              void message.success(t('allMarkedRead'))
              changed()
            })
          }
        >
          {t('markAllRead')}
        </Button>
      </>
    ),
    onChanged: () => void refreshUnread().catch(() => undefined),
    children: () => (
      <Modal title={t('messageDetails')} open={!!detail} footer={null} onCancel={() => setDetail(null)} width={600}>
        {detail && (
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'sender', label: t('sender'), children: detail.templateNickname },
              { key: 'time', label: t('sendTime'), children: formatDateTime(detail.createTime) },
              {
                key: 'type',
                label: t('messageType'),
                children: <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={detail.templateType} />,
              },
              {
                key: 'read',
                label: t('readStatus'),
                children: <DictTag type={DICT_TYPE.INFRA_BOOLEAN_STRING} value={true} />,
              },
              { key: 'readTime', label: t('readTime'), children: formatDateTime(detail.readTime ?? Date.now()) },
              { key: 'content', label: t('content'), children: <SafeHtml html={detail.templateContent} /> },
            ]}
          />
        )}
      </Modal>
    ),
  }
  return <ListView def={def} />
}
