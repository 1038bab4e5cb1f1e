import { App, Button, Result, Space } from 'antd'
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react'
import { ApiError } from '../api/http/errors'
import { formatDateTime } from '../utils/format'

interface Props {
  /** The page's path: said in the report. */
  path: string
  children: ReactNode
}

interface State {
  error: Error | null
  /** Bumped by 重新加载: the page mounts afresh under a new key. */
  generation: number
  at?: number
}

/** What a user sends to the help desk: the page, the time, the error and the request it came from. */
export function crashReport(path: string, error: Error, at = Date.now()): string {
  const request = error instanceof ApiError ? error.request : {}
  return [
    `页面：${path}`,
    `时间：${formatDateTime(at)}`,
    `错误：${error.message}`,
    request.call && `请求：${request.call}`,
    request.traceId && `trace-id：${request.traceId}`,
    error.stack && `\n${error.stack.split('\n').slice(0, 8).join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n')
}

/** What the boundary shows instead of the page. */
function CrashPanel({ error, report, onReload }: { error: Error; report: string; onReload: () => void }) {
  const { message } = App.useApp()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(report)
      message.success('已复制错误信息')
    } catch {
      // No clipboard (plain http, or refused): the details below can be selected by hand.
      message.error('无法访问剪贴板，请展开“错误详情”手动复制')
    }
  }
  return (
    <Result
      className="page-crash"
      status="error"
      title="页面出错了"
      subTitle={<span className="page-crash__message">{error.message}</span>}
      extra={
        <Space direction="vertical" align="center">
          <Space wrap>
            <Button type="primary" onClick={onReload}>
              重新加载
            </Button>
            <Button onClick={() => void copy()}>复制错误信息</Button>
          </Space>
          <details className="page-crash__details">
            <summary>错误详情</summary>
            <pre>{report}</pre>
          </details>
        </Space>
      }
    />
  )
}

/**
 * One page's failure stays in its page (issue 22): the sidebar, top bar, tabs and the other kept-alive pages — with
 * their unsaved input — keep working, and 重新加载 mounts this page alone afresh.
 */
export class PageBoundary extends Component<Props, State> {
  state: State = { error: null, generation: 0 }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)), at: Date.now() }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Marked for the journeys, which fail on a page that crashed (the boundary only limits the damage).
    console.error('[page-crash]', this.props.path, error, info.componentStack)
  }

  private reload = () => this.setState((s) => ({ error: null, generation: s.generation + 1 }))

  render() {
    const { error, generation, at } = this.state
    // A new generation is a new subtree: the page's state starts over.
    if (!error) return <Fragment key={generation}>{this.props.children}</Fragment>
    return <CrashPanel error={error} report={crashReport(this.props.path, error, at)} onReload={this.reload} />
  }
}

