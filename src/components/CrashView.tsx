import { Button, Result } from 'antd'
import { useT } from '../i18n/react'
import AntdProviders from './AntdProviders'

/** What ErrorBoundary shows: loaded only after a crash, so antd stays off the first page load (brings its providers). */
export default function CrashView({ error }: { error: Error }) {
  return (
    <AntdProviders>
      <Crash error={error} />
    </AntdProviders>
  )
}

function Crash({ error }: { error: Error }) {
  const t = useT('common')
  return (
      <Result
        status="error"
        title={t('crashed')}
        subTitle={error.message}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        }
      />
  )
}
