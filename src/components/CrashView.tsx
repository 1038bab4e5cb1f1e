import { Button, Result } from 'antd'
import AntdProviders from './AntdProviders'

/** What ErrorBoundary shows: loaded only after a crash, so antd stays off the first page load (brings its providers). */
export default function CrashView({ error }: { error: Error }) {
  return (
    <AntdProviders>
      <Result
        status="error"
        title="页面出错了"
        subTitle={error.message}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    </AntdProviders>
  )
}
