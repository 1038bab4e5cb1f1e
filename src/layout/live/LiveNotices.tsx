import { App, Button, Modal, type NotificationArgsProps } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { tokens } from '../../api/http/tokens'
import { liveUrl, type PushedNotice } from '../../api/live/message'
import { getUnreadNotifyMessageCount } from '../../api/notify'
import { DictTag } from '../../components/DictTag'
import { LateSafeHtml } from '../../components/LateSafeHtml'
import { config } from '../../config'
import { useT } from '../../i18n/react'
import { useSession } from '../../stores/session'
import { DICT_TYPE } from '../../utils/dict'
import { formatDateTime } from '../../utils/format'
import { shareUnreadWith, useUnread } from '../unread'
import { startLive, type Live, type LiveStatus } from './liveClient'
import './live.css'

/** The socket's address with this tab's current token (tabs share tokens through localStorage, issue 10). */
const socketUrl = () => {
  const token = tokens.access()
  return token ? liveUrl(config.apiBaseUrl, window.location.href, token) : null
}

/** A notice's 查看: a component of its own, so the open notification follows a language switch. */
function ViewButton({ onClick }: { onClick(): void }) {
  const t = useT('layout')
  return (
    <Button type="primary" size="small" onClick={onClick}>
      {t('liveNoticeView')}
    </Button>
  )
}

/**
 * The back office's live side (issue 24), mounted with the shell's bell: never on the entrance or the portal's public
 * pages. While signed in, this tab joins the browser's one connection and one unread poll (liveClient.ts); a pushed
 * notice shows as a notification in every tab, closed everywhere when closed or opened in one, and is announced.
 */
export function LiveNotices() {
  const t = useT('layout')
  const token = useSession((s) => s.token)
  const signedIn = token !== null
  const { notification: antdNotification } = App.useApp()
  // Read through a ref: a new instance (the providers re-rendering) must not restart the connection.
  const notifications = useRef(antdNotification)
  notifications.current = antdNotification
  const live = useRef<Live | null>(null)
  const [status, setStatus] = useState<LiveStatus>({ leader: false, socket: null })
  /** The title of the last notice pushed: announced in the language shown. */
  const [announced, setAnnounced] = useState<string | null>(null)
  const [viewing, setViewing] = useState<PushedNotice | null>(null)

  useEffect(() => {
    if (!signedIn) return
    const notification = {
      open: (args: NotificationArgsProps) => notifications.current.open(args),
      destroy: (key: string) => notifications.current.destroy(key),
    }
    const client = startLive({
      socketUrl,
      fetchCount: getUnreadNotifyMessageCount,
      pollMs: config.unreadPollMs,
      onCount: (count) => useUnread.getState().receive(count),
      onNotice(key, notice) {
        const close = () => {
          client.dismiss(key)
          notification.destroy(key)
        }
        notification.open({
          key,
          title: notice.title,
          description: (
            <div className="live-notice">
              <DictTag type={DICT_TYPE.SYSTEM_NOTICE_TYPE} value={notice.type} />
              <LateSafeHtml html={notice.content} className="live-notice__content" fallback={null} />
            </div>
          ),
          actions: (
            <ViewButton
              onClick={() => {
                setViewing(notice)
                close()
              }}
            />
          ),
          // Until closed or opened here or in another tab: one notice, dealt with once per browser.
          duration: false,
          // Announced by the status region below, which exists before the notice does (a new alert may go unheard).
          role: 'status',
          props: { 'data-testid': 'live-notice' },
          onClose: () => client.dismiss(key),
        })
        setAnnounced(notice.title)
      },
      onDismiss: (key) => notification.destroy(key),
      onStatus: setStatus,
    })
    live.current = client
    const unshare = shareUnreadWith(client.shareCount)
    return () => {
      unshare()
      client.stop()
      live.current = null
      setStatus({ leader: false, socket: null })
    }
  }, [signedIn])

  // A refreshed token (here or in another tab): the leader reconnects with it. Not on the first token: that one opened it.
  const lastToken = useRef(token)
  useEffect(() => {
    if (token && lastToken.current && token !== lastToken.current) live.current?.tokenChanged()
    lastToken.current = token
  }, [token])

  const close = () => setViewing(null)
  return (
    <>
      <span className="sr-only" role="status" data-testid="live-announcement">
        {announced === null ? '' : t('liveNoticeAnnounced', { title: announced })}
      </span>
      {/* What journeys and a curious person can read: this tab's part in the browser's one connection. */}
      <span
        hidden
        data-testid="live-status"
        data-leader={status.leader}
        data-socket={status.socket?.state ?? ''}
        data-attempt={status.socket?.attempt ?? ''}
        data-retry-ms={status.socket?.retryInMs ?? ''}
      />
      <Modal
        open={viewing !== null}
        title={viewing?.title}
        width={720}
        onCancel={close}
        footer={<Button onClick={close}>{t('close')}</Button>}
        destroyOnHidden
      >
        {viewing && (
          <>
            <div className="live-notice__meta">
              <DictTag type={DICT_TYPE.SYSTEM_NOTICE_TYPE} value={viewing.type} />
              {viewing.createTime !== null && viewing.createTime !== undefined && (
                <span>{formatDateTime(viewing.createTime)}</span>
              )}
            </div>
            <LateSafeHtml html={viewing.content} fallback={null} />
          </>
        )}
      </Modal>
    </>
  )
}
