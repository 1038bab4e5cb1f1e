import { App, Button, Result, Space } from 'antd'
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react'
import { observeFailure } from '../analytics/track'
import { ApiError } from '../api/http/errors'
import { asError } from '../hooks/currentLoad'
import { translate } from '../i18n'
import { useT } from '../i18n/react'
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

/** What a user sends to the help desk: the page, the time, the error and the request it came from (in the language shown). */
export function crashReport(path: string, error: Error, at = Date.now()): string {
  const request = error instanceof ApiError ? error.request : {}
  return [
    translate('layout', 'crashPage', { path }),
    translate('layout', 'crashTime', { time: formatDateTime(at) }),
    translate('layout', 'crashError', { message: error.message }),
    request.call && translate('layout', 'crashRequest', { call: request.call }),
    request.traceId && translate('layout', 'crashTraceId', { traceId: request.traceId }),
    error.stack && `\n${error.stack.split('\n').slice(0, 8).join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n')
}

/** What the boundary shows instead of the page. */
function CrashPanel({ error, path, at, onReload }: { error: Error; path: string; at?: number; onReload: () => void }) {
  const t = useT('layout')
  const { message } = App.useApp()
  const report = crashReport(path, error, at)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(report)
      message.success(t('crashCopied'))
    } catch {
      // No clipboard (plain http, or refused): the details below can be selected by hand.
      message.error(t('crashCopyFailed'))
    }
  }
  return (
    <Result
      className="page-crash"
      status="error"
      title={t('crashTitle')}
      subTitle={<span className="page-crash__message">{error.message}</span>}
      extra={
        <Space direction="vertical" align="center">
          <Space wrap>
            <Button type="primary" onClick={onReload}>
              {t('crashReload')}
            </Button>
            <Button onClick={() => void copy()}>{t('crashCopy')}</Button>
          </Space>
          <details className="page-crash__details">
            <summary>{t('crashDetails')}</summary>
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
    return { error: asError(error), at: Date.now() }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Marked for the journeys, which fail on a page that crashed (the boundary only limits the damage).
    console.error('[page-crash]', this.props.path, error, info.componentStack)
    observeFailure('crash', error, this.props.path) // the operator's reports (issue 45)
  }

  private reload = () => this.setState((s) => ({ error: null, generation: s.generation + 1 }))

  render() {
    const { error, generation, at } = this.state
    // A new generation is a new subtree: the page's state starts over.
    if (!error) return <Fragment key={generation}>{this.props.children}</Fragment>
    return <CrashPanel error={error} path={this.props.path} at={at} onReload={this.reload} />
  }
}

