import { Alert, Button, Result } from 'antd'
import { useT } from '../i18n/react'

interface Props {
  /** Why: the request layer's words (服务暂时不可用，请稍后重试, 服务器返回的数据格式不正确（GET …）…). */
  error: Error
  /** Asks again: the page works once the backend answers well, without reloading the app (issue 22). */
  onRetry: () => void
}

/** In place of a page that could not load what it shows. */
export function LoadFailed({ error, onRetry }: Props) {
  const t = useT('common')
  return (
    <Result
      className="load-failed"
      status="warning"
      title={t('loadFailed')}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  )
}

/** Above a list whose last load failed: the rows already shown stay. */
export function LoadFailedBanner({ error, onRetry }: Props) {
  const t = useT('common')
  return (
    <Alert
      className="load-failed"
      type="error"
      showIcon
      role="alert"
      title={t('loadFailedWithReason', { message: error.message })}
      action={
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
      style={{ marginBottom: 12 }}
    />
  )
}
