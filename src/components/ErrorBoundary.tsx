import { Button, Result } from 'antd'
import { Component, type ReactNode } from 'react'

interface State {
  error: Error | null
}

/** A crashing page shows what happened and a way on, instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
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
}
