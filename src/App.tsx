import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { useEffect } from 'react'
import { bindFeedback } from './api/http/feedback'
import { AppRouter } from './router/AppRouter'
import { ErrorBoundary } from './components/ErrorBoundary'
import { useThemeConfig } from './theme'

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

export default function App() {
  const { theme, componentSize } = useThemeConfig()
  return (
    <ConfigProvider locale={zhCN} theme={theme} componentSize={componentSize}>
      <AntApp>
        <FeedbackBinder />
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
      </AntApp>
    </ConfigProvider>
  )
}
