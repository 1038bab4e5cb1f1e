import { BellOutlined } from '@ant-design/icons'
import { Badge, Button, Popover, Table, type TableColumnsType } from 'antd'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { getUnreadNotifyMessageList, type NotifyMessage } from '../api/notify'
import { DictTag } from '../components/DictTag'
import { LateSafeHtml } from '../components/LateSafeHtml'
import { useT, type Translator } from '../i18n/react'
import { useLayoutRoutes } from '../stores/permission'
import { formatDate } from '../utils/format'
import { DICT_TYPE } from '../utils/dict'
import { LiveNotices } from './live/LiveNotices'
import { pathOfName } from './routeTree'
import { useUnread } from './unread'

/** spec §9 */
export const NOTIFY_POPOVER_WIDTH = 600
const MY_MESSAGES_ROUTE = 'MyNotifyMessage'

const columnsIn = (t: Translator<'layout'>): TableColumnsType<NotifyMessage> => [
  { title: t('notifySender'), dataIndex: 'templateNickname', width: 120 },
  { title: t('notifyTime'), dataIndex: 'createTime', width: 180, render: (v: number) => formatDate(v) },
  {
    title: t('notifyType'),
    dataIndex: 'templateType',
    width: 100,
    align: 'center',
    render: (v: number) => <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={v} />,
  },
  // Server text goes through the sanitiser, never raw.
  {
    title: t('notifyContent'),
    dataIndex: 'templateContent',
    render: (v: string) => <LateSafeHtml html={v} fallback={null} />,
  },
]

/**
 * The bell: red dot while unread > 0, popover with the unread list (spec §2.3, §4). The count is polled every 120 s by
 * one tab for the whole browser, beside the live notices (LiveNotices, issue 24), which the bell hosts: both belong to
 * the signed-in shell only.
 */
export function NotifyBell() {
  const t = useT('layout')
  const columns = useMemo(() => columnsIn(t), [t])
  const count = useUnread((s) => s.count)
  const setCount = useUnread((s) => s.setCount)
  const [open, setOpen] = useState(false)
  const [list, setList] = useState<NotifyMessage[]>([])
  const [loading, setLoading] = useState(false)
  const navigate = useNavigate()
  const routes = useLayoutRoutes()

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) return
    setLoading(true)
    getUnreadNotifyMessageList()
      .then((rows) => setList(rows ?? []))
      .catch(() => setList([]))
      .finally(() => setLoading(false))
    setCount(0) // spec §4: opening the popover resets the indicator (in every tab)
  }

  const viewAll = () => {
    setOpen(false)
    navigate(pathOfName(routes, MY_MESSAGES_ROUTE) ?? '/user/notify-message')
  }

  return (
    <>
      <Popover
        trigger="click"
        placement="bottom"
        open={open}
        onOpenChange={onOpenChange}
        styles={{ container: { width: NOTIFY_POPOVER_WIDTH, maxWidth: 'calc(100vw - 16px)' } }}
        content={
          <div data-testid="notify-popover">
            <Table<NotifyMessage>
              rowKey="id"
              size="small"
              loading={loading}
              columns={columns}
              dataSource={list}
              pagination={false}
              scroll={{ y: 320 }}
            />
            <div style={{ textAlign: 'right', marginTop: 10 }}>
              <Button type="primary" size="small" onClick={viewAll}>
                {t('notifyViewAll')}
              </Button>
            </div>
          </div>
        }
      >
        <button
          type="button"
          className="navbar-icon"
          aria-label={count > 0 ? t('notifyBellUnread', { count }) : t('notifyBell')}
          data-testid="notify-bell"
        >
          <Badge dot={count > 0}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </button>
      </Popover>
      {/* The red dot is colour only: screen readers hear the count when it changes (issue 12). The live region sits
          beside the button, not in it: a button's children are presentational, so a status inside it may go unheard. */}
      <span className="sr-only" role="status" data-testid="unread-status">
        {count > 0 ? t('notifyUnreadStatus', { count }) : ''}
      </span>
      <LiveNotices />
    </>
  )
}
