import { App as AntApp, ConfigProvider } from 'antd'
import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'
import { useEffect, type ReactNode } from 'react'
import { bindFeedback } from '../api/http/feedback'
import { useThemeConfig } from '../theme'
import '../utils/dayjsLocale'
import { useLanguage } from '../i18n/react'
import { RouteProgress } from '../layout/RouteProgress'
import '../styles/antd.css'
import { endRehearsal } from './rehearsal'

// In this chunk, not one of its own: a chunk of its own split theme.ts and others off into chunks every start then asked for.
export { rehearseLayout } from './rehearsal'

/** Lets the request layer show antd messages, notifications and the session-expired prompt. */
function FeedbackBinder() {
  const { message, notification, modal } = AntApp.useApp()
  useEffect(
    () =>
      bindFeedback({
        error: (content, seconds) => void message.error({ content, duration: seconds ?? 3 }),
        notifyError: (title) => notification.error({ title }),
        confirm: (options) =>
          new Promise<boolean>((resolve) => {
            modal.confirm({ ...options, onOk: () => resolve(true), onCancel: () => resolve(false) })
          }),
      }),
    [message, notification, modal],
  )
  return null
}

/**
 * antd's providers (locale, theme, component size, App context for message/notification/modal). Loaded lazily around
 * every route except the entrance, which renders without antd (issue 2 budget); the request layer's feedback is bound
 * to antd while these are mounted.
 */
export default function AntdProviders({ children }: { children: ReactNode }) {
  const { theme, componentSize } = useThemeConfig()
  const locale = useLanguage() === 'en' ? enUS : zhCN
  useEffect(endRehearsal, [])
  return (
    <ConfigProvider locale={locale} theme={theme} componentSize={componentSize}>
      <AntApp>
        <FeedbackBinder />
        {children}
        {/* After the routes: its navigation effect runs after the new page's mount effects (issue 16). */}
        <RouteProgress />
      </AntApp>
    </ConfigProvider>
  )
}
