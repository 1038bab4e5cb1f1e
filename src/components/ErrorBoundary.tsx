import { Component, Suspense, lazy, type ReactNode } from 'react'
import { observeFailure } from '../analytics/track'
import { translate } from '../i18n'

const CrashView = lazy(() => import('./CrashView'))

interface State {
  error: Error | null
}

/** A crashing page shows what happened and a way on, instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: unknown) {
    observeFailure('crash', error) // the operator's reports (issue 45): the whole app failed to render
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <Suspense fallback={<p role="alert">{translate('common', 'crashedWithReason', { message: error.message })}</p>}>
        <CrashView error={error} />
      </Suspense>
    )
  }
}
