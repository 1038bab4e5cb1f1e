import { Button, Result } from 'antd'

/** What ErrorBoundary shows: loaded only after a crash, so antd's Result stays off the first page load. */
export default function CrashView({ error }: { error: Error }) {
  return (
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
  )
}
